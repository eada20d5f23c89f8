/**
 * French elision before an interpolated word: "profil d’Andrea", "Photo d’Alpenrose", but
 * "profil de Beat", "Photo de Chalet Dom". A French message picks the form with an ICU select on
 * the value this returns, for example
 * `profil {elision, select, yes {d’} other {de }}{name}`; other languages ignore the argument.
 */
export type Elision = "yes" | "no";

/**
 * Words whose h is aspirated (no elision: "le hockey", "de Hans"). French common nouns with an
 * aspirated h, plus the German names of this valley, which French speakers pronounce with their h.
 */
const ASPIRATED_H = [
  "hache", "haie", "hall", "halte", "hameau", "hamac", "hanche", "handicap", "hangar", "hardi", "haricot",
  "harpe", "hasard", "hâte", "hausse", "haut", "hauteur", "hérisson", "héros", "hêtre", "hibou", "hiérarchie",
  "hockey", "hollande", "homard", "honte", "hors", "hotte", "houx", "housse", "huit", "hutte",
  // German and Swiss German names: Hans, Heidi, Hohsaas, Hannig, Haus …
  "hans", "heidi", "heinz", "helmut", "hermann", "hohsaas", "hannig", "haus", "hotel", "huber",
];

/** French given names and words with a mute h that a capital H would otherwise hide. */
const MUTE_H_NAMES = ["hélène", "héloïse", "henri", "hervé", "hortense", "hippolyte", "honoré", "hubert", "hugues", "hector"];

const VOWELS = /^[aeiouàâäéèêëîïôöûüœæ]/i;

/**
 * Whether "de", "le", "la", "que" … elide before `word` (its first word decides): a vowel, a mute h,
 * or a y before a consonant ("Yves", not "yaourt"). Capitalised names with an h elide only when
 * listed as French names with a mute h; lowercase nouns with an h elide unless listed as aspirated.
 */
export function elision(word: string): Elision {
  const first = word.trim().split(/[\s'’-]/)[0] ?? "";
  if (first === "") return "no";
  const lower = first.toLocaleLowerCase("fr");
  if (VOWELS.test(lower)) return "yes";
  if (lower.startsWith("y")) return VOWELS.test(lower.slice(1)) ? "no" : "yes";
  if (lower.startsWith("h")) {
    // The word itself or its plural: "hall" and "halls" are aspirated, "hallucination" is not.
    if (ASPIRATED_H.some((w) => lower === w || lower === `${w}s` || lower === `${w}x`)) return "no";
    if (first[0] === "H") return MUTE_H_NAMES.includes(lower) || /^h[éèêô]/.test(lower) ? "yes" : "no";
    return VOWELS.test(lower.slice(1)) ? "yes" : "no";
  }
  return "no";
}
