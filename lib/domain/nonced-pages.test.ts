import { describe, expect, it } from "vitest";
import { needsNoncedPolicy } from "./nonced-pages";

describe("needsNoncedPolicy", () => {
  it("covers the pages that show visitor input, in every locale", () => {
    for (const prefix of ["", "/en", "/fr", "/de"]) {
      for (const path of ["/offer/tok123", "/offer/tok123/checkout", "/offer/tok123/checkout/success", "/offer/tok123/checkout/cancel", "/pay/test/cs_local_1"]) {
        expect(needsNoncedPolicy(`${prefix}${path}`), `${prefix}${path}`).toBe(true);
      }
    }
  });
  it("covers the signed-in area", () => {
    for (const path of ["/admin/bookings", "/en/profile", "/fr/my-bookings/x", "/team/calendar"]) expect(needsNoncedPolicy(path), path).toBe(true);
  });
  it("leaves the prerendered public pages alone", () => {
    for (const path of ["/", "/en", "/chalet-allalin", "/en/info/terms", "/fr/blog/x", "/offers", "/payment", "/en/auth"]) expect(needsNoncedPolicy(path), path).toBe(false);
  });
});
