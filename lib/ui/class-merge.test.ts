/**
 * The proof that `mergeClasses` (class-merge.ts) gives what tailwind-merge's `twMerge` gives, for
 * every class this code base uses. tailwind-merge is the oracle (a devDependency, for this test).
 *
 * The universe of classes is read from the source AT TEST TIME: every string literal and template
 * literal piece in app/, components/ and lib/ (.ts, .tsx; not tests), split on whitespace, plus
 * EXTRA, a fixed list of tricky forms (important, negative, arbitrary, postfix, variant orders).
 * Most of it is not classes (messages, SQL, URLs…): those words check that a class mergeClasses
 * doesn't know is kept and conflicts with nothing. So a class added to the code later that
 * mergeClasses doesn't know or gets wrong makes this test fail: then teach class-merge.ts its
 * prefix or value, as tailwind-merge's default config classifies it.
 *
 * What is compared:
 * - every token alone, doubled (`a a`): both keep both copies (a class neither knows) or one;
 * - every ordered pair of the tokens either one knows (`a b`), ~800,000;
 * - the tokens neither knows, each with some known tokens (it can only be kept: a class
 *   tailwind-merge doesn't know never enters its conflict set);
 * - the class lists of components/ui (base + each combination of variants, cn(…) calls) with each
 *   className a caller writes, every cn(…) call in the code base, and random sequences of tokens.
 */
import fs from "node:fs";
import path from "node:path";
import { twMerge } from "tailwind-merge";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { cn } from "@/lib/utils";
import { mergeClasses } from "./class-merge";

const ROOT = path.resolve(import.meta.dirname, "../..");

