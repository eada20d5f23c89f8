import type { Locale } from "@/lib/domain/localized";
import { formatChf, type Rappen } from "@/lib/domain/money";
import { serverTranslator } from "@/lib/i18n/translator";
import { OFFICE_LOCALE, type RenderedMail } from "./quote-request";
import { oneLine, renderTableMail as render } from "./table-mail";

/** Stored in mail_outbox.template, for the developer tools and tests. */
export const OFFER_PAID_GUEST_TEMPLATE = "offer-paid-guest-confirmation";
export const OFFER_PAID_OFFICE_TEMPLATE = "offer-paid-office-notice";

export interface OfferPaidMailInput {
  guestName: string;
  guestEmail: string;
  propertyName: string;
  checkIn: string;
  checkOut: string;
  guests: number;
  total: Rappen;
  paid: Rappen;
  reference: string;
  offerId: string;
  officeEmail: string;
  siteName: string;
  /** Set when the office must act (dates taken, Smoobu unreachable, double payment). */
  attention?: string;
}

function fieldsOf(input: OfferPaidMailInput, locale: Locale): [string, string][] {
  const t = serverTranslator(locale, "checkout");
  return [
    [t("mail.property"), input.propertyName],
    [t("mail.dates"), `${input.checkIn} – ${input.checkOut}`],
    [t("mail.guests"), String(input.guests)],
    [t("mail.total"), formatChf(input.total, locale)],
    [t("mail.paid"), formatChf(input.paid, locale)],
    [t("mail.reference"), input.reference],
  ];
}

/** The guest's confirmation, in the offer's language. */
export function renderOfferPaidGuest(input: OfferPaidMailInput, locale: Locale): RenderedMail {
  const t = serverTranslator(locale, "checkout");
  const subject = oneLine(t("mail.guestSubject", { property: input.propertyName, checkIn: input.checkIn, checkOut: input.checkOut }));
  return render([t("mail.guestGreeting", { name: input.guestName }), t("mail.guestIntro")], fieldsOf(input, locale), subject, t("mail.guestOutro", { email: input.officeEmail }), locale, input.siteName);
}

/** The office's notice; with `attention` it says what the office must do. */
export function renderOfferPaidOffice(input: OfferPaidMailInput, locale: Locale = OFFICE_LOCALE): RenderedMail {
  const t = serverTranslator(locale, "checkout");
  const subject = oneLine(input.attention ? t("mail.officeAttentionSubject", { name: input.guestName }) : t("mail.officeSubject", { name: input.guestName, property: input.propertyName }));
  const fields: [string, string][] = [[t("mail.guestEmail"), input.guestEmail], ...fieldsOf(input, locale), [t("mail.offerId"), input.offerId]];
  if (input.attention) fields.unshift([t("mail.attention"), input.attention]);
  return render([t("mail.officeIntro")], fields, subject, "", locale, input.siteName);
}
