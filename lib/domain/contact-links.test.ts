import { describe, expect, it } from "vitest";
import { mailtoHref, telHref } from "./contact-links";

describe("mailtoHref", () => {
  it("links one plain valid address", () => {
    expect(mailtoHref("anna@example.com")).toBe("mailto:anna@example.com");
    expect(mailtoHref("Anna.Muster+chalet@sub.example.ch")).toBe("mailto:Anna.Muster+chalet@sub.example.ch");
    expect(mailtoHref("o'brien@example.ie")).toBe("mailto:o'brien@example.ie");
  });

  it("makes no link of anything that adds recipients, headers or a body", () => {
    for (const email of [
      "x@example.com?cc=spy@evil.test",
      "x@example.com?bcc=spy@evil.test",
      "x@example.com&cc=spy@evil.test",
      "x@example.com?subject=Refund&body=Click%20here",
      "x@example.com,spy@evil.test",
      "x@example.com;spy@evil.test",
      "x@example.com spy@evil.test",
      "x%40example.com",
      "x@example.com%3Fcc=spy@evil.test",
      "x@example.com\ncc: spy@evil.test",
      "\"x\"@example.com",
      "javascript:alert(1)//@example.com",
    ]) {
      expect(mailtoHref(email), email).toBeNull();
    }
  });

  it("makes no link of a missing or malformed address", () => {
    for (const email of [null, undefined, "", " ", "anna", "anna@", "@example.com", "anna@example", "anna@@example.com", " anna@example.com", `${"a".repeat(250)}@example.com`]) {
      expect(mailtoHref(email), String(email)).toBeNull();
    }
  });
});

describe("telHref", () => {
  it("keeps the digits and a leading +", () => {
    expect(telHref("+41 27 957 00 00")).toBe("tel:+41279570000");
    expect(telHref(" +41 (0)27 957-00-00 ")).toBe("tel:+410279570000");
    expect(telHref("027 957 00 00")).toBe("tel:0279570000");
    expect(telHref("144")).toBe("tel:144");
  });

  it("drops anything a dialer would read as more than the number", () => {
    expect(telHref("+41 27 957 00 00;ext=12?x=1")).toBe("tel:+41279570000");
    expect(telHref("+41 27 957 00 00?body=x")).toBe("tel:+41279570000");
    expect(telHref("027 957 00 00, 079 000 00 00")).toBe("tel:0279570000");
    expect(telHref("0041+27+957")).toBe("tel:004127957");
    expect(telHref("javascript:alert(1)+41279570000")).toBe("tel:141279570000");
  });

  it("makes no link without enough digits", () => {
    for (const phone of [null, undefined, "", "   ", "+", "n/a", "12", "+4 1"]) {
      expect(telHref(phone), String(phone)).toBeNull();
    }
  });
});
