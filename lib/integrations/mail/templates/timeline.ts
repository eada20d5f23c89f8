import type { IsoDate } from "@/lib/domain/dates";
import { dateLocaleTag, type Locale } from "@/lib/domain/localized";
import type { MailKind } from "@/lib/domain/mail-timeline";
import { formatChf, type Rappen } from "@/lib/domain/money";
import { labelled } from "@/lib/domain/typography";
import { serverTranslator } from "@/lib/i18n/translator";
import { escapeHtml } from "../escape-html";
import type { RenderedMail } from "./quote-request";

/**
 * The guest mails of the booking timeline (lib/domain/mail-timeline.ts), in the guest's language:
 * plain text and HTML from the same blocks, every piece of data escaped in the HTML. Pure: the
 * facts (lib/data/timeline-compose.ts reads them) go in, the mail comes out.
 */

/** Stored in mail_outbox.template: `timeline-<kind>`. */
export const timelineTemplate = (kind: MailKind) => `timeline-${kind}`;

export interface TimelineMailFacts {
  guestName: string;
  propertyName: string;
  /** The house's postal address; blank when unknown (then no map link either). */
  address: string;
  /** A Google Maps link to the house (built from its coordinates or address). */
  mapsUrl: string | null;
  arrival: IsoDate;
  departure: IsoDate;
  /** "HH:MM" */
  checkInTime: string;
  checkOutTime: string;
  reference: string | null;
  /** The house's texts in the guest's language; blank ones are left out. */
  arrivalInfo: string;
  parkingInfo: string;
  keyInfo: string;
  /**
   * Key box and door codes: given only when the stay is fully paid (the caller decides by the
   * rule); null while unpaid (the mail says they follow); "" when the house has none (no section).
   */
  accessDetails: string | null;
  /** What is open and when it is due (balance reminders, the confirmation). */
  open: Rappen;
  dueDate: IsoDate | null;
  /** The signed page where the guest pays what is open and downloads receipts. */
  payLink: string | null;
  /** The signed page of the guest list. */
  guestListLink: string | null;
  /** Google's own write-a-review link for the house; null when unknown (the line is left out). */
  reviewLink: string | null;
  officeEmail: string;
  siteName: string;
}

/** A reminder before its due date, or after it. */
export type ReminderStage = "before" | "overdue";

/** Subjects are one line (a line break could add a header); the narrow no-break spaces of French stay. */
const oneLine = (text: string) => text.replace(/[\r\n\t ]+/g, " ").trim();

type Block = { p: string } | { heading: string } | { link: string; url: string } | { fields: [string, string][] };

function formatDay(day: IsoDate, locale: Locale): string {
  return new Intl.DateTimeFormat(dateLocaleTag(locale), { dateStyle: "long", timeZone: "UTC" }).format(new Date(`${day}T00:00:00Z`));
}

function renderBlocks(blocks: Block[], subject: string, locale: Locale, siteName: string): RenderedMail {
  const text: string[] = [];
  const html: string[] = [];
  for (const b of blocks) {
    if ("p" in b) {
      text.push(b.p, "");
      // A house text keeps its line breaks.
      html.push(`<p>${escapeHtml(b.p).replace(/\r?\n/g, "<br>")}</p>`);
    } else if ("heading" in b) {
      text.push(b.heading.toUpperCase(), "");
      html.push(`<h2 style="font-size:16px;margin:20px 0 4px">${escapeHtml(b.heading)}</h2>`);
    } else if ("link" in b) {
      text.push(labelled(b.link, b.url, locale), "");
      html.push(`<p><a href="${escapeHtml(b.url)}">${escapeHtml(b.link)}</a></p>`);
    } else {
      text.push(...b.fields.map(([k, v]) => labelled(k, v, locale)), "");
      const rows = b.fields.map(([k, v]) => `<tr><th align="left" style="padding:4px 16px 4px 0">${escapeHtml(k)}</th><td>${escapeHtml(v)}</td></tr>`).join("");
      html.push(`<table cellpadding="0" cellspacing="0" role="presentation">${rows}</table>`);
    }
  }
  text.push("-- ", siteName, "");
  return {
    subject,
    text: text.join("\n"),
    html: [
      `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>`,
      `<body style="font-family:Arial,Helvetica,sans-serif;color:#17211c;line-height:1.5">`,
      ...html,
      `<p>${escapeHtml(siteName)}</p></body></html>`,
    ].join(""),
  };
}

function t(locale: Locale) {
  return serverTranslator(locale, "timelineMail");
}

function stayFields(f: TimelineMailFacts, locale: Locale): [string, string][] {
  const tr = t(locale);
  const rows: [string, string][] = [
    [tr("property"), f.propertyName],
    [tr("arrival"), tr("dayAt", { day: formatDay(f.arrival, locale), time: f.checkInTime })],
    [tr("departure"), tr("dayBy", { day: formatDay(f.departure, locale), time: f.checkOutTime })],
  ];
  if (f.reference) rows.push([tr("reference"), f.reference]);
  return rows;
}

function openBlocks(f: TimelineMailFacts, locale: Locale): Block[] {
  const tr = t(locale);
  if (f.open <= 0) return [{ p: tr("allPaid") }];
  const blocks: Block[] = [{ fields: [[tr("openAmount"), formatChf(f.open, locale)], ...(f.dueDate ? ([[tr("dueDate"), formatDay(f.dueDate, locale)]] as [string, string][]) : [])] }];
  if (f.payLink) blocks.push({ link: tr("payLink"), url: f.payLink });
  return blocks;
}

