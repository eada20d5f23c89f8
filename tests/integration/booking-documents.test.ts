import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readBookingDocuments } from "@/lib/data/booking-documents";
import { bookingDocumentResponse } from "@/lib/documents/booking-document-response";
import { createTestDb, type TestDb } from "@/tests/support/test-db";

// The receipt and the QR-bill of a stored booking, made from its ledger and the office's stored
// settings: PDFs when the settings exist, a translated refusal when they do not or nothing is open.

let db: TestDb;
let bookingId: string;

beforeAll(async () => {
  db = await createTestDb();
  const property = await db.prisma.property.create({ data: { slug: "docs-1", name: "Chalet Docs", location: "Saas-Fee", maxGuests: 6, bedrooms: 2, bathrooms: 1 } });
  const booking = await db.prisma.booking.create({
    data: { smoobuBookingId: 9100, propertyId: property.id, arrival: new Date("2027-02-20"), departure: new Date("2027-02-27"), price: "2400.00", guestName: "Mia Muster" },
  });
  bookingId = booking.id;
  await db.prisma.ledgerEntry.create({ data: { bookingId, kind: "payment", status: "succeeded", purpose: "open_amount", amount: "600.00", provider: "bank_transfer" } });
});

afterAll(async () => {
  await db?.drop();
});

describe("booking documents", () => {
  it("refuses with a translated 409 while the office has no settings", async () => {
    const outcome = await readBookingDocuments(bookingId, "en");
    expect(outcome).toEqual({ ok: false, reason: "noSettings" });
    const response = await bookingDocumentResponse(outcome, "receipt", "en");
    expect(response.status).toBe(409);
    expect(await response.text()).toBe("Receipts and QR-bills are not set up yet. Please contact our office.");
  });

  it("makes the receipt and the QR-bill for the open amount as PDFs, never cached", async () => {
    await db.prisma.officeSettings.create({
      data: {
        id: 1,
        receipt: { office: { name: "Saastal Chalets GmbH", street: "Obere Gasse", buildingNumber: "12", postalCode: "3906", town: "Saas-Fee", country: "CH" }, iban: "CH44 3199 9123 0008 8901 2" },
      },
    });
    const outcome = await readBookingDocuments(bookingId, "fr");
    if (!outcome.ok) throw new Error(outcome.reason);
    expect(outcome.qrBill.open).toBe(180_000);
    expect(outcome.receipt.receipt.payments.map((p) => [p.amount, p.method])).toEqual([[60_000, "transfer"]]);
    for (const document of ["receipt", "qr-bill"] as const) {
      const response = await bookingDocumentResponse(outcome, document, "fr");
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("application/pdf");
      expect(response.headers.get("cache-control")).toBe("private, no-store");
      expect(Buffer.from(await response.arrayBuffer()).subarray(0, 5).toString()).toBe("%PDF-");
    }
  });

  it("answers 404 for a booking that does not exist", async () => {
    const outcome = await readBookingDocuments("00000000-0000-4000-8000-000000000000", "de");
    expect((await bookingDocumentResponse(outcome, "qr-bill", "de")).status).toBe(404);
  });
});
