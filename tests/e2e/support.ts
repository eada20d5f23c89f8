import fs from "node:fs";
import path from "node:path";

// Read rather than imported: Playwright's ESM loader wants import attributes for JSON.
const load = (locale: string) =>
  JSON.parse(fs.readFileSync(path.join(process.cwd(), "messages", `${locale}.json`), "utf8")) as Record<string, unknown>;
const de = load("de");
const en = load("en");
const fr = load("fr");

export const LOCALES = ["de", "en", "fr"] as const;
export type Locale = (typeof LOCALES)[number];
export const messages = { de, en, fr } as const;

/** The URL of `path` in `locale`: German has no prefix. */
export function url(locale: Locale, path: string): string {
  if (locale === "de") return path;
  return path === "/" ? `/${locale}` : `/${locale}${path}`;
}

/** A message with simple {placeholders} filled in (enough for the texts asserted here). */
export function msg(locale: Locale, key: string, values: Record<string, string | number> = {}): string {
  const value = key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], messages[locale]);
  if (typeof value !== "string") throw new Error(`missing message ${locale}.${key}`);
  return value.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? `{${name}}`));
}