const greeting = (f: TimelineMailFacts, locale: Locale): Block => ({ p: f.guestName.trim() ? t(locale)("greeting", { name: f.guestName.trim() }) : t(locale)("greetingNoName") });
const closing = (f: TimelineMailFacts, locale: Locale): Block => ({ p: t(locale)("closing", { email: f.officeEmail }) });

function confirmation(f: TimelineMailFacts, locale: Locale): Block[] {
  const tr = t(locale);
  const blocks: Block[] = [greeting(f, locale), { p: tr("confirmation.intro") }, { fields: stayFields(f, locale) }, ...openBlocks(f, locale)];
  // The outbox carries no attachments: the receipts are on the signed pay page.
  if (f.payLink) blocks.push({ p: tr("confirmation.receipt") });
  if (f.payLink && f.open <= 0) blocks.push({ link: tr("confirmation.receiptLink"), url: f.payLink });
  return [...blocks, closing(f, locale)];
}

function guestListRequest(f: TimelineMailFacts, locale: Locale): Block[] {
  const tr = t(locale);
  return [greeting(f, locale), { p: tr("guestList.intro", { property: f.propertyName }) }, { fields: stayFields(f, locale) }, ...(f.guestListLink ? [{ link: tr("guestList.link"), url: f.guestListLink }] : []), closing(f, locale)];
}

function balanceReminder(f: TimelineMailFacts, locale: Locale, stage: ReminderStage): Block[] {
  const tr = t(locale);
  const due = f.dueDate ? formatDay(f.dueDate, locale) : "";
  return [greeting(f, locale), { p: stage === "overdue" ? tr("reminder.overdueIntro", { due }) : tr("reminder.beforeIntro", { due }) }, { fields: stayFields(f, locale) }, ...openBlocks(f, locale), { p: tr("reminder.ignore") }, closing(f, locale)];
}

function accessBlocks(f: TimelineMailFacts, locale: Locale): Block[] {
  const tr = t(locale);
  if (f.accessDetails === null) return [{ heading: tr("arrivalInfo.accessHeading") }, { p: tr("arrivalInfo.accessAfterPayment") }, ...openBlocks(f, locale)];
  return f.accessDetails.trim() ? [{ heading: tr("arrivalInfo.accessHeading") }, { p: f.accessDetails.trim() }] : [];
}

function arrivalInfo(f: TimelineMailFacts, locale: Locale): Block[] {
  const tr = t(locale);
  const blocks: Block[] = [greeting(f, locale), { p: tr("arrivalInfo.intro", { property: f.propertyName }) }, { fields: stayFields(f, locale) }];
  if (f.address.trim()) blocks.push({ heading: tr("arrivalInfo.addressHeading") }, { p: f.address.trim() });
  if (f.mapsUrl) blocks.push({ link: tr("arrivalInfo.mapLink"), url: f.mapsUrl });
  for (const [heading, body] of [
    [tr("arrivalInfo.arrivalHeading"), f.arrivalInfo],
    [tr("arrivalInfo.parkingHeading"), f.parkingInfo],
    [tr("arrivalInfo.keyHeading"), f.keyInfo],
  ] as const) {
    if (body.trim()) blocks.push({ heading }, { p: body.trim() });
  }
  blocks.push({ heading: tr("arrivalInfo.cardHeading") }, { p: tr("arrivalInfo.card") });
  return [...blocks, ...accessBlocks(f, locale), closing(f, locale)];
}

function accessDetails(f: TimelineMailFacts, locale: Locale): Block[] {
  const tr = t(locale);
  return [greeting(f, locale), { p: tr("accessDetails.intro", { property: f.propertyName }) }, { fields: stayFields(f, locale) }, ...accessBlocks(f, locale), closing(f, locale)];
}

function thankYou(f: TimelineMailFacts, locale: Locale): Block[] {
  const tr = t(locale);
  const blocks: Block[] = [greeting(f, locale), { p: tr("thankYou.intro", { property: f.propertyName }) }];
  if (f.reviewLink) blocks.push({ p: tr("thankYou.review") }, { link: tr("thankYou.reviewLink"), url: f.reviewLink });
  return [...blocks, { p: tr("thankYou.welcomeBack") }, closing(f, locale)];
}

/**
 * One timeline mail. `stage` matters for balance reminders only. The access details appear only
 * when `facts.accessDetails` is given: the caller passes them when the rule says the stay is paid.
 */
export function renderTimelineMail(kind: MailKind, facts: TimelineMailFacts, locale: Locale, stage: ReminderStage = "before"): RenderedMail {
  const tr = t(locale);
  const vars = { property: facts.propertyName };
  const [subject, blocks] =
    kind === "confirmation"
      ? [tr("confirmation.subject", vars), confirmation(facts, locale)]
      : kind === "guestListRequest"
        ? [tr("guestList.subject", vars), guestListRequest(facts, locale)]
        : kind === "balanceReminder"
          ? [stage === "overdue" ? tr("reminder.overdueSubject", vars) : tr("reminder.beforeSubject", vars), balanceReminder(facts, locale, stage)]
          : kind === "arrivalInfo"
            ? [tr("arrivalInfo.subject", vars), arrivalInfo(facts, locale)]
            : kind === "accessDetails"
              ? [tr("accessDetails.subject", vars), accessDetails(facts, locale)]
              : [tr("thankYou.subject", vars), thankYou(facts, locale)];
  return renderBlocks(blocks, oneLine(subject), locale, facts.siteName);
}
