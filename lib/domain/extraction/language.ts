/**
 * The language an inquiry is written in, for the offer's language: the one whose common words
 * appear most often. Swiss German counts as German; a tie goes to German, the office's language.
 */

export type InquiryLanguage = "de" | "en" | "fr";

const WORDS: Record<InquiryLanguage, string[]> = {
  de: [
    "und", "wir", "ich", "sie", "der", "die", "das", "ein", "eine", "für", "mit", "vom", "bis", "ist", "sind", "nicht", "noch",
    "gerne", "grüsse", "gruss", "freundliche", "guten", "tag", "hallo", "vielen", "dank", "danke", "möchten", "würden", "kinder",
    "erwachsene", "bitte", "uns", "im", "zu", "haben", "mir", "mer", "sind", "isch", "grüezi", "zäme", "mitenand", "wäre", "chind",
    "liebi", "grüess", "vo", "bi", "aus", "auf", "oder", "über", "nächte", "woche", "anfrage",
  ],
  en: [
    "the", "and", "we", "you", "for", "with", "from", "to", "is", "are", "would", "like", "please", "thanks", "thank", "regards",
    "hi", "hello", "dear", "our", "my", "kids", "children", "adults", "week", "could", "available", "be", "have", "of", "in",
    "best", "kind", "wishes", "cheers", "looking", "stay", "book", "nights",
  ],
  fr: [
    "le", "la", "les", "et", "nous", "vous", "pour", "avec", "du", "au", "des", "est", "sommes", "serons", "bonjour", "merci",
    "cordialement", "salutations", "enfants", "adultes", "une", "un", "de", "semaine", "souhaiterions", "aimerions", "libre",
    "disponible", "chalet", "ans", "madame", "monsieur", "bien", "à", "on", "est-ce", "que", "nuits", "salut",
  ],
};

export function detectLanguage(text: string): InquiryLanguage {
  const tokens = text.toLowerCase().match(/[\p{L}'’-]+/gu) ?? [];
  const score: Record<InquiryLanguage, number> = { de: 0, en: 0, fr: 0 };
  const sets = Object.fromEntries(Object.entries(WORDS).map(([k, v]) => [k, new Set(v)])) as Record<InquiryLanguage, Set<string>>;
  for (const token of tokens) for (const lang of ["de", "en", "fr"] as const) if (sets[lang].has(token)) score[lang]++;
  const best = (["de", "en", "fr"] as const).reduce((a, b) => (score[b] > score[a] ? b : a));
  return best;
}
