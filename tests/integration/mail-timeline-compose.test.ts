import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatChf } from "@/lib/domain/money";
import { createTimelineCompose } from "@/lib/data/timeline-compose";
import { runMailTimelines } from "@/lib/jobs/mail-timeline";
import { createTestDb, type TestDb } from "@/tests/support/test-db";

// The scheduled pass with the real templates over a simulated clock: a French guest who pays the
// balance late, after the arrival information went. Each mail is written once, in French, with
// what it must carry; the access codes only after the stay is paid.

let db: TestDb;
let bookingId: string;
const ARRIVAL = "2027-02-20";
const CODES = "Boîte à clés 4711, porte 0815";
const links: string[] = [];

const compose = createTimelineCompose({
  linkFor: async (id, purpose, { locale, expiresAt }) => {
    links.push(`${purpose}:${locale}:${expiresAt.toISOString()}`);
    return `https://saastal.example/${locale}/${purpose}/${id}`;
  },
  reviewLinkFor: async (placeId) => `https://www.google.com/maps/place//data=!4m3!3m2!1s${placeId}!12e1`,
});

beforeAll(async () => {
  db = await createTestDb();
  const property = await db.prisma.property.create({
    data: {
      slug: "sim-fr", name: "Chalet Sim", location: "Saas-Fee", address: "Dorfstrasse 1, 3906 Saas-Fee", latitude: 46.1, longitude: 7.92, googlePlaceId: "ChIJsim",
      maxGuests: 6, bedrooms: 3, bathrooms: 2, requestGuestLists: true,
      parkingInfo: { de: "Zwei Plätze", fr: "Deux places derrière la maison" },
      keyInfo: { de: "Schlüsselbox", fr: "La clé est dans la boîte à clés" },
      accessDetails: { de: "Box 4711", fr: CODES },
    },
  });
  const offer = await db.prisma.offer.create({
    data: { offerToken: "sim-fr", status: "accepted", propertyId: property.id, totalPrice: "4000.00", downpaymentAmount: "500.00", paidAt: new Date("2026-11-10T14:00:00Z") },
  });
  bookingId = (await db.prisma.booking.create({
    data: { smoobuBookingId: 78, propertyId: property.id, arrival: new Date(ARRIVAL), departure: new Date("2027-02-27"), price: "4000.00", offerId: offer.id, email: "anne@example.com", guestName: "Anne Dupont", language: "fr", adults: 2 },
  })).id;
  await db.prisma.ledgerEntry.create({ data: { bookingId, offerId: offer.id, kind: "payment", status: "succeeded", purpose: "offer_deposit", amount: "500.00", provider: "stripe", providerRef: "pi_deposit_fr" } });
});

afterAll(async () => {
  await db?.drop();
});

const STEP = 6 * 3_600_000;

describe("the scheduled pass with the real templates", () => {
  it("writes each mail once in the guest's language, the codes only once the stay is paid", { timeout: 240_000 }, async () => {
    const paidAt = new Date("2027-02-18T15:00:00Z").getTime();
    let paid = false;
    for (let t = new Date("2026-11-10T14:00:00Z").getTime(); t <= new Date("2027-03-05T02:00:00Z").getTime(); t += STEP) {
      if (!paid && t >= paidAt) {
        await db.prisma.ledgerEntry.create({ data: { bookingId, kind: "payment", status: "succeeded", purpose: "open_amount", amount: "3500.00", provider: "stripe", providerRef: "pi_balance_fr" } });
        paid = true;
      }
      await runMailTimelines({ compose, now: new Date(t) });
    }

    const outbox = await db.prisma.mailOutbox.findMany({ orderBy: { createdAt: "asc" }, select: { template: true, subject: true, textBody: true, htmlBody: true, toAddress: true, locale: true } });
    expect(outbox.map((m) => m.template)).toEqual([
      "timeline-confirmation",
      "timeline-balanceReminder",
      "timeline-balanceReminder",
      "timeline-balanceReminder",
      "timeline-guestListRequest",
      "timeline-arrivalInfo",
      "timeline-accessDetails",
      "timeline-thankYou",
    ]);
    expect(new Set(outbox.map((m) => `${m.toAddress} ${m.locale}`))).toEqual(new Set(["anne@example.com fr"]));
    const [confirmation, before7, before1, overdue, guestList, arrival, access, thanks] = outbox;
    expect(confirmation?.subject).toBe("Votre réservation à Chalet Sim est confirmée");
    expect(confirmation?.textBody).toContain(`Montant ouvert\u202f: ${formatChf(350_000, "fr")}`);
    expect(before7?.subject).toBe("Rappel\u202f: le solde pour Chalet Sim arrive bientôt à échéance");
    expect(before1?.textBody).toContain("Échéance\u202f: 21 janvier 2027");
    expect(overdue?.subject).toBe("Le solde pour Chalet Sim est en retard");
    expect(overdue?.textBody).toContain(`Payer le montant ouvert\u202f: https://saastal.example/fr/pay/${bookingId}`);
    expect(guestList?.textBody).toContain(`https://saastal.example/fr/guest_list/${bookingId}`);
    expect(arrival?.textBody).toContain("Deux places derrière la maison");
    expect(arrival?.textBody).toContain("https://www.google.com/maps/search/?api=1&query=46.1%2C7.92");
    expect(arrival?.textBody).not.toContain("4711");
    expect(arrival?.htmlBody).not.toContain("4711");
    expect(access?.textBody).toContain(CODES);
    expect(thanks?.textBody).toContain("https://www.google.com/maps/place//data=!4m3!3m2!1sChIJsim!12e1");
    // Every link ends with the stay: midnight after the departure day in Zurich.
    expect(new Set(links.map((l) => l.split(":").slice(1).join(":")))).toEqual(new Set(["fr:2027-02-27T23:00:00.000Z"]));
  });
});
