import type { Locale } from "@/lib/domain/localized";
import { serverTranslator } from "@/lib/i18n/translator";
import { escapeHtml } from "../escape-html";
import type { RenderedMail } from "./quote-request";

/** Stored in mail_outbox.template, for the developer tools and tests. */
export const ACCOUNT_MAIL_TEMPLATES = {
  verifyEmail: "account-verify-email",
  passwordReset: "account-password-reset",
  alreadyRegistered: "account-already-registered",
} as const;

type AccountMailKind = keyof typeof ACCOUNT_MAIL_TEMPLATES;

export interface AccountMailInput {
  kind: AccountMailKind;
  /** The greeting name; may be empty. */
  name: string;
  /** The link the mail is about (verification, reset, or the sign-in page). */
  link: string;
  siteName: string;
}

/** A short account mail with one link, as plain text and escaped HTML, in the user's language. */
export function renderAccountMail(input: AccountMailInput, locale: Locale): RenderedMail {
  const t = serverTranslator(locale, "authMail");
  const subject = t(`${input.kind}.subject`, { site: input.siteName }).replace(/\s+/g, " ").trim();
  const greeting = input.name.trim() ? t("greetingNamed", { name: input.name.trim() }) : t("greeting");
  const body = t(`${input.kind}.body`, { site: input.siteName });
  const action = t(`${input.kind}.action`);
  const footer = t(`${input.kind}.footer`);

  const text = [greeting, "", body, "", `${action}: ${input.link}`, "", footer, "", "-- ", input.siteName, ""].join("\n");
  const html = [
    `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>`,
    `<body style="font-family:Arial,Helvetica,sans-serif;color:#17211c;line-height:1.5">`,
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(body)}</p>`,
    `<p><a href="${escapeHtml(input.link)}" style="display:inline-block;background:#1f5f3f;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">${escapeHtml(action)}</a></p>`,
    `<p style="color:#56625b;font-size:13px">${escapeHtml(input.link)}</p>`,
    `<p style="color:#56625b">${escapeHtml(footer)}</p>`,
    `<p style="color:#56625b">${escapeHtml(input.siteName)}</p>`,
    `</body></html>`,
  ].join("");
  return { subject, text, html };
}
