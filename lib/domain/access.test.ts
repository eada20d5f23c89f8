import { describe, expect, it } from "vitest";
import { accessRuleFor, dashboardLanding, isAllowed, sidebarFor, stripLocale, trackedDashboardPath } from "./access";

describe("accessRuleFor", () => {
  it.each([
    ["/admin/users", ["admin"]],
    ["/en/admin/make-offer/123", ["admin"]],
    ["/admin/payments", ["admin"]],
    ["/fr/admin/bookings/123", ["admin"]],
    ["/fr/dev", ["admin"]],
    ["/team/calendar", ["admin", "team_member", "planner"]],
    ["/en/team/assignments", ["admin", "team_member", "planner"]],
    ["/team/team", ["admin", "team_member", "planner"]],
    ["/profile", []],
    ["/fr/my-bookings/abc", []],
  ])("%s is protected", (path, rule) => {
    expect(accessRuleFor(path)).toEqual(rule);
  });

  it.each(["/", "/en", "/team", "/en/team", "/chalet-allalin", "/administration-tips", "/profiles", "/auth", "/offer/xyz"])(
    "%s is public",
    (path) => {
      expect(accessRuleFor(path)).toBeNull();
    },
  );
});

describe("isAllowed", () => {
  it("lets any signed-in user through an empty rule, even without roles", () => {
    expect(isAllowed([], [])).toBe(true);
  });
  it("reads the legacy team role as team_member", () => {
    expect(isAllowed(["team_member"], ["team"])).toBe(true);
  });
  it("refuses a guest in the team area and a planner in the admin area", () => {
    expect(isAllowed(["admin", "team_member", "planner"], ["guest"])).toBe(false);
    expect(isAllowed(["admin"], ["planner"])).toBe(false);
    expect(isAllowed(["admin"], ["ADMIN "])).toBe(true);
  });
});

describe("dashboard tracking", () => {
  it("tracks the listed pages in every locale", () => {
    expect(trackedDashboardPath("/en/admin/users")).toBe("/admin/users");
    expect(trackedDashboardPath("/profile")).toBe("/profile");
    expect(trackedDashboardPath("/fr/team/calendar")).toBe("/team/calendar");
    expect(trackedDashboardPath("/en/admin/payments")).toBe("/admin/payments");
  });
  it("does not track other pages", () => {
    expect(trackedDashboardPath("/team/assignments")).toBeNull();
    expect(trackedDashboardPath("/admin/make-offer/123")).toBeNull();
    expect(trackedDashboardPath("/admin/bookings/123")).toBeNull();
    expect(trackedDashboardPath("/")).toBeNull();
  });
  it("lands on the stored page or /profile", () => {
    expect(dashboardLanding("/admin/bookings")).toBe("/admin/bookings");
    expect(dashboardLanding(null)).toBe("/profile");
    expect(dashboardLanding("https://evil.example")).toBe("/profile");
    expect(dashboardLanding("/en/admin/bookings")).toBe("/profile");
  });
  it("lands an admin without a stored page on the dashboard, everyone else on /profile", () => {
    expect(dashboardLanding(null, ["admin"])).toBe("/admin/dashboard");
    expect(dashboardLanding("https://evil.example", ["admin", "team_member"])).toBe("/admin/dashboard");
    expect(dashboardLanding("/admin/payments", ["admin"])).toBe("/admin/payments");
    expect(dashboardLanding(null, ["planner"])).toBe("/profile");
    expect(trackedDashboardPath("/fr/admin/dashboard")).toBe("/admin/dashboard");
  });
  it("strips locales", () => {
    expect(stripLocale("/en")).toBe("/");
    expect(stripLocale("/de/profile")).toBe("/profile");
    expect(stripLocale("/english")).toBe("/english");
  });
});

describe("sidebarFor", () => {
  const keys = (roles: string[]) => sidebarFor(roles).map((g) => [g.section, g.items.map((i) => i.key)]);
  it("shows an admin every section", () => {
    expect(keys(["admin"])).toEqual([
      ["admin", ["dashboard", "bookings", "payments", "users", "properties", "offers"]],
      ["account", ["profile"]],
      ["team", ["team", "calendar", "assignments"]],
      ["guest", ["myBookings"]],
    ]);
  });
  it("shows team members and planners the team section but no admin section", () => {
    for (const role of ["team_member", "team", "planner"]) {
      expect(keys([role])).toEqual([
        ["account", ["profile"]],
        ["team", ["team", "calendar", "assignments"]],
        ["guest", ["myBookings"]],
      ]);
    }
  });
  it("shows guests and users without roles only their account and bookings", () => {
    for (const roles of [["guest"], []]) {
      expect(keys(roles)).toEqual([
        ["account", ["profile"]],
        ["guest", ["myBookings"]],
      ]);
    }
  });
});