/** Tricky forms of the classes we use (and of their neighbours) that the source may not contain. */
const EXTRA = `
  !p-4 p-4! !px-2 md:!p-4 !md:p-4 hover:p-4! md:p-4! md:!p-3 !text-sm/6 text-sm/6! !bg-primary/90 bg-primary/90!
  !-mx-2 -mx-2! !border-2 border-2! !text-primary !shadow-none ! hover:!
  -mx-4 mx-4 -mt-2 -mb-px -m-px -translate-x-1/2 translate-x-1/2 -top-1 -z-10 -inset-1 -left-[9999px]
  -space-x-2 -p-4 -text-sm - -- text- bg- border- ring- p- text-sm- w-
  w-[calc(100%-2rem)] w-(--w) h-[1px] size-[18px] min-h-[calc(100dvh-4rem)] max-w-[60ch] top-[50%] inset-[10%] p-[3px]
  p-(--gap) m-[auto] z-[60] z-(--z) grid-cols-[1fr_auto] grid-rows-[auto_1fr] aspect-[16/9] aspect-(--r)
  text-[11px] text-[#333] text-[#0ea5e9] text-[length:var(--x)] text-(length:--x) text-(--x) text-[color:var(--x)]
  text-[1.5rem] text-[clamp(1rem,2vw,2rem)] text-[0] text-[var(--size)]
  shadow-[0_-4px_16px_rgba(0,0,0,0.06)] shadow-[inset_0_1px_0_white] shadow-[var(--s)] shadow-(--s)
  shadow-(color:--c) shadow-[color:red] shadow-[shadow:var(--s)] shadow-[#000]
  bg-[url(/x.jpg)] bg-[url('/a_b.png')] bg-[#fff] bg-(image:--x) bg-(url:--x) bg-[image:var(--x)]
  bg-[linear-gradient(to_right,red,blue)] bg-(--c) bg-[var(--c)]
  border-[3px] border-[#ccc] border-(length:--w) border-(--c) border-t-[2px] ring-[3px] ring-[#f00] ring-(--c)
  outline-[2px] outline-[red] stroke-[2px] stroke-[red] stroke-(length:--s) leading-[1.2] leading-(--lh)
  tracking-[0.2em] duration-[250ms] ease-[cubic-bezier(0.4,0,0.2,1)] animate-[spin_1s] opacity-[.35] rotate-[15deg]
  transition-[width] [overflow-wrap:anywhere] [overflow-wrap:break-word] [mask-type:luminance] [--x:1] [:x] [x] [a:]
  bg-primary/90 bg-primary/[0.5] bg-black/(--o) text-sm/6 text-sm/[1.5] text-lg/7 text-base/loose text-primary/50
  text-[13px]/5 border-primary/20 ring-ring/50 w-1/2 w-2/3 top-1/2 size-1/2 h-1/2 translate-y-1/3 leading-6/7 p-4/5
  shadow-black/10 shadow-lg/20 outline-red-500/50 fill-primary/50 stroke-primary/40
  @container/main @container/ @container/card-header @md/card:hidden
  text-left text-right text-center text-base text-7xl text-3xs text-balance text-pretty text-primary-foreground
  border border-0 border-t border-t-2 border-b-0 border-collapse border-primary border-transparent
  ring ring-1 ring-inset ring-offset-0 ring-offset-4 ring-ring
  shadow shadow-none shadow-inner shadow-2xl shadow-xs shadow-primary shadow-black
  outline outline-0 outline-2 outline-none outline-hidden outline-offset-2 outline-ring outline-destructive
  font-medium font-semibold font-bold font-normal font-mono font-sans font-display
  stroke-1 stroke-2 stroke-0 stroke-none stroke-current stroke-border fill-none fill-current fill-[#fff] accent-[red]
  flex flex-1 flex-none flex-col flex-row flex-col-reverse flex-wrap shrink shrink-0
  rounded rounded-none rounded-full rounded-md rounded-t-lg rounded-b-none rounded-l-md rounded-r-xl rounded-4xl
  rounded-[4px] rounded-(--r) p-px gap-px gap-x-2 gap-y-1 m-auto mx-auto my-2 mr-1 ml-auto size-px size-auto
  size-full w-full w-px w-auto w-fit w-max h-full h-auto min-h-dvh max-w-sm
  overflow-hidden overflow-x-auto overflow-y-auto overflow-visible line-clamp-2 line-clamp-3
  md:hover:p-4 hover:md:p-2 focus:hover:md:bg-red-500 md:focus:hover:bg-blue-500 before:hover:p-1 hover:before:p-2
  hover:before:p-1 before:hover:p-2 after:hover:p-1 hover:after:p-2 [&>svg]:hover:p-1 hover:[&>svg]:p-2
  hover:[&>svg]:p-1 [&>svg]:hover:p-2 data-[state=open]:p-1 aria-invalid:p-3 data-[state=open]:aria-invalid:p-2
  aria-invalid:data-[state=open]:p-4 dark:md:hover:text-white hover:dark:md:text-black md:dark:hover:text-sm
  *:p-2 **:p-2 placeholder:hover:text-sm hover:placeholder:text-lg group-hover/item:p-2 group-hover/item:p-3
  max-[419px]:[&>span]:sr-only [&>span]:max-[419px]:not-sr-only has-[>svg]:px-3 supports-[display:grid]:grid
  min-[420px]:flex not-first:mt-2 first:last:p-0 last:first:p-1 rtl:hover:-mx-1 hover:rtl:mx-1 after:before:p-1
  before:after:p-2 [&_svg]:md:size-4 md:[&_svg]:size-5 [&_svg:not([class*='size-'])]:size-4
  [&_svg:not([class*='size-'])]:size-5
`;

// ---- The code base, read now ---------------------------------------------------------------------

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.(test|spec)\.tsx?$|\.d\.ts$/.test(entry.name) ? [file] : [];
  });
}
// (Not class-merge.ts itself: its strings are rule data, not classes.)
const sources = ["app", "components", "lib"]
  .flatMap((dir) => sourceFiles(path.join(ROOT, dir)))
  .filter((file) => file !== path.join(import.meta.dirname, "class-merge.ts"))
  .map((file) => ts.createSourceFile(file, fs.readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true));

/** The text of every string literal and template literal piece under `node`, in source order. */
function literals(node: ts.Node): string[] {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateLiteralToken(node)) return [node.text];
  const texts: string[] = [];
  node.forEachChild((child) => void texts.push(...literals(child)));
  return texts;
}

function* nodes(node: ts.Node): Generator<ts.Node> {
  yield node;
  const children: ts.Node[] = [];
  node.forEachChild((child) => void children.push(child));
  for (const child of children) yield* nodes(child);
}

const words = (text: string) => text.split(/\s+/).filter(Boolean);
const universe = [...new Set(sources.flatMap((source) => literals(source).flatMap(words)).concat(words(EXTRA)))];

// A class one of the two knows is merged with a copy of itself: `a a` gives `a`.
const known = universe.filter((token) => twMerge(`${token} ${token}`) === token || mergeClasses(`${token} ${token}`) === token);
const knownSet = new Set(known);
const unknown = universe.filter((token) => !knownSet.has(token));

