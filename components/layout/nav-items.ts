/** Main navigation, shared by the desktop header, the mobile sheet and the footer. */
export const mainNavItems = [
  { href: "/", key: "accommodations" },
  { href: "/services", key: "services" },
  { href: "/contact", key: "contact" },
  { href: "/book", key: "book" },
  { href: "/team", key: "team" },
  { href: "/blog", key: "blog" },
] as const;

export type NavKey = (typeof mainNavItems)[number]["key"];

/** A translated navigation entry, as passed to client components. */
export interface NavEntry {
  href: string;
  label: string;
}
