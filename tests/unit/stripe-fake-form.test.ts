import { describe, expect, it } from "vitest";
import { parseStripeForm } from "@/tests/fakes/stripe/form";

// The Stripe fake must read bodies exactly as the SDK writes them (qs, bracket indices, URL-encoded).
describe("parseStripeForm", () => {
  it("nests bracket keys and turns indexed keys into lists", () => {
    const body =
      "mode=payment&allowed_payment_method_types%5B0%5D=card&allowed_payment_method_types%5B1%5D=twint" +
      "&line_items%5B0%5D%5Bquantity%5D=1&line_items%5B0%5D%5Bprice_data%5D%5Bunit_amount%5D=90005" +
      "&line_items%5B0%5D%5Bprice_data%5D%5Bproduct_data%5D%5Bname%5D=Chalet%20Dom%20%C2%B7%20SC-1" +
      "&metadata%5BbookingId%5D=b1&metadata%5Bpurpose%5D=open_amount&tags%5B%5D=a&tags%5B%5D=b";
    expect(parseStripeForm(body)).toEqual({
      mode: "payment",
      allowed_payment_method_types: ["card", "twint"],
      line_items: [{ quantity: "1", price_data: { unit_amount: "90005", product_data: { name: "Chalet Dom · SC-1" } } }],
      metadata: { bookingId: "b1", purpose: "open_amount" },
      tags: ["a", "b"],
    });
  });

  it("keeps an empty body empty", () => {
    expect(parseStripeForm("")).toEqual({});
  });
});