/** mulberry32: a small seeded PRNG, so that the "random" cases are the same on every run. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Compares mergeClasses with twMerge on each class list; fails once, listing the first 50 misses. */
function expectSameAsTailwindMerge(classLists: Iterable<string>): number {
  const misses: string[] = [];
  let count = 0;
  for (const classList of classLists) {
    count++;
    const ours = mergeClasses(classList);
    const theirs = twMerge(classList);
    if (ours !== theirs) misses.push(`${JSON.stringify(classList)}: ours ${JSON.stringify(ours)}, twMerge ${JSON.stringify(theirs)}`);
  }
  expect(misses.length, `${misses.length} of ${count} class lists merged unlike twMerge:\n${misses.slice(0, 50).join("\n")}`).toBe(0);
  return count;
}

// What callers pass: every className="…" (or {"…"}, all literal parts) in the code base. What the
// ui components build: cn(…) calls (all literal parts) and variants()/cva() calls (the base plus one
// value per variant, in every combination, "" for none).
const callerClassNames = new Set([""]);
const uiLists = new Set<string>();
for (const source of sources) {
  const isUi = source.fileName.includes(`${path.sep}components${path.sep}ui${path.sep}`);
  for (const node of nodes(source)) {
    if (ts.isJsxAttribute(node) && node.name.getText() === "className" && node.initializer) {
      callerClassNames.add(literals(node.initializer).join(" "));
    }
    if (!isUi || !ts.isCallExpression(node) || !ts.isIdentifier(node.expression)) continue;
    const name = node.expression.text;
    if (name === "cn") uiLists.add(literals(node).join(" "));
    if (name !== "variants" && name !== "cva") continue;
    const [base, config] = node.arguments;
    let options = config && ts.isObjectLiteralExpression(config) ? config : undefined;
    if (name === "cva") {
      const property = options?.properties.find((p) => p.name?.getText() === "variants");
      options = property && ts.isPropertyAssignment(property) && ts.isObjectLiteralExpression(property.initializer) ? property.initializer : undefined;
    }
    let combinations = [base ? literals(base).join(" ") : ""];
    for (const variant of options?.properties ?? []) {
      if (!ts.isPropertyAssignment(variant) || !ts.isObjectLiteralExpression(variant.initializer)) continue;
      const values = ["", ...variant.initializer.properties.map((value) => literals(value).join(" "))];
      combinations = combinations.flatMap((combination) => values.map((value) => `${combination} ${value}`));
    }
    for (const combination of combinations) uiLists.add(combination);
  }
}

describe("mergeClasses gives what tailwind-merge gives, for every class in the code base", () => {
  it(`knows the same tokens: each of the ${universe.length} alone and doubled`, () => {
    expectSameAsTailwindMerge(universe.flatMap((token) => [token, `${token} ${token}`]));
    expect(known.length).toBeGreaterThan(500); // the source was read
  });

  it(`merges every ordered pair of the ${known.length} tokens either knows: ${known.length ** 2} pairs`, () => {
    function* pairs() {
      for (const a of known) for (const b of known) yield `${a} ${b}`;
    }
    const count = expectSameAsTailwindMerge(pairs());
    expect(count).toBe(known.length ** 2);
  }, 300_000);

  it(`keeps the ${unknown.length} tokens neither knows, with any other class`, () => {
    const next = random(1);
    function* pairs() {
      for (const u of unknown) {
        for (let i = 0; i < 8; i++) {
          const k = known[Math.floor(next() * known.length)]!;
          yield `${u} ${k}`;
          yield `${k} ${u}`;
          yield `${k} ${u} ${k}`;
        }
      }
    }
    expectSameAsTailwindMerge(pairs());
  }, 60_000);

  it(`merges the ${uiLists.size} class lists of components/ui with each of the ${callerClassNames.size} classNames callers write`, () => {
    expect(uiLists.size).toBeGreaterThan(20);
    function* lists() {
      for (const list of uiLists) for (const className of callerClassNames) yield `${list} ${className}`.trim();
    }
    expectSameAsTailwindMerge(lists());
  }, 120_000);

  it("merges every cn(…) call of the code base, all of its literal parts together", () => {
    const calls = sources.flatMap((source) =>
      [...nodes(source)].filter((node) => ts.isCallExpression(node) && node.expression.getText() === "cn").map((node) => literals(node).join(" ")),
    );
    expect(calls.length).toBeGreaterThan(50);
    expectSameAsTailwindMerge(calls);
  });

  it("merges random sequences of 3 to 8 tokens", () => {
    const next = random(2024);
    const pick = () => {
      const from = next() < 0.85 ? known : unknown;
      return from[Math.floor(next() * from.length)]!;
    };
    const lists = Array.from({ length: 2000 }, () => Array.from({ length: 3 + Math.floor(next() * 6) }, pick).join(" "));
    expectSameAsTailwindMerge(lists);
  });
});

