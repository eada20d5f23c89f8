import { describe, expect, it } from "vitest";
import { formatChf } from "../money";
import { composeReply, keepsAmounts, replyTermsPath, type ReplyInput } from "./reply";

const input: ReplyInput = {
  locale: "en",
  guestName: "Emily Watson",
  propertyName: "Gruppenhaus Mischabel",
  checkIn: "2027-02-12",
  checkOut: "2027-02-19",
  guests: { adults: 2, children6To16: 2, children3To5: 1, babies: 0 },
  figures: {
    nights: 7,
    base: 350_000,
    discount: 10_000,
    cleaningFee: 40_000,
    touristTax: 12_600,
    saastalCard: 7_000,
    total: 399_600,
    deposit: 25_000,
  },
  offerUrl: "https://saastal.example/en/offer/abc",
  expiresOn: "2026-12-01",
  localizedOrigin: "https://saastal.example/en",
};

describe("composeReply", () => {
  it("writes the English reply with every part", () => {
    const text = composeReply(input);
    expect(text).toMatch(/^Dear Emily Watson/);
    expect(text).toContain("Gruppenhaus Mischabel");
    expect(text).toContain("12 February 2027 to 19 February 2027 (7 nights)");
    expect(text).toContain("- Adults: 2\n- Children 6–16: 2\n- Children 3–5: 1");
    expect(text).not.toContain("Babies");
    expect(text).toContain(`Discount: −${formatChf(10_000, "en")}`);
    expect(text).toContain(`Total: ${formatChf(399_600, "en")}`);
    expect(text).toContain(`remaining balance: ${formatChf(374_600, "en")}`);
    expect(text).toContain("https://saastal.example/en/offer/abc");
    expect(text).toContain("valid until 1 December 2026");
    expect(text).toContain("https://saastal.example/en/info/booking_terms");
    expect(text.trimEnd()).toMatch(/Saastal Chalets$/);
  });

  it("writes German with the Mietbedingungen", () => {
    const text = composeReply({ ...input, locale: "de", localizedOrigin: "https://saastal.example" });
    expect(text).toMatch(/^Guten Tag Emily Watson/);
    expect(text).toContain("7 Nächte");
    expect(text).toContain("Kurtaxe");
    expect(text).toContain(formatChf(399_600, "de"));
    expect(text).toContain("https://saastal.example/info/mietbedingungen");
  });

  it("writes French without a terms link", () => {
    const text = composeReply({ ...input, locale: "fr", localizedOrigin: "https://saastal.example/fr" });
    expect(text).toMatch(/^Bonjour Emily Watson/);
    expect(text).toContain("du 12 février 2027 au 19 février 2027");
    expect(text).toContain("Taxe de séjour");
    // French typography: a narrow no-break space before the colon, a minus sign before the discount.
    expect(text).toContain(`- Rabais\u202f: −${formatChf(10_000, "fr")}`);
    expect(text).not.toMatch(/ [:;]/);
    expect(text).not.toContain("/info/");
    expect(replyTermsPath("fr")).toBeNull();
  });

  it("omits a zero discount and the expiry when unknown", () => {
    const text = composeReply({ ...input, figures: { ...input.figures, discount: 0 }, expiresOn: null });
    expect(text).not.toContain("Discount");
    expect(text).not.toContain("valid until");
  });
});

describe("keepsAmounts", () => {
  it("accepts a rewrite with every amount and refuses one that changed a figure", () => {
    const text = composeReply(input);
    expect(keepsAmounts(`Hi!\n${text}`, input.figures, "en")).toBe(true);
    expect(keepsAmounts(text.replace(formatChf(399_600, "en"), "CHF 3,000.00"), input.figures, "en")).toBe(false);
  });
});
