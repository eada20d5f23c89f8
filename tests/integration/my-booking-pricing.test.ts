import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createInstantOffer } from "@/lib/data/instant-booking";
import { readBookingForViewer } from "@/lib/data/my-bookings";
import { bookingPriceLines, type PriceLineKey } from "@/lib/domain/booking-price-lines";
import { priceStay } from "@/lib/domain/pricing";
import { newOfferToken } from "@/lib/security/tokens";
import { createTestDb, type TestDb } from "@/tests/support/test-db";
import { createBooking, createProperty } from "./support/portal-fixtures";

// The guest's booking page (/my-bookings/[id]) itemises the price as the checkout did: read from
// the database for a booking made by instant booking, one made through an admin's offer (with a
// discount) and one synced from Smoobu with a total only. The lines always add up to the total.

const OWNER = "pricing-owner@example.com";
const owner = { email: OWNER, roles: ["guest"] as const };
const labels: Record<PriceLineKey, string> = {
  accommodation: "Accommodation",
  discount: "Discount",
  longStayDiscount: "Long-stay discount",
  cleaning: "Cleaning fee",
  touristTax: "Tourist tax",
  saastalCard: "SaastalCard",
  adjustment: "Changes after booking",
};
const sum = (lines: { amount: number }[]) => lines.reduce((s, l) => s + l.amount, 0);

let db: TestDb;
let propertyId: string;

beforeAll(async () => {
  db = await createTestDb();
  propertyId = (await createProperty(db, "pricing", false)).id;
});

afterAll(async () => {
  await db?.drop();
});

/** The booking a paid offer becomes (lib/data/offer-reservation.ts saveLocalBooking: price = the offer's total). */
async function bookOffer(offerId: string) {
  const offer = await db.prisma.offer.findUniqueOrThrow({ where: { id: offerId } });
  return db.prisma.booking.create({
    data: {
      propertyId,
      offerId,
      email: OWNER,
      guestName: "Anna Muster",
      referenceId: "K2XQ7ZPA",
      arrival: offer.checkIn ?? new Date(),
      departure: offer.checkOut ?? new Date(),
      adults: offer.adults,
      children: offer.children6To16 + offer.children3To5 + offer.babies,
      price: offer.totalPrice,
      prepayment: offer.downpaymentAmount,
      prepaymentPaid: true,
    },
  });
}

async function pricingOf(bookingId: string) {
  const booking = await readBookingForViewer(bookingId, owner);
  if (!booking) throw new Error("booking not readable by its owner");
  return bookingPriceLines({ priceElements: booking.priceElements, price: booking.price, offer: booking.offerPrices }, labels);
}

describe("the price lines of a booking", () => {
  it("made by instant booking: the components the checkout showed, adding up to the total", async () => {
    const guests = { adults: 4, children6To16: 2, children3To5: 1, babies: 1 };
    const result = priceStay({ checkIn: "2032-02-07", checkOut: "2032-02-14", guests, rates: [{ date: "2032-02-07", price: 41_000 }], pricePerNight: 36_500, cleaningFee: 45_000, propertyDownpayment: null });
    if (!result.ok) throw new Error("priceStay failed");
    const token = await createInstantOffer({ propertyId, checkIn: "2032-02-07", checkOut: "2032-02-14", guests, breakdown: result.breakdown, locale: "de" });
    const offer = await db.prisma.offer.findUniqueOrThrow({ where: { offerToken: token } });
    expect(offer.source).toBe("instant");
    const booking = await bookOffer(offer.id);

    const pricing = await pricingOf(booking.id);
    expect(pricing.lines.map((l) => [l.name, l.amount])).toEqual([
      ["Accommodation", 41_000 + 6 * 36_500],
      ["Cleaning fee", 45_000],
      ["Tourist tax", result.breakdown.touristTax],
      ["SaastalCard", result.breakdown.saastalCard],
    ]);
    expect(pricing.total).toBe(result.breakdown.total);
    expect(sum(pricing.lines)).toBe(pricing.total);
  });

  it("made through an admin's offer with a discount: a negative discount line, adding up to the total", async () => {
    const offer = await db.prisma.offer.create({
      data: {
        status: "accepted", source: "admin", offerToken: newOfferToken(), language: "en", propertyId,
        checkIn: new Date("2032-07-03T00:00:00Z"), checkOut: new Date("2032-07-10T00:00:00Z"), adults: 2, children6To16: 1,
        basePrice: "2450.00", discount: "300.00", cleaningFee: "400.00", touristTax: "122.50", saastalCard: "66.21", totalPrice: "2738.71", downpaymentAmount: "750.00",
      },
    });
    const pricing = await pricingOf((await bookOffer(offer.id)).id);
    expect(pricing.lines.map((l) => [l.name, l.amount])).toEqual([
      ["Accommodation", 245_000],
      ["Discount", -30_000],
      ["Cleaning fee", 40_000],
      ["Tourist tax", 12_250],
      ["SaastalCard", 6_621],
    ]);
    expect(pricing.total).toBe(273_871);
    expect(sum(pricing.lines)).toBe(pricing.total);
  });

  it("synced from Smoobu with a total only: no lines, the total once", async () => {
    const booking = await createBooking(db, propertyId, OWNER, { price: "1875.40" });
    const pricing = await pricingOf(booking.id);
    expect(pricing).toEqual({ lines: [], total: 187_540, fromBookingPrice: true });
  });

  it("synced from Smoobu with price elements: Smoobu's own lines, adding up to the total", async () => {
    const booking = await createBooking(db, propertyId, OWNER, {
      price: "985.65",
      priceElements: [
        { name: "Übernachtung", amount: "800.30", sortOrder: 0 },
        { name: "Endreinigung", amount: 150, sortOrder: 1 },
        { name: "Brennholz", amount: "35.35", quantity: 2, sortOrder: 2 },
      ],
    });
    const pricing = await pricingOf(booking.id);
    expect(pricing.lines.map((l) => l.name)).toEqual(["Übernachtung", "Endreinigung", "Brennholz"]);
    expect(pricing.total).toBe(98_565);
    expect(sum(pricing.lines)).toBe(pricing.total);
  });
});
