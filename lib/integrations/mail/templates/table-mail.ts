import type { Locale } from "@/lib/domain/localized";
import { escapeHtml } from "../escape-html";
import type { RenderedMail } from "./quote-request";
import { labelled } from "@/lib/domain/typography";

/** Subjects are one line: a line break in a header could smuggle in another header. */
export const oneLine = (text: string) => text.replace(/\s+/g, " ").trim();

/** A plain mail: paragraphs, a table of label/value rows, a closing line and the site's name; text and HTML alike. */
export function renderTableMail(intro: string[], fields: [string, string][], subject: string, outro: string, locale: Locale, siteName: string): RenderedMail {
  const text = [...intro, "", ...fields.map(([k, v]) => labelled(k, v, locale)), "", outro, "", "-- ", siteName, ""].join("\n");
  const rows = fields.map(([k, v]) => `<tr><th align="left" style="padding:4px 16px 4px 0">${escapeHtml(k)}</th><td>${escapeHtml(v)}</td></tr>`).join("");
  const html = [
    `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>`,
    `<body style="font-family:Arial,Helvetica,sans-serif;color:#17211c;line-height:1.5">`,
    ...intro.map((p) => `<p>${escapeHtml(p)}</p>`),
    `<table cellpadding="0" cellspacing="0" role="presentation">${rows}</table>`,
    `<p>${escapeHtml(outro)}</p><p>${escapeHtml(siteName)}</p></body></html>`,
  ].join("");
  return { subject, text, html };
}
