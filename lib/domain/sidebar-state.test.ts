import { describe, expect, it } from "vitest";
import { isSidebarShortcut, sidebarCookie, sidebarOpenFromCookie } from "./sidebar-state";

const key = (over: Partial<{ key: string; ctrlKey: boolean; metaKey: boolean; altKey: boolean; shiftKey: boolean }>) => ({
  key: "b",
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  shiftKey: false,
  ...over,
});

describe("sidebar state", () => {
  it("is open by default and closed only by 'false'", () => {
    expect(sidebarOpenFromCookie(undefined)).toBe(true);
    expect(sidebarOpenFromCookie("true")).toBe(true);
    expect(sidebarOpenFromCookie("garbage")).toBe(true);
    expect(sidebarOpenFromCookie("false")).toBe(false);
  });
  it("writes a 7-day cookie for the whole site", () => {
    expect(sidebarCookie(false)).toBe("sidebar_state=false; path=/; max-age=604800; samesite=lax");
  });
  it("recognises ctrl+B and cmd+B only", () => {
    expect(isSidebarShortcut(key({ ctrlKey: true }))).toBe(true);
    expect(isSidebarShortcut(key({ metaKey: true, key: "B" }))).toBe(true);
    expect(isSidebarShortcut(key({}))).toBe(false);
    expect(isSidebarShortcut(key({ ctrlKey: true, shiftKey: true }))).toBe(false);
    expect(isSidebarShortcut(key({ ctrlKey: true, altKey: true }))).toBe(false);
    expect(isSidebarShortcut(key({ ctrlKey: true, key: "n" }))).toBe(false);
  });
});
