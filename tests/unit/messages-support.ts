import { readFileSync } from "node:fs";
import path from "node:path";
import { createTranslator } from "use-intl/core";

/** Shared by the message tests: the real messages, flattened, and a translator that throws. */

export const LANGUAGES = ["de", "en", "fr"] as const;
export type Language = (typeof LANGUAGES)[number];
type Tree = { [key: string]: string | Tree };

export function loadMessages(language: Language): Tree {
  const file = path.resolve(import.meta.dirname, "../../messages", `${language}.json`);
  return JSON.parse(readFileSync(file, "utf8")) as Tree;
}

/** "namespace.key" → text for every string leaf. */
export function flatMessages(language: Language): Map<string, string> {
  const out = new Map<string, string>();
  const walk = (tree: Tree, prefix: string) => {
    for (const [key, value] of Object.entries(tree)) {
      const id = prefix ? `${prefix}.${key}` : key;
      if (typeof value === "string") out.set(id, value);
      else walk(value, id);
    }
  };
  walk(loadMessages(language), "");
  return out;
}

/**
 * Formats a message by its full key the way the app does (next-intl's own translator), and throws
 * on any formatting error (a missing argument, a plural given a string) instead of falling back to
 * the key as the app would.
 */
export function translator(language: Language): (key: string, values?: Record<string, string | number>) => string {
  const t = createTranslator({
    locale: language,
    messages: loadMessages(language),
    onError: (error) => {
      throw error;
    },
  });
  return (key, values) => (t as unknown as (k: string, v?: Record<string, string | number>) => string)(key, values);
}

/** Stands for an argument's value in literalText. */
export const ARGUMENT = "\uE000";
/** Separates the branches of a plural or select in literalText. */
export const BRANCH = "\uE001";

/**
 * The text a reader sees of an ICU message, without its syntax: each simple argument ({name},
 * {n, number}) and each # becomes ARGUMENT; a plural's or select's branches are written one after
 * the other, each preceded and followed by BRANCH. ICU quoting ('{' …) is resolved.
 */
export function literalText(message: string): string {
  let i = 0;
  const text = (inBranch: boolean, inPlural: boolean): string => {
    let out = "";
    while (i < message.length) {
      const char = message[i] as string;
      const next = message[i + 1];
      if (char === "}" && inBranch) return out;
      if (char === "{") {
        i++;
        out += argument();
      } else if (char === "#" && inPlural) {
        i++;
        out += ARGUMENT;
      } else if (char === "'" && next === "'") {
        out += "'";
        i += 2;
      } else if (char === "'" && (next === "{" || next === "}" || (next === "#" && inPlural))) {
        const end = message.indexOf("'", i + 1);
        if (end === -1) throw new Error(`Unclosed quote in ${JSON.stringify(message)}`);
        out += message.slice(i + 1, end);
        i = end + 1;
      } else {
        out += char;
        i++;
      }
    }
    if (inBranch) throw new Error(`Unbalanced braces in ${JSON.stringify(message)}`);
    return out;
  };
  const argument = (): string => {
    const close = message.indexOf("}", i);
    const comma = message.indexOf(",", i);
    if (close === -1) throw new Error(`Unbalanced braces in ${JSON.stringify(message)}`);
    const type = comma === -1 || comma > close ? "" : (message.slice(comma + 1).split(/[,}]/)[0] ?? "").trim();
    if (type !== "plural" && type !== "select" && type !== "selectordinal") {
      i = close + 1;
      return ARGUMENT;
    }
    i = message.indexOf(",", comma + 1) + 1;
    let out = BRANCH;
    for (;;) {
      while (/\s/.test(message[i] ?? "")) i++;
      if (message[i] === "}") {
        i++;
        return out;
      }
      const open = message.indexOf("{", i);
      if (open === -1) throw new Error(`Malformed ${type} in ${JSON.stringify(message)}`);
      i = open + 1;
      out += text(true, type !== "select") + BRANCH;
      i++;
    }
  };
  return text(false, false);
}
