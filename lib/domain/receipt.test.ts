import { describe, expect, it } from "vitest";
import { stayTotal } from "./stay-total";
import { ratesOn, receipt, ReceiptError, receiptLines, vatContained, type ReceiptInput, type ReceiptLedgerRow, type VatRatesInForce } from "./receipt";

const RATES_2024: VatRatesInForce = { validFrom: "2024-01-01", accommodation: 380, standard: 810 };
const NO_VAT: ReceiptInput["vat"] = { number: null, rates: [RATES_2024], roundingRappen: 1 };
const VAT: ReceiptInput["vat"] = { number: "CHE-123.456.788", rates: [RATES_2024], roundingRappen: 1 };

/** An instant booking priced through an offer: accommodation 2730, cleaning 400, tourist tax 168, SaastalCard 90.81. */
const offer = { base: 273_000, discount: 0, cleaning: 40_000, touristTax: 16_800, saastalCard: 9_081 };
const offerTotal = 273_000 + 40_000 + 16_800 + 9_081;

function input(overrides: Partial<Omit<ReceiptInput, "booking">> & { booking?: Partial<ReceiptInput["booking"]> } = {}): ReceiptInput {
  return {
    issuedOn: "2027-01-10",
    ledger: [],
    vat: NO_VAT,
    ...overrides,
    booking: {
      arrival: "2027-02-06",
      departure: "2027-02-13",
      cancelled: false,
      priceElements: null,
      price: offerTotal,
      offer,
      ...overrides.booking,
    },
  };
}

const paid = (id: string, amount: number, date = "2027-01-05", extra: Partial<ReceiptLedgerRow> = {}): ReceiptLedgerRow => ({ id, kind: "payment", status: "succeeded", amount, date, method: "card", ...extra });

describe("receiptLines", () => {
  it("an offer's components: accommodation, cleaning, tourist tax and SaastalCard, each with its VAT category", () => {
    const { lines, total } = receiptLines(input().booking);
    expect(lines.map((l) => [l.kind, l.amount, l.vat])).toEqual([
      ["accommodation", 273_000, "accommodation"],
      ["cleaning", 40_000, "accommodation"],
      ["touristTax", 16_800, "none"],
      ["saastalCard", 9_081, "standard"],
    ]);
    expect(total).toBe(offerTotal);
  });

  it("a discount and a later price change are lines of the stay, at the accommodation rate", () => {
    const { lines, total } = receiptLines(input({ booking: { offer: { ...offer, discount: 30_000 }, price: offerTotal - 30_000 + 5_000 } }).booking);
    expect(lines.filter((l) => l.kind === "discount" || l.kind === "adjustment").map((l) => [l.kind, l.amount, l.vat])).toEqual([
      ["discount", -30_000, "accommodation"],
      ["adjustment", 5_000, "accommodation"],
    ]);
    expect(lines.reduce((s, l) => s + l.amount, 0)).toBe(total);
  });

  it("Smoobu's elements: kinds by type, the tourist tax and SaastalCard recognised by name, the included VAT left out", () => {
    const elements = [
      { id: 1, type: "basePrice", name: "Base price", amount: 1500, sortOrder: 0 },
      { id: 2, type: "addon", name: "VAT 3.8 % (included)", amount: 54.91, sortOrder: 1, priceIncludedInId: 1 },
      { id: 3, type: "cleaningFee", name: "Endreinigung", amount: 250, sortOrder: 2 },
      { id: 4, type: "longStayDiscount", name: "Long stay", amount: -100, sortOrder: 3 },
      { id: 5, type: "addon", name: "Kurtaxe", amount: 84, sortOrder: 4 },
      { id: 6, type: "addon", name: "Taxe de séjour", amount: 14, sortOrder: 5 },
      { id: 7, type: "addon", name: "SaastalCard", amount: 45.41, sortOrder: 6 },
      { id: 8, type: "addon", name: "Bürgerpass", amount: 10, sortOrder: 7 },
      { id: 9, type: "addon", name: "Brennholz", amount: 35, sortOrder: 8 },
      { id: 10, type: "coupon", name: "WINTER10", amount: -50, sortOrder: 9 },
      { id: 11, type: "somethingNew", name: "Tourist tax", amount: 7, sortOrder: 10 },
    ];
    const booking = input({ booking: { priceElements: elements, price: null, offer: null } }).booking;
    const { lines, total } = receiptLines(booking);
    expect(lines.map((l) => [l.kind, l.name, l.amount, l.vat])).toEqual([
      ["accommodation", null, 150_000, "accommodation"],
      ["cleaning", null, 25_000, "accommodation"],
      ["longStayDiscount", null, -10_000, "accommodation"],
      ["touristTax", null, 8_400, "none"],
      ["touristTax", null, 1_400, "none"],
      ["saastalCard", null, 4_541, "standard"],
      ["saastalCard", null, 1_000, "standard"],
      ["other", "Brennholz", 3_500, "standard"],
      ["other", "WINTER10", -5_000, "accommodation"],
      ["touristTax", null, 700, "none"],
    ]);
    expect(total).toBe(stayTotal(booking));
    expect(lines.reduce((s, l) => s + l.amount, 0)).toBe(total);
  });

  it("a price alone is one accommodation line", () => {
    expect(receiptLines(input({ booking: { offer: null, price: 150_000 } }).booking)).toEqual({
      lines: [{ kind: "accommodation", name: null, quantity: null, amount: 150_000, vat: "accommodation" }],
      total: 150_000,
    });
  });

  it("elements that disagree with the price give way to the price, as one line", () => {
    const elements = [{ type: "basePrice", name: "Base", amount: 1000 }];
    const { lines, total } = receiptLines(input({ booking: { priceElements: elements, price: 120_000, offer: null } }).booking);
    expect(total).toBe(120_000);
    expect(lines).toEqual([{ kind: "accommodation", name: null, quantity: null, amount: 120_000, vat: "accommodation" }]);
  });

  it("no price at all: no lines, nothing due", () => {
    expect(receiptLines(input({ booking: { offer: null, price: null } }).booking)).toEqual({ lines: [], total: 0 });
  });
});

