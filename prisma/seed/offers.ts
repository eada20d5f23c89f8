import { addDays, type IsoDate } from "@/lib/domain/dates";
import { isStayAvailable } from "@/lib/domain/availability";
import { toRappen, type Rappen } from "@/lib/domain/money";
import { priceStay, type PriceBreakdown } from "@/lib/domain/pricing";
import type { SeedProperty } from "./content/types";
import type { PlannedRate } from "./rates";

export type OfferStatusKey = "draft" | "sent" | "viewed" | "accepted" | "expired" | "rejected";

export interface PlannedOffer {
  key: string;
  status: OfferStatusKey;
  propertySlug: string | null;
  guestName: string | null;
  guestEmail: string | null;
  guestPhone: string | null;
  language: "de" | "en" | "fr";
  checkIn: IsoDate | null;
  checkOut: IsoDate | null;
  adults: number;
  children6To16: number;
  children3To5: number;
  babies: number;
  discount: Rappen;
  breakdown: PriceBreakdown | null;
  /** Days from today; negative = already expired. */
  expiresInDays: number | null;
  emailInputText: string | null;
}

interface OfferSpec {
  key: string;
  status: OfferStatusKey;
  propertySlug: string;
  startOffset: number;
  nights: number;
  guestName: string;
  guestEmail: string;
  language: "de" | "en" | "fr";
  adults: number;
  children6To16: number;
  children3To5: number;
  babies: number;
  discount: Rappen;
  expiresInDays: number;
  emailInputText: string;
}

const SPECS: OfferSpec[] = [
  { key: "sent", status: "sent", propertySlug: "haus-mischabel", startOffset: 70, nights: 5, guestName: "Familie Zurbriggen", guestEmail: "zurbriggen@example.ch", language: "de", adults: 10, children6To16: 4, children3To5: 2, babies: 1, discount: 0, expiresInDays: 6, emailInputText: "Grüezi, wir sind 10 Erwachsene und 7 Kinder und suchen ein Gruppenhaus für 5 Nächte." },
  { key: "viewed", status: "viewed", propertySlug: "gruppenhaus-weissmies", startOffset: 95, nights: 4, guestName: "Sarah Thompson", guestEmail: "sarah.thompson@example.co.uk", language: "en", adults: 12, children6To16: 2, children3To5: 0, babies: 0, discount: 20_000, expiresInDays: 4, emailInputText: "Hello, we are a group of 14 (12 adults, two kids aged 9 and 12) looking for 4 nights." },
  { key: "accepted", status: "accepted", propertySlug: "haus-mischabel", startOffset: 120, nights: 7, guestName: "Guest Demo", guestEmail: "guest@example.com", language: "en", adults: 16, children6To16: 3, children3To5: 0, babies: 0, discount: 0, expiresInDays: 3, emailInputText: "Hi, 16 adults and 3 children would like to stay a week." },
  { key: "expired", status: "expired", propertySlug: "gruppenhaus-weissmies", startOffset: 150, nights: 3, guestName: "Jean Moreau", guestEmail: "jean.moreau@example.fr", language: "fr", adults: 8, children6To16: 0, children3To5: 0, babies: 0, discount: 0, expiresInDays: -2, emailInputText: "Bonjour, nous sommes 8 adultes pour 3 nuits." },
  { key: "rejected", status: "rejected", propertySlug: "haus-mischabel", startOffset: 170, nights: 4, guestName: "Marco Bianchi", guestEmail: "marco.bianchi@example.it", language: "en", adults: 6, children6To16: 0, children3To5: 0, babies: 0, discount: 0, expiresInDays: 5, emailInputText: "Hello, 6 adults for 4 nights please." },
];

/** First start date from `offset` whose `nights` nights are all available. */
function findStay(rates: readonly PlannedRate[], today: IsoDate, offset: number, nights: number): IsoDate {
  for (let start = offset; start < offset + 120; start++) {
    const checkIn = addDays(today, start);
    if (isStayAvailable(rates, checkIn, addDays(checkIn, nights))) return checkIn;
  }
  throw new Error(`seed: no free ${nights}-night stay after day ${offset}`);
}

/** Offers in every status; priced with the shared pricing module on the planned rates. */
export function planOffers(
  properties: readonly SeedProperty[],
  ratesFor: (slug: string) => readonly PlannedRate[],
  today: IsoDate,
): PlannedOffer[] {
  const draft: PlannedOffer = {
    key: "draft", status: "draft", propertySlug: null, guestName: null, guestEmail: null, guestPhone: null,
    language: "en", checkIn: null, checkOut: null, adults: 1, children6To16: 0, children3To5: 0, babies: 0,
    discount: 0, breakdown: null, expiresInDays: null, emailInputText: null,
  };
  const planned = SPECS.map((s): PlannedOffer => {
    const p = properties.find((x) => x.slug === s.propertySlug);
    if (!p) throw new Error(`seed: unknown property ${s.propertySlug}`);
    const rates = ratesFor(p.slug);
    const checkIn = findStay(rates, today, s.startOffset, s.nights);
    const checkOut = addDays(checkIn, s.nights);
    const result = priceStay({
      checkIn,
      checkOut,
      guests: { adults: s.adults, children6To16: s.children6To16, children3To5: s.children3To5, babies: s.babies },
      rates: rates.map((r) => ({ date: r.date, price: r.price === null ? null : toRappen(r.price) })),
      pricePerNight: p.pricePerNight ? toRappen(p.pricePerNight) : null,
      cleaningFee: p.cleaningFee ? toRappen(p.cleaningFee) : null,
      propertyDownpayment: p.downpaymentAmount ? toRappen(p.downpaymentAmount) : null,
      discount: s.discount,
    });
    if (!result.ok) throw new Error(`seed: cannot price offer ${s.key}: ${result.error.code}`);
    return {
      key: s.key,
      status: s.status,
      propertySlug: s.propertySlug,
      guestName: s.guestName,
      guestEmail: s.guestEmail,
      guestPhone: "+41 79 000 00 00",
      language: s.language,
      checkIn,
      checkOut,
      adults: s.adults,
      children6To16: s.children6To16,
      children3To5: s.children3To5,
      babies: s.babies,
      discount: s.discount,
      breakdown: result.breakdown,
      expiresInDays: s.expiresInDays,
      emailInputText: s.emailInputText,
    };
  });
  return [draft, ...planned];
}
