import Typograf from "typograf";
import { localizeWithLanguage, type Locale } from "./localized";

/**
 * Typography of stored content (descriptions, FAQ, points of interest, info pages, blog posts),
 * applied when it is read for a page, never written back: the texts stay as their authors typed
 * them, and an editor's preview calls the same functions.
 *
 * - fr: a narrow no-break space (U+202F, as everywhere in messages/fr.json) before ? ! ; : and
 *   inside « »; straight double quotes become « » (‹ › inside); straight apostrophes between
 *   letters become ’; runs of spaces become one.
 * - de: Swiss German quotes « » (‹ › inside) without inner spaces, apostrophes ’, single spaces;
 *   nothing before punctuation.
 * - en: left as typed. The English interface writes the straight apostrophe (messages/en.json),
 *   and curly quotes only in the content would mix two styles on one page.
 *
 * Typograf (a maintained rule set with per-locale quotes) does the quotes, apostrophes and spaces,
 * and hides what must not change: tags with their attributes, code/pre/kbd/samp/var, URLs. It has
 * no rule for the French space before ? ! ; :, so that one is ours, run inside Typograf so that it
 * sees the same hidden parts. Every function here is idempotent: typesetting twice changes nothing.
 */

/** Typograf's placeholder for a hidden part (a tag, a URL, an e-mail address…). */
const HIDDEN = "\uF000";
const NNBSP = "\u202F";

/**
 * The French high punctuation. Before it: a non-space that is not itself punctuation or an
 * opening mark (so "?!" takes one space, a "?" opening a line none), then any spaces the author
 * typed, which become one narrow no-break space.
 * After ? and !: a space, the end, a hidden part, a closing mark or more punctuation; a "?" inside
 * a word or a bare query string ("page?id=2") stays.
 * After ; and :, only a space, the end or a hidden part: times (10:30), ratios (3:1), "mailto:"
 * and emoticons (";-)", " :)") stay as typed.
 * (A look-behind rather than a captured character: a match then starts only after a non-space,
 * which is several times faster.)
 */
const AFTER_WORD = `(?<=[^\\s?!;:(\\[«‹“„"])[ \\u00A0\\u202F]*`;
const QUESTION_EXCLAMATION = new RegExp(`${AFTER_WORD}([?!])(?=[\\s)\\]»›”"’'.,…?!;:${HIDDEN}]|$)`, "g");
const SEMICOLON_COLON = new RegExp(`${AFTER_WORD}([;:])(?=[\\s${HIDDEN}]|$)`, "g");

const FRENCH_HIGH_PUNCTUATION_RULE = "fr/space/saastalHighPunctuation";

// Typograf keeps its rules in one registry per loaded copy; a module evaluated again (dev reloads)
// must not register the rule twice.
if (!Typograf.getRule(FRENCH_HIGH_PUNCTUATION_RULE)) {
  Typograf.addRule({
    name: FRENCH_HIGH_PUNCTUATION_RULE,
    // After the quotes (punctuation group), so that "»?" is seen as it will be shown.
    index: 1500,
    handler: (text) => text.replace(QUESTION_EXCLAMATION, `${NNBSP}$1`).replace(SEMICOLON_COLON, `${NNBSP}$1`),
  });
}

const RULES = ["common/punctuation/quote", "common/punctuation/apostrophe", "common/space/delRepeatSpace"];

/**
 * An e-mail address, with its "mailto:" if written, is left as typed (an apostrophe in o'neil@…
 * is part of the address). The look-behind starts a match only at the start of a word.
 */
const EMAIL = /(?<![\w.+'’-])(?:mailto:)?[\w.+'’-]+@[\w-]+(?:\.[\w-]+)+/gi;
/**
 * A character reference is kept as written and hidden from the rules: Typograf would decode a
 * numeric one ("&#60;" must never become a "<" in HTML), and the ";" ending "&amp;" is no
 * punctuation. In plain text, which goes through escaped, "&#60;" arrives as "&amp;#60;".
 */
const CHARACTER_REFERENCE = /&(?:amp;)?(?:#\d+|#x[\da-f]+|[a-z][a-z\d]*);/gi;

type TypesetLocale = "fr" | "de";

function createTypograf(locale: TypesetLocale): Typograf {
  const typograf = new Typograf({ locale: [locale], disableRule: "*", enableRule: [...RULES, ...(locale === "fr" ? [FRENCH_HIGH_PUNCTUATION_RULE] : [])] });
  if (locale === "de") typograf.setSetting("common/punctuation/quote", "de", { left: "«‹", right: "»›" });
  typograf.addSafeTag(EMAIL);
  typograf.addSafeTag(CHARACTER_REFERENCE);
  return typograf;
}

const typografs = new Map<TypesetLocale, Typograf>();

function typografFor(locale: Locale | null): Typograf | null {
  if (locale !== "fr" && locale !== "de") return null;
  let typograf = typografs.get(locale);
  if (!typograf) {
    typograf = createTypograf(locale);
    typografs.set(locale, typograf);
  }
  return typograf;
}

/**
 * Sanitized HTML (lib/security/sanitize-html) typeset for `locale`: only text between tags
 * changes, never a tag, an attribute, a URL, an e-mail address or the inside of code/pre.
 */
export function typesetHtml(html: string, locale: Locale): string {
  const typograf = typografFor(locale);
  if (!typograf || html === "") return html;
  return typograf.execute(html);
}

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;" };
const UNESCAPES: Record<string, string> = { "&amp;": "&", "&lt;": "<", "&gt;": ">" };

/**
 * Plain text typeset for `locale`. It goes through as escaped HTML, so that a "<" or an "&" in
 * the text is never read as markup, and comes back unescaped.
 */
export function typeset(text: string, locale: Locale): string {
  if (!typografFor(locale) || text === "") return text;
  const escaped = text.replace(/[&<>]/g, (c) => ESCAPES[c] ?? c);
  return typesetHtml(escaped, locale).replace(/&(?:amp|lt|gt);/g, (e) => UNESCAPES[e] ?? e);
}

/**
 * A stored { de, en, fr } text in the visitor's language (`localize`), typeset in the language
 * it is actually written in: a German fallback on a French page keeps German typography. A
 * legacy plain string, whose language is unknown, is left as typed.
 */
export function localizedContent(value: unknown, locale: Locale): string {
  const { text, language } = localizeWithLanguage(value, locale);
  return language ? typeset(text, language) : text;
}

/** `localizedContent` for stored HTML, sanitized first by `sanitize` (typesetting only reads tags). */
export function localizedContentHtml(value: unknown, locale: Locale, sanitize: (html: string) => string): string {
  const { text, language } = localizeWithLanguage(value, locale);
  const html = sanitize(text);
  return language ? typesetHtml(html, language) : html;
}
