import { describe, expect, it } from "vitest";
import { ROLES, canUseTeamArea, isAdmin, normalizeRole, normalizeRoles } from "./roles";

describe("normalizeRole", () => {
  it("lists the roles in a fixed order", () => {
    expect(ROLES).toEqual(["admin", "team_member", "guest", "planner"]);
  });

  it.each([
    ["admin", "admin"],
    ["team_member", "team_member"],
    ["guest", "guest"],
    ["planner", "planner"],
    ["team", "team_member"],
    ["TEAM", "team_member"],
    [" Admin ", "admin"],
  ] as const)("%j → %j", (raw, expected) => {
    expect(normalizeRole(raw)).toBe(expected);
  });

  it.each(["", "superuser", "teams", "team member", "administrator"])("%j → null", (raw) => {
    expect(normalizeRole(raw)).toBeNull();
  });
});

describe("normalizeRoles", () => {
  it("deduplicates, drops unknown names and sorts in ROLES order", () => {
    expect(normalizeRoles(["planner", "team", "bogus", "admin", "team_member", "planner"])).toEqual([
      "admin",
      "team_member",
      "planner",
    ]);
    expect(normalizeRoles(["guest"])).toEqual(["guest"]);
    expect(normalizeRoles([])).toEqual([]);
    expect(normalizeRoles(["nope"])).toEqual([]);
  });
});

describe("canUseTeamArea", () => {
  it.each([[["team_member"]], [["team"]], [["planner"]], [["admin"]], [["guest", "team_member"]]])(
    "allows %j",
    (roles) => {
      expect(canUseTeamArea(roles)).toBe(true);
    },
  );

  it.each([[[]], [["guest"]], [["unknown"]]])("refuses %j", (roles) => {
    expect(canUseTeamArea(roles)).toBe(false);
  });
});

describe("isAdmin", () => {
  it("is true only with the admin role", () => {
    expect(isAdmin(["admin"])).toBe(true);
    expect(isAdmin(["guest", "ADMIN"])).toBe(true);
    expect(isAdmin(["team_member", "planner"])).toBe(false);
    expect(isAdmin([])).toBe(false);
  });
});
