/**
 * `mergeClasses("px-2 py-1 p-3")` → "p-3": joins Tailwind classes, dropping each one that a later
 * class overrides, as tailwind-merge's `twMerge` does, for the part of Tailwind v4 this code base
 * uses. tailwind-merge knows all of Tailwind (~8.5 KB gzip in the browser bundle, as `cn()` runs on
 * both sides for hydration); this knows our ~110 class groups (~2 KB).
 *
 * Its rules follow tailwind-merge 3's default config (node_modules/tailwind-merge/src/lib/
 * default-config.ts) but list only the prefixes and values we use. `class-merge.test.ts` proves the
 * result equal to twMerge's for every class in the code base, and fails for a new class that this
 * doesn't know or gets wrong: then add its value or prefix to RULES (or WORDS, CONFLICTS) as
 * tailwind-merge classifies it. Never let it accept more than tailwind-merge does.
 *
 * How tailwind-merge decides, and so how this does:
 * - A class is `variants:base`, `!` at either end of the base makes it important. Variants count as
 *   a set (they are sorted), except that arbitrary variants (`[&>svg]:`) and pseudo-element ones
 *   (`before:`, `placeholder:`…) keep their place: `hover:before:` is not `before:hover:`.
 * - The base belongs to a "group" (padding-top, text colour, font size…) or to none: classes it
 *   doesn't know (`image-shimmer`, `prose-content`) are kept and never conflict.
 * - From the last class to the first, a class is dropped when a later one with the same variants
 *   and important flag has the same group or one that covers it (`p` covers `pt`, `size` covers
 *   `w`, and `text-sm` sets the line height too, so it covers `leading`).
 * - The group comes from the longest prefix with rules and the value after it: `text-sm` is a font
 *   size, `text-center` an alignment, any other `text-*` a colour (colours aren't listed). What
 *   follows a `/` (`bg-primary/90`, `text-sm/6`, `w-1/2`) doesn't change the group.
 */

type Test = (value: string) => boolean;

// `[…]` (an arbitrary value) or `(…)` (a CSS variable), either maybe labelled with a type:
// `[length:2px]`.
const ARB = /^(?:\[(?:(\w[\w-]*):)?(.+)\]|\((?:(\w[\w-]*):)?(.+)\))$/;

/**
 * An arbitrary value of one type: labelled with it, else a `[…]` whose content passes `content`,
 * else a bare `(--var)` if `bareVar` (as tailwind-merge guesses for shadows).
 */
const typed =
  (label: RegExp, content: RegExp, bareVar?: boolean): Test =>
  (v) => {
    const m = ARB.exec(v) ?? [];
    return m[1] || m[3] ? label.test(m[1] || m[3]!) : m[2] ? content.test(m[2]) : !!(m[4] && bareVar);
  };

/** The value tests that RULES name by one character; longer words there are literal values. */
const TESTS: Record<string, Test> = {
  "*": () => true, // anything: a colour (text-primary, bg-amber-50)
  n: (v) => !!v && !isNaN(+v), // a number (p-2.5)
  i: (v) => !!v && Number.isInteger(+v),
  t: (v) => /^(\d+(\.\d+)?)?(xs|sm|md|lg|xl)$/.test(v), // a "t-shirt" size (2xl)
  "[": (v) => ARB.test(v),
  // A length (text-[11px], border-[3px]); a colour like hsl(0_0%_0%) would pass too: not used.
  l: typed(/^length$/, /\d+(%|px|r?em|[sdl]?v([hwib]|min|max)|pt|pc|in|cm|mm|cap|ch|ex|r?lh|cq(w|h|i|b|min|max))|\b(calc|min|max|clamp)\(.+\)|^0$/),
  // A shadow begins with its x and y offsets: shadow-[0_-4px_16px_rgba(…)].
  s: typed(/^shadow$/, /^(inset_)?-?((\d+)?\.?(\d+)[a-z]+|0)_-?((\d+)?\.?(\d+)[a-z]+|0)/, true),
  u: typed(/^(image|url)$/, /^(url|image|image-set|cross-fade|element|(repeating-)?(linear|radial|conic)-gradient)\(.+\)$/), // bg-[url(…)]
  a: (v) => !ARB.test(v), // any family name (font-mono)
};

const spacing = "n px [";

