import { describe, expect, it } from "vitest";
import { selfLockout } from "./admin-guard";

describe("selfLockout", () => {
  it("lets an admin change other accounts freely", () => {
    expect(selfLockout("a", { id: "b", roles: [], status: "inactive" })).toBeNull();
  });
  it("keeps an admin's own admin role", () => {
    expect(selfLockout("a", { id: "a", roles: ["guest"], status: "active" })).toBe("cannotRemoveOwnAdmin");
  });
  it("keeps an admin's own account active", () => {
    expect(selfLockout("a", { id: "a", roles: ["admin"], status: "inactive" })).toBe("cannotDeactivateSelf");
  });
  it("allows other changes to one's own account", () => {
    expect(selfLockout("a", { id: "a", roles: ["admin", "planner"], status: "active" })).toBeNull();
  });
});
