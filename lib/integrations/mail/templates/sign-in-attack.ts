import type { Locale } from "@/lib/domain/localized";
import { serverTranslator } from "@/lib/i18n/translator";
import { escapeHtml } from "../escape-html";
import type { RenderedMail } from "./quote-request";

/** Stored in mail_outbox.template, for the developer tools and tests. */
export const SIGN_IN_ATTACK_TEMPLATE = "account-sign-in-attack";

export interface SignInAttackMailInput {
  /** The greeting name; may be empty. */
  name: string;
  /** The 'forgot password' page, to choose a new password. */
  link: string;
  siteName: string;
}

/**
 * Tells an account's owner, in their language, that somebody keeps guessing their password,
 * that they can still sign in, and where to choose a new password if it was not them.
 */
export function renderSignInAttackMail(input: SignInAttackMailInput, locale: Locale): RenderedMail {
  const t = serverTranslator(locale, "authMail");
  const subject = t("signInAttack.subject", { site: input.siteName }).replace(/\s+/g, " ").trim();
  const greeting = input.name.trim() ? t("greetingNamed", { name: input.name.trim() }) : t("greeting");
  const paragraphs = [t("signInAttack.body", { site: input.siteName }), t("signInAttack.advice")];
  const action = t("signInAttack.action");
  const footer = t("signInAttack.footer");

  const text = [greeting, "", ...paragraphs.flatMap((p) => [p, ""]), `${action}: ${input.link}`, "", footer, "", "-- ", input.siteName, ""].join("\n");
  const html = [
    `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>`,
    `<body style="font-family:Arial,Helvetica,sans-serif;color:#17211c;line-height:1.5">`,
    `<p>${escapeHtml(greeting)}</p>`,
    ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    `<p><a href="${escapeHtml(input.link)}" style="display:inline-block;background:#1f5f3f;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">${escapeHtml(action)}</a></p>`,
    `<p style="color:#56625b;font-size:13px">${escapeHtml(input.link)}</p>`,
    `<p style="color:#56625b">${escapeHtml(footer)}</p>`,
    `<p style="color:#56625b">${escapeHtml(input.siteName)}</p>`,
    `</body></html>`,
  ].join("");
  return { subject, text, html };
}