/**
 * "prefixes:values": `prefix-value` is in the prefix's group. A mark before the prefixes ("~", "^",
 * or "#" for a colour) names another group of the same prefixes. A prefix's lines are tried in this
 * order, literal values before a line that takes any value (a colour), as tailwind-merge does.
 */
const RULES = [
  "p px py pt pr pb pl ps pe gap gap-x gap-y space-x space-y scroll-mt inset inset-x inset-y top right bottom left translate-x translate-y:" + spacing,
  "m mx my mt mr mb ml:auto " + spacing,
  "size w h:auto full fit max " + spacing,
  "min-w min-h max-h:dvh " + spacing,
  "max-w:t full [",
  "z grid-cols col-span row-span col-start row-start:i [",
  "grid-rows:[",
  "overflow overflow-x overflow-y:auto hidden visible",
  "overscroll:contain",
  "aspect:auto square video [",
  "object:contain cover",
  // flex-col, flex-wrap, flex-1
  "~flex:row col col-reverse",
  "^flex:wrap",
  "flex:n none",
  "shrink:n",
  "auto-rows:min",
  // justify-content, align-content, align-items…
  "justify justify-items justify-self content items self place-items:start end center",
  "justify items:baseline",
  "justify:between",
  // text-sm / text-[11px] (font size), text-center, text-balance, else a colour
  "text:base t l",
  "~text:left center right",
  "^text:balance pretty",
  // font-semibold (weight), else a family (font-mono)
  "~font:normal medium semibold bold",
  "font:a",
  "tracking:tight wide wider [",
  "leading:none snug relaxed " + spacing,
  "line-clamp:n",
  "underline-offset opacity duration rotate:n [",
  "~list:inside",
  "list:disc decimal none",
  "align:top",
  "whitespace:normal nowrap pre-line",
  "break:words",
  "~bg:u", // bg-[url(…)] is an image, other bg-* colours
  "rounded rounded-t rounded-r rounded-b rounded-l:none full t [",
  // border-2 / border-[3px] (width), border-collapse, else a colour; the same for outline, ring
  "border border-t border-r border-b border-l outline ring stroke:n l",
  "~border:collapse",
  "~outline:none hidden",
  "outline-offset ring-offset:n",
  "shadow:none inner t s",
  "#text bg border outline ring shadow accent fill stroke:*",
  "transition:all colors opacity shadow transform [",
  "ease:in-out [",
  "animate:spin ping pulse [",
  "scale:[",
  "appearance pointer-events select:none",
  "cursor:pointer not-allowed zoom-in",
  "field-sizing:content",
  // touch-pan-y (touch-action's vertical part); content-['…'] (the content property, not align-content)
  "touch:pan-y",
  "~content:[",
];

/** Classes that are a whole word, by group (":" alone lists words that are their own group). */
const WORDS = [
  "display:block inline-block flex inline-flex grid table table-row table-cell contents hidden",
  "position:fixed absolute relative sticky",
  "sr:sr-only not-sr-only",
  "visible:visible invisible",
  "italic:italic not-italic",
  "underline:underline line-through",
  "uppercase:uppercase capitalize",
  "nums:tabular-nums",
  // A prefix alone (`border` is the 1px width) or a one-off
  ":truncate @container rounded rounded-t rounded-r rounded-b rounded-l border border-t border-r border-b border-l divide-y outline ring ring-inset shadow shrink transition backdrop-blur",
];

/** Groups that a class of the group on the left also overrides. */
const CONFLICTS = [
  "p:px py pt pr pb pl ps pe",
  "px:pr pl ps pe",
  "py:pt pb",
  "m:mx my mt mr mb ml",
  "mx:mr ml",
  "my:mt mb",
  "inset:inset-x inset-y top right bottom left",
  "inset-x:right left",
  "inset-y:top bottom",
  "gap:gap-x gap-y",
  "border:border-t border-r border-b border-l",
  "rounded:rounded-t rounded-r rounded-b rounded-l",
  "overflow:overflow-x overflow-y",
  "size:w h",
  "flex:shrink",
  "text:leading",
  "line-clamp:display overflow",
  "@container/:@container",
];

// ---- Lookup tables, from the lines above ------------------------------------------------------------