describe("vatContained", () => {
  it.each([
    [103_800, 380, 1, 3_800], // 1038.00 at 3.8 % contains exactly 38.00
    [108_100, 810, 1, 8_100],
    [10_000, 380, 1, 366], // 100 × 3.8 / 103.8 = 3.6608 → 3.66
    [10_000, 810, 1, 749], // 100 × 8.1 / 108.1 = 7.4930 → 7.49
    [10_000, 810, 5, 750], // → 7.50 at 5 Rappen
    [10_000, 380, 5, 365], // 3.6608 → 3.65
    [9_081, 810, 1, 680], // the SaastalCard: 90.81 × 8.1 / 108.1 = 6.8046 → 6.80
    [-10_000, 380, 1, -366],
    [0, 810, 1, 0],
    [10_000, 0, 1, 0],
  ] as const)("%i Rappen at %i/100 %% (step %i) contains %i", (gross, rate, step, expected) => {
    expect(vatContained(gross, rate, step)).toBe(expected);
  });

  it("rounds half away from zero, once: 0.025 at step 5 → 0.05", () => {
    // At 25 % (2500) the VAT is exactly a fifth of the gross, so the halves are easy to hit.
    expect(vatContained(1_250, 2_500, 1)).toBe(250);
    expect(vatContained(1_250, 2_500, 5)).toBe(250);
    expect(vatContained(1_275, 2_500, 5)).toBe(255); // 2.55
    expect(vatContained(1_262, 2_500, 5)).toBe(250); // 2.524 → 2.50
    expect(vatContained(1_263, 2_500, 5)).toBe(255); // 2.526 → 2.55
  });

  it.each([-1, 3.8, Number.NaN])("refuses the rate %d", (rate) => {
    expect(() => vatContained(100, rate, 1)).toThrow(RangeError);
  });
});

describe("ratesOn", () => {
  const rates: VatRatesInForce[] = [
    { validFrom: "2028-01-01", accommodation: 420, standard: 850 },
    RATES_2024,
    { validFrom: "2018-01-01", accommodation: 370, standard: 770 },
  ];

  it.each([
    ["2017-12-31", null],
    ["2018-01-01", "2018-01-01"],
    ["2023-12-31", "2018-01-01"],
    ["2024-01-01", "2024-01-01"],
    ["2027-12-31", "2024-01-01"],
    ["2028-01-01", "2028-01-01"],
  ] as const)("on %s: the rates from %s", (date, validFrom) => {
    expect(ratesOn(rates, date)?.validFrom ?? null).toBe(validFrom);
  });
});

