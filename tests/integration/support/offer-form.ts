import { expect } from "vitest";
import { createOfferAction } from "@/lib/actions/offers/create-offer";
import { addDays, type IsoDate } from "@/lib/domain/dates";
import type { OfferForm } from "@/lib/schemas/offers";

// The offer editor's form as the offers' integration tests fill it: two adults, Emily Watson,
// a week's expiry, no discount; each test changes what it is about.

/** A complete form for offer `id` on `propertyId` from `checkIn` to `checkOut`, seen on `today`. */
export function offerForm(stay: { propertyId: string; checkIn: IsoDate; checkOut: IsoDate; today: IsoDate }, id: string, over: Partial<OfferForm> = {}): OfferForm {
  return {
    id, propertyId: stay.propertyId, checkIn: stay.checkIn, checkOut: stay.checkOut, adults: 2, children6To16: 0, children3To5: 0, babies: 0,
    guestName: "Emily Watson", guestEmail: "emily@example.com", guestPhone: "", language: "en",
    channelId: null, otaReference: "", expiresOn: addDays(stay.today, 7), discount: "0", downpaymentAmount: "",
    ...over,
  };
}

/** A new draft through the admin's 'New Offer' action; its id. */
export async function newDraftOffer(): Promise<string> {
  const created = await createOfferAction("en", {});
  expect(created.data?.ok).toBe(true);
  return created.data?.id ?? "";
}