const GROUP = new Map<string, string>(); // whole word → group
const RULES_OF = new Map<string, [Test, string][]>(); // prefix → [value test, group]…
const COVERS = new Map<string, string[]>(); // group → groups it covers
const read = (lines: string[], add: (key: string, values: string[]) => void) => {
  for (const line of lines) {
    const [key, values] = line.split(":");
    add(key!, values!.split(" "));
  }
};
read(WORDS, (group, words) => words.forEach((word) => GROUP.set(word, group || word)));
read(CONFLICTS, (group, covered) => COVERS.set(group, covered));
read(RULES, (head, codes) => {
  const mark = "~^#".includes(head[0]!) ? head[0]! : "";
  const test: Test = (v) => codes.some((c) => (c[1] ? c === v : TESTS[c]!(v)));
  for (const prefix of head.slice(mark.length).split(" ")) RULES_OF.set(prefix, [...(RULES_OF.get(prefix) ?? []), [test, mark + prefix]]);
});

/** The group of a base class (no variants, no `!`), or undefined for a class we don't know. */
function groupOf(base: string): string | undefined {
  // An arbitrary property is its own group: [overflow-wrap:anywhere].
  if (base[0] === "[" && base.endsWith("]")) {
    const colon = base.indexOf(":");
    return colon > 1 ? base.slice(0, colon) : undefined;
  }
  if (base[0] === "-") base = base.slice(1); // a negative value: -mx-4 is in mx's group
  let group = GROUP.get(base);
  // The longest prefix first: border-t-2 is border-t + "2" before border + "t-2".
  for (let dash = base.length; !group && (dash = base.lastIndexOf("-", dash - 1)) > 0; ) {
    const value = base.slice(dash + 1);
    group = RULES_OF.get(base.slice(0, dash))?.find(([test]) => test(value))?.[1];
  }
  return group;
}

// Variants that keep their place: what they select depends on the order (`before:hover:`).
const ORDERED = /^(\*\*?|after|backdrop|before|details-content|file|first-l(etter|ine)|marker|placeholder|selection)$/;

// Components render the same class lists again and again: remember the last few hundred results.
const cache = new Map<string, string>();

/**
 * Joins the classes of a whitespace-separated list, dropping each Tailwind class that a later class
 * overrides (same variants and important flag, same or covering group). Unknown classes are kept.
 */
export function mergeClasses(classList: string): string {
  let merged = cache.get(classList);
  if (merged === undefined) {
    if (cache.size >= 500) cache.clear();
    cache.set(classList, (merged = merge(classList)));
  }
  return merged;
}

function merge(classList: string): string {
  const taken = new Set<string>(); // "variants!:group" of the classes kept so far (the later ones)
  const kept: string[] = [];
  for (const className of classList.trim().split(/\s+/).reverse()) {
    // Split off the variants at `:`, and find the last `/`, both outside […] and (…).
    const variants: string[] = [];
    let depth = 0;
    let start = 0;
    let slash = 0;
    for (let i = 0; i < className.length; i++) {
      const c = className[i]!;
      if (!depth && c === ":") {
        variants.push(className.slice(start, i));
        start = i + 1;
      } else if (!depth && c === "/") slash = i;
      else depth += +"[(".includes(c) - +"])".includes(c);
    }
    let base = className.slice(start);
    let important = "";
    if (/^!|!$/.test(base)) {
      important = "!";
      base = base.endsWith("!") ? base.slice(0, -1) : base.slice(1);
    }
    // As in tailwind-merge, `slash` counts from before a leading `!`.
    slash -= start;
    let group = slash > 0 ? groupOf(base.slice(0, slash)) : undefined;
    group ??= groupOf(base);
    // `@container/card` names the container, which overrides a bare `@container`.
    if (group === "@container" && base[11]) group += "/";
    if (group) {
      // Sort the variants, but none across an arbitrary or order-sensitive one.
      const sorted: string[] = [];
      let run: string[] = [];
      for (const v of variants) {
        if (v[0] === "[" || ORDERED.test(v)) {
          sorted.push(...run.sort(), v);
          run = [];
        } else run.push(v);
      }
      const key = sorted.concat(run.sort()).join(":") + important + ":";
      if (taken.has(key + group)) continue;
      for (const g of [group, ...(COVERS.get(group) ?? [])]) taken.add(key + g);
    }
    kept.push(className);
  }
  return kept.reverse().join(" ");
}