describe("receipt", () => {
  it("without a VAT number: no VAT at all", () => {
    expect(receipt(input()).vat).toBeNull();
  });

  it("with a VAT number: accommodation and cleaning at 3.8 %, the SaastalCard at 8.1 %, the tourist tax outside", () => {
    const r = receipt(input({ vat: VAT }));
    expect(r.vat).toEqual({
      number: "CHE-123.456.788",
      ratesFrom: "2024-01-01",
      rows: [
        { category: "accommodation", rate: 380, gross: 313_000, vat: 11_459, net: 301_541 }, // 3130 × 3.8 / 103.8 = 114.586
        { category: "standard", rate: 810, gross: 9_081, vat: 680, net: 8_401 },
      ],
      vatTotal: 12_139,
      outside: 16_800,
    });
    const { vat } = r;
    expect(vat && vat.rows.reduce((s, row) => s + row.gross, 0) + vat.outside).toBe(r.total);
  });

  it("with commercial rounding: each group's VAT to 5 Rappen", () => {
    const r = receipt(input({ vat: { ...VAT, roundingRappen: 5 } }));
    expect(r.vat?.rows.map((row) => row.vat)).toEqual([11_460, 680]);
  });

  it("uses the rates in force on the arrival day", () => {
    const rates = [RATES_2024, { validFrom: "2027-02-01", accommodation: 400, standard: 820 }];
    expect(receipt(input({ vat: { ...VAT, rates } })).vat?.rows.map((row) => row.rate)).toEqual([400, 820]);
    expect(receipt(input({ vat: { ...VAT, rates }, booking: { arrival: "2027-01-31" } })).vat?.ratesFrom).toBe("2024-01-01");
  });

  it("leaves out a rate group no line falls into", () => {
    const r = receipt(input({ vat: VAT, booking: { offer: { ...offer, saastalCard: null }, price: offerTotal - 9_081 } }));
    expect(r.vat?.rows.map((row) => row.category)).toEqual(["accommodation"]);
  });

  it("refuses a VAT number without rates for the arrival day, with a typed error", () => {
    expect(() => receipt(input({ vat: { ...VAT, rates: [] } }))).toThrow(ReceiptError);
    expect(() => receipt(input({ vat: { ...VAT, rates: [{ ...RATES_2024, validFrom: "2027-03-01" }] } }))).toThrow(expect.objectContaining({ code: "noVatRate" }));
  });

  it("refuses a rounding step other than 1 or 5 Rappen", () => {
    expect(() => receipt(input({ vat: { ...VAT, roundingRappen: 10 as 5 } }))).toThrow(expect.objectContaining({ code: "invalidRounding" }));
  });

  it("nothing paid: all of it open", () => {
    const r = receipt(input());
    expect([r.paid, r.open, r.credit, r.state, r.payments]).toEqual([0, offerTotal, 0, "unpaid", []]);
    expect(r.nights).toBe(7);
  });

  it("a deposit paid: the rest open, the payment listed with its date and method", () => {
    const r = receipt(input({ ledger: [paid("p1", 100_000, "2027-01-05", { purpose: "offer_deposit" })] }));
    expect(r.payments).toEqual([{ id: "p1", label: "paymentDeposit", date: "2027-01-05", method: "card", amount: 100_000 }]);
    expect([r.paid, r.open, r.state]).toEqual([100_000, offerTotal - 100_000, "partlyPaid"]);
  });

  it("deposit and balance paid: nothing open; payments in date order", () => {
    const r = receipt(input({ ledger: [paid("p2", offerTotal - 100_000, "2027-01-08", { method: "transfer" }), paid("p1", 100_000, "2027-01-05")] }));
    expect(r.payments.map((p) => [p.id, p.label, p.method])).toEqual([
      ["p1", "paymentOpenAmount", "card"],
      ["p2", "paymentOpenAmount", "transfer"],
    ]);
    expect([r.paid, r.open, r.state]).toEqual([offerTotal, 0, "fullyPaid"]);
  });

  it("a refund is listed as money going back and re-opens what it took", () => {
    const r = receipt(input({ ledger: [paid("p1", offerTotal), { id: "r1", kind: "refund", status: "succeeded", amount: 10_000, parentId: "p1", date: "2027-01-09" }] }));
    expect(r.payments.at(-1)).toEqual({ id: "r1", label: "refund", date: "2027-01-09", method: null, amount: -10_000 });
    expect([r.paid, r.open]).toEqual([offerTotal - 10_000, 10_000]);
  });

  it("failed payments and refunds move nothing and are not listed", () => {
    const r = receipt(input({
      ledger: [
        paid("p1", 50_000),
        { id: "p2", kind: "payment", status: "failed", amount: 70_000, date: "2027-01-06" },
        { id: "r1", kind: "refund", status: "failed", amount: 10_000, parentId: "p1", date: "2027-01-07" },
      ],
    }));
    expect(r.payments.map((p) => p.id)).toEqual(["p1"]);
    expect(r.paid).toBe(50_000);
  });

  it("an overpayment is a credit, never lost", () => {
    const r = receipt(input({ ledger: [paid("p1", offerTotal + 2_500, "2027-01-05", { method: "transfer" })] }));
    expect([r.paid, r.open, r.credit]).toEqual([offerTotal + 2_500, 0, 2_500]);
  });

  it("a price Smoobu reports paid elsewhere is listed with what it counts for", () => {
    const r = receipt(input({ ledger: [paid("p1", 100_000), { id: "x1", kind: "external", status: "reported", source: "price", amount: 0, date: "2027-01-20" }] }));
    expect(r.payments.at(-1)).toEqual({ id: "x1", label: "externalPrice", date: "2027-01-20", method: null, amount: offerTotal - 100_000 });
    expect(r.open).toBe(0);
  });

  it("the security deposit is not part of the price and not on the receipt", () => {
    const r = receipt(input({ ledger: [{ id: "d1", kind: "external", status: "reported", source: "deposit", amount: 50_000, date: "2027-01-20" }] }));
    expect(r.payments).toEqual([]);
    expect(r.open).toBe(offerTotal);
  });

  it("a cancelled stay owes nothing; money held is a credit", () => {
    const r = receipt(input({ booking: { cancelled: true }, ledger: [paid("p1", 100_000)] }));
    expect([r.open, r.credit, r.state]).toEqual([0, 100_000, "cancelled"]);
  });
});