// ---- The semantics, by kind (each case also checked against twMerge) -----------------------------------

/** [class list, what it merges to]. */
function cases(list: [string, string][]) {
  for (const [input, merged] of list) {
    expect(mergeClasses(input), input).toBe(merged);
    expect(twMerge(input), `twMerge agrees on ${input}`).toBe(merged);
  }
}

describe("mergeClasses", () => {
  it("lets a later class of the same group win", () => {
    cases([
      ["p-2 p-4", "p-4"],
      ["bg-muted text-sm bg-primary", "text-sm bg-primary"],
      ["block hidden flex", "flex"],
      ["absolute relative", "relative"],
      ["  p-2\n\t p-4 ", "p-4"],
      ["", ""],
    ]);
  });

  it("keeps classes it doesn't know, even twice, and they conflict with nothing", () => {
    cases([
      ["image-shimmer prose-content p-4 image-shimmer", "image-shimmer prose-content p-4 image-shimmer"],
      ["p-4 hidden-on-print p-2", "hidden-on-print p-2"],
      ["p-foo p-bar", "p-foo p-bar"],
      ["https://example.com/a.jpg p-2", "https://example.com/a.jpg p-2"],
    ]);
  });

  it("compares variants as a set, but arbitrary and pseudo-element variants keep their place", () => {
    cases([
      ["hover:p-2 p-4", "hover:p-2 p-4"],
      ["md:hover:p-2 hover:md:p-4", "hover:md:p-4"],
      ["[&>svg]:hover:p-1 hover:[&>svg]:p-2", "[&>svg]:hover:p-1 hover:[&>svg]:p-2"],
      ["before:hover:p-1 hover:before:p-2", "before:hover:p-1 hover:before:p-2"],
      ["data-[state=open]:p-1 data-[state=open]:p-2", "data-[state=open]:p-2"],
      ["aria-invalid:border-destructive aria-invalid:border-primary", "aria-invalid:border-primary"],
      ["[&_svg:not([class*='size-'])]:size-4 [&_svg:not([class*='size-'])]:size-5", "[&_svg:not([class*='size-'])]:size-5"],
    ]);
  });

  it("keeps the important flag apart, in either place", () => {
    cases([
      ["!p-4 p-4!", "p-4!"],
      ["p-4 !p-2", "p-4 !p-2"],
      ["md:!p-4 md:p-2!", "md:p-2!"],
    ]);
  });

  it("treats negative values as their group", () => {
    cases([
      ["-mx-4 mx-2", "mx-2"],
      ["mt-2 -mt-px", "-mt-px"],
      ["-translate-x-1/2 translate-x-0", "translate-x-0"],
    ]);
  });

  it("ignores a postfix modifier (opacity, line height) for the group", () => {
    cases([
      ["bg-primary bg-primary/90", "bg-primary/90"],
      ["text-primary text-primary/50", "text-primary/50"],
      ["w-full w-1/2", "w-1/2"],
      ["ring-ring ring-ring/50", "ring-ring/50"],
    ]);
  });

  it("groups arbitrary values by what they are", () => {
    cases([
      ["w-full w-[calc(100%-2rem)]", "w-[calc(100%-2rem)]"],
      ["text-sm text-[11px]", "text-[11px]"],
      ["text-primary text-[11px]", "text-primary text-[11px]"],
      ["text-primary text-[#333]", "text-[#333]"],
      ["shadow-sm shadow-[0_-4px_16px_rgba(0,0,0,0.06)]", "shadow-[0_-4px_16px_rgba(0,0,0,0.06)]"],
      ["grid-cols-2 grid-cols-[1fr_auto]", "grid-cols-[1fr_auto]"],
      ["[overflow-wrap:anywhere] [overflow-wrap:normal]", "[overflow-wrap:normal]"],
    ]);
  });

  it("lets padding, margin and inset cover their sides", () => {
    cases([
      ["px-2 pt-1 pl-3 p-4", "p-4"],
      ["p-4 px-2", "p-4 px-2"],
      ["pl-2 pe-1 px-4", "px-4"],
      ["pt-2 py-4", "py-4"],
      ["ml-2 mx-auto", "mx-auto"],
      ["top-0 left-2 inset-x-0", "top-0 inset-x-0"],
      ["top-0 left-2 inset-0", "inset-0"],
    ]);
  });

  it("lets size cover width and height, gap its axes, overflow its axes", () => {
    cases([
      ["w-4 h-4 size-6", "size-6"],
      ["size-6 w-4", "size-6 w-4"],
      ["gap-x-2 gap-y-1 gap-4", "gap-4"],
      ["overflow-x-auto overflow-hidden", "overflow-hidden"],
    ]);
  });

  it("lets rounded and border cover their sides", () => {
    cases([
      ["rounded-t-xl rounded-r-none rounded-md", "rounded-md"],
      ["border-t border-b-0 border-2", "border-2"],
      ["border-2 border-t", "border-2 border-t"],
    ]);
  });

  it("tells text size, colour, alignment and wrapping apart, and lets a size set the line height", () => {
    cases([
      ["text-sm text-primary text-center text-balance", "text-sm text-primary text-center text-balance"],
      ["text-sm text-lg", "text-lg"],
      ["text-muted-foreground text-red-500", "text-red-500"],
      ["text-left text-center", "text-center"],
      ["text-balance text-pretty", "text-pretty"],
      ["leading-relaxed text-sm", "text-sm"],
      ["text-sm leading-relaxed", "text-sm leading-relaxed"],
      ["leading-none text-lg text-sm/6", "text-sm/6"],
    ]);
  });

  it("tells border width, colour and collapse apart", () => {
    cases([
      ["border-2 border-primary border-collapse", "border-2 border-primary border-collapse"],
      ["border border-2", "border-2"],
      ["border-input border-transparent", "border-transparent"],
      ["border-2 border-[3px]", "border-[3px]"],
    ]);
  });

  it("tells ring width, colour, inset and offset apart", () => {
    cases([
      ["ring-2 ring-ring/50 ring-inset ring-offset-2", "ring-2 ring-ring/50 ring-inset ring-offset-2"],
      ["ring-0 ring-[3px]", "ring-[3px]"],
      ["ring-white ring-primary", "ring-primary"],
    ]);
  });

  it("tells shadow size and colour apart", () => {
    cases([
      ["shadow-sm shadow-black", "shadow-sm shadow-black"],
      ["shadow-xs shadow-lg", "shadow-lg"],
    ]);
  });

  it("tells outline style, width, colour and offset apart", () => {
    cases([
      ["outline outline-none outline-destructive outline-offset-1", "outline outline-none outline-destructive outline-offset-1"],
      ["outline outline-2", "outline-2"],
      ["outline-none outline-hidden", "outline-hidden"],
    ]);
  });

  it("tells font weight and family apart", () => {
    cases([
      ["font-semibold font-mono", "font-semibold font-mono"],
      ["font-medium font-bold", "font-bold"],
      ["font-sans font-mono", "font-mono"],
    ]);
  });

  it("tells a background image from a colour", () => {
    cases([
      ["bg-accent bg-[url(/a.jpg)]", "bg-accent bg-[url(/a.jpg)]"],
      ["bg-accent bg-[#fff]", "bg-[#fff]"],
    ]);
  });

  it("tells stroke width from colour, and fill colours", () => {
    cases([
      ["stroke-2 stroke-border", "stroke-2 stroke-border"],
      ["stroke-border stroke-ring", "stroke-ring"],
      ["fill-none fill-foreground", "fill-foreground"],
    ]);
  });

  it("tells flex direction, wrapping and the flex shorthand apart; flex covers shrink", () => {
    cases([
      ["flex-col flex-wrap flex-1", "flex-col flex-wrap flex-1"],
      ["flex-col flex-row", "flex-row"],
      ["shrink-0 flex-1", "flex-1"],
    ]);
  });

  it("lets line-clamp override display and overflow", () => {
    cases([["block overflow-hidden line-clamp-2", "line-clamp-2"]]);
  });

  it("lets a named container override a bare one", () => {
    cases([
      ["@container @container/card-header", "@container/card-header"],
      ["@container/card-header @container", "@container/card-header @container"],
    ]);
  });
});

describe("cn", () => {
  it("joins conditional classes (clsx) and merges them", () => {
    const active = true;
    expect(cn("px-2 py-1", active && "p-3", { "text-sm": true, hidden: false }, ["bg-muted", undefined], null)).toBe("p-3 text-sm bg-muted");
    expect(cn("p-2", undefined, "", false)).toBe("p-2");
  });
});
