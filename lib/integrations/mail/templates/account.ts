import type { Locale } from "@/lib/domain/localized";
import { serverTranslator } from "@/lib/i18n/translator";
import { escapeHtml } from "../escape-html";
import type { RenderedMail } from "./quote-request";
import { labelled } from "@/lib/domain/typography";

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
  return linkMail(locale, { subject, greeting, paragraphs: [body], action: t(`${input.kind}.action`), link: input.link, footer: t(`${input.kind}.footer`), siteName: input.siteName });
}

/**
 * The frame of the account mails (verification, reset, attack warning): greeting, paragraphs, one
 * link as a button, footer and signature, as plain text and escaped HTML.
 */
export function linkMail(
  locale: Locale,
  m: { subject: string; greeting: string; paragraphs: string[]; action: string; link: string; footer: string; siteName: string },
): RenderedMail {
  const text = [m.greeting, "", ...m.paragraphs.flatMap((p) => [p, ""]), labelled(m.action, m.link, locale), "", m.footer, "", "-- ", m.siteName, ""].join("\n");
  const html = [
    `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><title>${escapeHtml(m.subject)}</title></head>`,
    `<body style="font-family:Arial,Helvetica,sans-serif;color:#17211c;line-height:1.5">`,
    `<p>${escapeHtml(m.greeting)}</p>`,
    ...m.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    `<p><a href="${escapeHtml(m.link)}" style="display:inline-block;background:#1f5f3f;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">${escapeHtml(m.action)}</a></p>`,
    `<p style="color:#56625b;font-size:13px">${escapeHtml(m.link)}</p>`,
    `<p style="color:#56625b">${escapeHtml(m.footer)}</p>`,
    `<p style="color:#56625b">${escapeHtml(m.siteName)}</p>`,
    `</body></html>`,
  ].join("");
  return { subject: m.subject, text, html };
}
