import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { NextIntlClientProvider } from "next-intl";
import { describe, expect, it, vi } from "vitest";
import { Link } from "@/i18n/navigation";

// next/link's props as the Link passes them (prefetch is not in the markup).
const linkProps: Record<string, unknown>[] = [];
vi.mock("next/link", async (original) => {
  const { default: NextLink } = await original<typeof import("next/link")>();
  return {
    default: (props: Record<string, unknown>) => {
      linkProps.push(props);
      return createElement(NextLink as never, props);
    },
  };
});
import { localizedPath, pathWithoutLocale, sitePathString } from "@/i18n/paths";

// The site's own locale-aware Link and path helpers (they replaced next-intl's createNavigation()
// in the browser): German paths have no prefix, English and French do, as proxy.ts routes them.

describe("paths", () => {
  it("prefix English and French, not German, queries included", () => {
    expect(localizedPath("de", "/chalet-dom")).toBe("/chalet-dom");
    expect(localizedPath("en", "/chalet-dom")).toBe("/en/chalet-dom");
    expect(localizedPath("fr", "/")).toBe("/fr");
    expect(localizedPath("en", "/book?property=chalet-dom&adults=4")).toBe("/en/book?property=chalet-dom&adults=4");
  });

  it("strip the language from a page's path", () => {
    expect(pathWithoutLocale("/en/chalet-dom")).toBe("/chalet-dom");
    expect(pathWithoutLocale("/fr")).toBe("/");
    expect(pathWithoutLocale("/en/admin/bookings/1")).toBe("/admin/bookings/1");
    expect(pathWithoutLocale("/chalet-dom")).toBe("/chalet-dom");
    expect(pathWithoutLocale("/")).toBe("/");
    expect(pathWithoutLocale("/entdecken")).toBe("/entdecken");
  });

  it("join a path and its query", () => {
    expect(sitePathString({ pathname: "/admin/bookings", query: { page: "2", q: "a b" } })).toBe("/admin/bookings?page=2&q=a+b");
    expect(sitePathString({ pathname: "/admin/bookings" })).toBe("/admin/bookings");
    expect(sitePathString("/x")).toBe("/x");
  });
});

describe("Link", () => {
  const render = (locale: "de" | "en" | "fr", link: Parameters<typeof Link>[0]) =>
    renderToStaticMarkup(
      // eslint-disable-next-line react/no-children-prop -- the provider's props type requires children
      createElement(NextIntlClientProvider, { locale, messages: {}, children: createElement(Link, link) }),
    );

  it("points to the path in the page's language", () => {
    expect(render("de", { href: "/chalet-dom", children: "x" })).toBe('<a href="/chalet-dom">x</a>');
    expect(render("en", { href: "/chalet-dom", children: "x" })).toBe('<a href="/en/chalet-dom">x</a>');
    expect(render("fr", { href: { pathname: "/admin/bookings", query: { page: "2" } }, children: "x" })).toBe('<a href="/fr/admin/bookings?page=2">x</a>');
  });

  it("to another language: never prefetched (the unprefixed German page redirects by the language cookie, and the prefetch looped)", () => {
    linkProps.length = 0;
    render("en", { href: "/auth", locale: "de", children: "DE" });
    render("en", { href: "/auth", children: "Sign in" });
    expect(linkProps.map((p) => [p.href, p.prefetch])).toEqual([
      ["/auth", false],
      ["/en/auth", undefined],
    ]);
  });

  it("to another language when asked, saying which", () => {
    expect(render("de", { href: "/chalet-dom", locale: "fr", children: "FR" })).toBe('<a hrefLang="fr" href="/fr/chalet-dom">FR</a>');
    expect(render("en", { href: "/", locale: "de", children: "DE" })).toBe('<a hrefLang="de" href="/">DE</a>');
  });
});
