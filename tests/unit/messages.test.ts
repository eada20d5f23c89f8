import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// Every language must have the same keys, no empty texts and the same ICU arguments, or a
// visitor sees a raw key or a message that cannot be formatted.

const LANGUAGES = ["de", "en", "fr"] as const;
type Tree = { [key: string]: string | Tree };

function load(language: string): Tree {
  const file = path.resolve(import.meta.dirname, "../../messages", `${language}.json`);
  return JSON.parse(readFileSync(file, "utf8")) as Tree;
}

/** Flattens nested messages to "namespace.key" → text; non-string leaves are kept as errors. */
function flatten(tree: unknown, prefix = ""): Map<string, unknown> {
  const out = new Map<string, unknown>();
  if (typeof tree !== "object" || tree === null || Array.isArray(tree)) {
    out.set(prefix, tree);
    return out;
  }
  for (const [key, value] of Object.entries(tree)) {
    const id = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "object" && value !== null && !Array.isArray(value)) {
      for (const [k, v] of flatten(value, id)) out.set(k, v);
    } else {
      out.set(id, value);
    }
  }
  return out;
}

/** The contents of each top-level {…} block of a message (nested braces included). */
function topLevelBlocks(message: string): string[] {
  const blocks: string[] = [];
  let depth = 0;
  let start = -1;
  for (let i = 0; i < message.length; i++) {
    const char = message[i];
    if (char === "{") {
      if (depth === 0) start = i + 1;
      depth++;
    } else if (char === "}" && depth > 0) {
      depth--;
      if (depth === 0) blocks.push(message.slice(start, i));
    }
  }
  if (depth !== 0) throw new Error(`Unbalanced braces in ${JSON.stringify(message)}`);
  return blocks;
}

/**
 * ICU argument names, roughly: "{name}" gives name; "{count, plural, one {…} other {…}}" gives
 * count plus the arguments used inside its branches.
 */
function icuArguments(message: string): string[] {
  const names = new Set<string>();
  for (const block of topLevelBlocks(message)) {
    const [name = "", type, ...rest] = block.split(",");
    names.add(name.trim());
    if (type !== undefined && rest.length > 0) {
      for (const branch of topLevelBlocks(rest.join(","))) {
        for (const inner of icuArguments(branch)) names.add(inner);
      }
    }
  }
  return [...names].sort();
}

/**
 * Arguments used only to choose a form with `select` ("{elision, select, yes {d’} other {de }}"):
 * a language that needs no such choice leaves them out, so they are not compared.
 */
function selectorOnlyArguments(message: string): Set<string> {
  const selectors = new Set([...message.matchAll(/\{\s*(\w+)\s*,\s*select\s*,/g)].map((m) => m[1] as string));
  const asValue = new Set([...message.matchAll(/\{\s*(\w+)\s*(?:\}|,\s*(?:plural|selectordinal|number|date|time)\b)/g)].map((m) => m[1] as string));
  return new Set([...selectors].filter((name) => !asValue.has(name)));
}

/** The arguments a message shows, without its grammatical selectors. */
function valueArguments(message: string): string[] {
  const selectors = selectorOnlyArguments(message);
  return icuArguments(message).filter((name) => !selectors.has(name));
}

const messages = Object.fromEntries(LANGUAGES.map((l) => [l, flatten(load(l))])) as Record<
  (typeof LANGUAGES)[number],
  Map<string, unknown>
>;
const allKeys = [...new Set(LANGUAGES.flatMap((l) => [...messages[l].keys()]))].sort();

describe("the helpers of this test", () => {
  it("read plain and plural arguments", () => {
    expect(icuArguments("Hello {name}")).toEqual(["name"]);
    expect(icuArguments("{count, plural, one {# bed in {place}} other {# beds}}")).toEqual(["count", "place"]);
    expect(icuArguments("No arguments")).toEqual([]);
  });

  it("notice a mismatch", () => {
    expect(icuArguments("From {price}")).not.toEqual(icuArguments("Ab {preis}"));
  });

  it("leave out arguments that only select a grammatical form", () => {
    expect(valueArguments("profil {elision, select, yes {d’} other {de }}{name}")).toEqual(["name"]);
    expect(valueArguments("{group, select, adults {Fewer adults} other {Fewer {label}}}")).toEqual(["label"]);
    expect(valueArguments("{n, plural, one {#} other {#}} {kind, select, a {A} other {{kind}}}")).toEqual(["kind", "n"]);
  });
});

describe.each(LANGUAGES)("messages/%s.json", (language) => {
  const own = messages[language];

  it("has every key of the other languages", () => {
    const missing = allKeys.filter((key) => !own.has(key));
    expect(missing).toEqual([]);
  });

  it("has no empty or non-text messages", () => {
    const bad = [...own].filter(([, value]) => typeof value !== "string" || value.trim() === "").map(([key]) => key);
    expect(bad).toEqual([]);
  });

  it("uses the same ICU arguments as English (grammatical selectors aside)", () => {
    const reference = messages.en;
    const differing = allKeys
      .filter((key) => typeof own.get(key) === "string" && typeof reference.get(key) === "string")
      .filter(
        (key) =>
          valueArguments(own.get(key) as string).join(",") !== valueArguments(reference.get(key) as string).join(","),
      );
    expect(differing).toEqual([]);
  });
});
