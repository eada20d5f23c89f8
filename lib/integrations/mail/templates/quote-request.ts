import { DEFAULT_LOCALE, type Locale } from "@/lib/domain/localized";
import { serverTranslator } from "@/lib/i18n/translator";
import type { ProjectType } from "@/lib/schemas/contact";
import { escapeHtml } from "../escape-html";

/** Stored in mail_outbox.template, for the developer tools and tests. */
export const QUOTE_REQUEST_NOTICE_TEMPLATE = "quote-request-office-notice";

/** The office in Saas-Fee works in German; the requester's own language is shown in the notice. */
export const OFFICE_LOCALE: Locale = DEFAULT_LOCALE;

export interface QuoteRequestNoticeInput {
  name: string;
  email: string;
  phone: string | null;
  projectType: ProjectType;
  message: string;
  /** The language the requester used on the site, so the office answers in it. */
  requestLocale: Locale;
  siteName: string;
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

/** A header value must be one line: a name with a line break must not add mail headers. */
function oneLine(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

/** The office's notice of a new quote request: every field, as plain text and as escaped HTML. */
export function renderQuoteRequestNotice(input: QuoteRequestNoticeInput, locale: Locale = OFFICE_LOCALE): RenderedMail {
  const t = serverTranslator(locale, "quoteForm");
  const languages = serverTranslator(locale, "language");

  const fields: [label: string, value: string][] = [
    [t("name"), input.name],
    [t("email"), input.email],
    [t("phone"), input.phone ?? t("mail.noPhone")],
    [t("projectType"), t(`projectTypes.${input.projectType}`)],
    [languages("label"), languages(input.requestLocale)],
  ];
  const subject = oneLine(t("mail.subject", { name: input.name }));
  const intro = t("mail.intro");
  const replyHint = t("mail.replyHint", { name: input.name });

  const text = [
    intro,
    "",
    ...fields.map(([label, value]) => `${label}: ${value}`),
    "",
    `${t("message")}:`,
    input.message,
    "",
    replyHint,
    "",
    "-- ",
    input.siteName,
    "",
  ].join("\n");

  const rows = fields
    .map(
      ([label, value]) =>
        `<tr><th align="left" style="padding:4px 16px 4px 0;vertical-align:top">${escapeHtml(label)}</th>` +
        `<td style="padding:4px 0">${escapeHtml(value)}</td></tr>`,
    )
    .join("");
  const html = [
    `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>`,
    `<body style="font-family:Arial,Helvetica,sans-serif;color:#17211c;line-height:1.5">`,
    `<p>${escapeHtml(intro)}</p>`,
    `<table cellpadding="0" cellspacing="0" role="presentation">${rows}</table>`,
    `<h2 style="font-size:16px;margin:24px 0 8px">${escapeHtml(t("message"))}</h2>`,
    // pre-wrap keeps the requester's line breaks without turning their text into markup.
    `<p style="white-space:pre-wrap;margin:0">${escapeHtml(input.message)}</p>`,
    `<p style="margin-top:24px;color:#56625b">${escapeHtml(replyHint)}</p>`,
    `<p style="color:#56625b">${escapeHtml(input.siteName)}</p>`,
    `</body></html>`,
  ].join("");

  return { subject, text, html };
}
