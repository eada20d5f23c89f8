// Hashes for the inline scripts of a prerendered page, so that its Content-Security-Policy can drop
// 'unsafe-inline' (issue 20, finding 6). Cached HTML is the same for every visitor, so it cannot
// carry a per-request nonce; scripts/serve.ts reads each HTML response it sends and lists the
// SHA-256 of its inline scripts in script-src instead.
//
// Hashing whatever the HTML holds would also bless a script that got in through stored content, so
// only what Next and React write themselves is hashed, recognised by its form:
//  - Next's RSC payload and Turbopack's chunk list: `self.__next_f.push(<JSON>)`,
//    `(self.__next_f=self.__next_f||[]).push(<JSON>)`, `(globalThis["TURBOPACK"] || …).push(<JSON>)`,
//    where the argument must parse as JSON (data, never code);
//  - React's streaming runtime: a run of snippets taken verbatim from React's own server bundle
//    (reactRuntimeSnippets), then calls of its instructions ($RC, $RS, $RR, $RX) whose arguments
//    are JSON values.
// Anything else (and JSON-LD, which browsers never run) gets no hash, so a browser refuses to run it.

import { createHash } from "node:crypto";

const PUSH_FORMS = [
  "self.__next_f.push(",
  "(self.__next_f=self.__next_f||[]).push(",
  '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push(',
];

/** The argument list of a call written as `prefix…)` (optionally followed by `;`), if it is JSON. */
function isJsonCall(script: string, prefix: string): boolean {
  if (!script.startsWith(prefix)) return false;
  const rest = script.slice(prefix.length).replace(/;?\s*$/, "");
  if (!rest.endsWith(")")) return false;
  try {
    JSON.parse(`[${rest.slice(0, -1)}]`);
    return true;
  } catch {
    return false;
  }
}

/**
 * The runtime snippets of React's streaming renderer, read from the server bundles Next runs
 * (string literals that define `$R…` functions, e.g. `$RB=[];$RV=function(a){…}`).
 */
export function reactRuntimeSnippets(bundleSources: readonly string[]): string[] {
  const snippets = new Set<string>();
  const literal = /(['"])((?:\$R[A-Z]{1,2}=|requestAnimationFrame\(function\(\)\{\$RT=)(?:(?!\1)[^\\\n]|\\.)*)\1/g;
  for (const source of bundleSources) {
    for (const match of source.matchAll(literal)) {
      const body = match[2] ?? "";
      // The literal's escapes undone, so the snippet is the text React writes into the page: these
      // snippets escape quotes, backslashes and line breaks ("\n" before $RC in the reveal runtime).
      snippets.add(body.replace(/\\(['"\\nrt])/g, (_, c: string) => ({ n: "\n", r: "\r", t: "\t" })[c] ?? c));
    }
  }
  return [...snippets].sort((a, b) => b.length - a.length);
}

/** React's instruction calls after its runtime: `$RC("B:0","S:0")` and the like, JSON arguments. */
function isInstructionRun(text: string): boolean {
  let rest = text.trim();
  while (rest) {
    const head = /^\$R[A-Z]\(/.exec(rest);
    if (!head) return false;
    // The call ends at the first ")" after which the arguments parse; arguments are JSON strings
    // and arrays, so try each closing parenthesis in turn.
    let end = rest.indexOf(")", head[0].length);
    let parsed = false;
    while (end !== -1 && !parsed) {
      try {
        JSON.parse(`[${rest.slice(head[0].length, end)}]`);
        parsed = true;
      } catch {
        end = rest.indexOf(")", end + 1);
      }
    }
    if (!parsed) return false;
    rest = rest.slice(end + 1).replace(/^;/, "").trimStart();
  }
  return true;
}

function isReactRuntime(script: string, snippets: readonly string[]): boolean {
  let rest = script;
  let matched = false;
  for (;;) {
    const snippet = snippets.find((s) => rest.startsWith(s));
    if (!snippet) break;
    rest = rest.slice(snippet.length);
    matched = true;
  }
  if (matched) return isInstructionRun(rest);
  return /^\$R[A-Z]\(/.test(script) && isInstructionRun(script);
}

/** Whether an inline script is one Next or React wrote (see the module comment). */
export function isFrameworkScript(script: string, snippets: readonly string[]): boolean {
  if (PUSH_FORMS.some((prefix) => isJsonCall(script, prefix))) return true;
  return isReactRuntime(script, snippets);
}

/** Types that make a <script> a data block (never run, so never in need of a hash). */
function isDataBlock(attributes: string): boolean {
  const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
  return type !== undefined && type !== "module" && !/^(?:text|application)\/(?:x-)?(?:java|ecma)script$/.test(type);
}

export interface InlineScriptScan {
  /** CSP source expressions ('sha256-…') of the framework's inline scripts, each once. */
  hashes: string[];
  /** Inline scripts left without a hash: a browser will refuse them. */
  refused: number;
}

/** The hashes to allow for the inline scripts of an HTML document. */
export function scanInlineScripts(html: string, snippets: readonly string[]): InlineScriptScan {
  const hashes = new Set<string>();
  let refused = 0;
  // A script element's text ends at the first "</script" (HTML parsing rules): so does this.
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script/gi)) {
    const attributes = match[1] ?? "";
    if (/\bsrc\s*=/i.test(attributes) || isDataBlock(attributes)) continue;
    const text = match[2] ?? "";
    if (!isFrameworkScript(text, snippets)) {
      refused++;
      continue;
    }
    hashes.add(`'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`);
  }
  return { hashes: [...hashes], refused };
}

/**
 * The policy with script-src's 'unsafe-inline' replaced by the given hashes (none: no inline
 * script at all). Other directives, and a policy without 'unsafe-inline', stay as they are.
 */
export function withScriptHashes(policy: string, hashes: readonly string[]): string {
  return policy
    .split(";")
    .map((directive) => {
      const [name, ...sources] = directive.trim().split(/\s+/);
      if (name !== "script-src" || !sources.includes("'unsafe-inline'")) return directive.trim();
      return [name, ...sources.flatMap((s) => (s === "'unsafe-inline'" ? hashes : [s]))].join(" ");
    })
    .join("; ");
}
