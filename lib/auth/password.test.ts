import { describe, expect, it } from "vitest";
import { hashPassword, verifyPassword } from "./password";

describe("password hashing", () => {
  it("hashes with argon2id and verifies", async () => {
    const stored = await hashPassword("demo-password-2026");
    expect(stored).toMatch(/^\$argon2id\$/);
    expect(stored).not.toContain("demo-password-2026");
    expect(await verifyPassword(stored, "demo-password-2026")).toBe(true);
    expect(await verifyPassword(stored, "demo-password-2027")).toBe(false);
  });
  it("salts: the same password gives different hashes", async () => {
    expect(await hashPassword("x-long-password")).not.toBe(await hashPassword("x-long-password"));
  });
  it("answers false for a malformed stored hash", async () => {
    expect(await verifyPassword("not-a-hash", "x")).toBe(false);
  });
});
