import type { Locale } from "@/lib/domain/localized";
import { formatChf, type Rappen } from "@/lib/domain/money";
import type { RefundReason } from "@/lib/domain/refunds";
import { serverTranslator } from "@/lib/i18n/translator";
import type { RenderedMail } from "./quote-request";
import { oneLine, renderTableMail } from "./table-mail";

/** Stored in mail_outbox.template, for the developer tools and tests. */
export const REFUND_GUEST_TEMPLATE = "refund-guest-notice";

export interface RefundMailInput {
  guestName: string;
  propertyName: string;
  checkIn: string;
  checkOut: string;
  amount: Rappen;
  reason: RefundReason;
  /** The office's own words (reason "other"). */
  note: string | null;
  officeEmail: string;
  siteName: string;
}

/** Tells the guest, in their language, that money goes back to them, how much and why. */
export function renderRefundGuest(input: RefundMailInput, locale: Locale): RenderedMail {
  const t = serverTranslator(locale, "refunds");
  const amount = formatChf(input.amount, locale);
  const subject = oneLine(t("mail.subject", { amount, property: input.propertyName }));
  const fields: [string, string][] = [
    [t("mail.amount"), amount],
    [t("mail.property"), input.propertyName],
    ...(input.checkIn ? ([[t("mail.dates"), `${input.checkIn} – ${input.checkOut}`]] as [string, string][]) : []),
    [t("mail.reason"), t(`reasons.${input.reason}`)],
    ...(input.note ? ([[t("mail.note"), input.note]] as [string, string][]) : []),
  ];
  const intro = [input.guestName ? t("mail.greeting", { name: input.guestName }) : t("mail.greetingNoName"), t("mail.intro", { amount })];
  return renderTableMail(intro, fields, subject, `${t("mail.timing")} ${t("mail.outro", { email: input.officeEmail })}`, locale, input.siteName);
}
