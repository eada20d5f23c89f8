/**
 * Counts that do not describe the party asked for: a past stay ("Letztes Jahr waren wir zu zehnt,
 * dieses Jahr sind wir nur 8", "We stayed at Chalet Allalin last New Year with 10 people") and a
 * fallback ("We'd be 8 (or 6 if my parents can't make it)", "Falls meine Eltern absagen müssen,
 * wären wir nur 6"). Both are blanked (same length, so positions hold) before the party is read.
 */

/** A time gone by, and a verb in the past next to it. */
const PAST_MARKER =
  /(?<![\p{L}])(?:letztes jahr|letzten (?:winter|sommer|herbst|frühling)|vergangenes jahr|vor (?:einem|zwei|drei) jahren|last (?:year|winter|summer|time|new year|christmas|easter|season)|(?:a|two|three) years ago|l['’](?:an|année) derni(?:er|ère)|l['’](?:hiver|été) dernier|il y a (?:un|deux|trois) ans)(?![\p{L}])/iu;
const PAST_VERB = /(?<![\p{L}])(?:waren|war|hatten|were|was|stayed|came|had|étions|étaient|étais|avions|sommes venus|sommes restés)(?![\p{L}])/iu;

/** Where a clause about this year starts: "…, dieses Jahr sind wir nur 8", "… ; this time we'll be 12". */
const NOW = /(?:dieses jahr|diesmal|dieses mal|this (?:year|time)|cette (?:année|fois)|now|jetzt|maintenant)/iu;

function blank(s: string): string {
  return s.replace(/[^\n]/g, " ");
}

/** The text without the sentences (or clauses before "this year") that tell how many came last time. */
export function withoutPastStays(text: string): string {
  return text.replace(/[^.;!?\n]+[.;!?]?/g, (sentence) => {
    if (!PAST_MARKER.test(sentence) || !PAST_VERB.test(sentence)) return sentence;
    // "Letztes Jahr waren wir zu zehnt …, dieses Jahr sind wir nur 8": only the clause before "dieses Jahr".
    const now = new RegExp(`,\\s*(?:(?:and|und|et|but|aber|mais)\\s+)?${NOW.source}`, "iu").exec(sentence);
    return now ? blank(sentence.slice(0, now.index)) + sentence.slice(now.index) : blank(sentence);
  });
}

/** A smaller party if someone cancels: "if … can't", "falls … absagen", "si … ne peuvent pas". */
const CONDITION = /(?<![\p{L}])(?:if|falls|wenn|si|unless|au cas où)(?![\p{L}])/iu;
const CANCEL =
  /(?<![\p{L}])(?:can['’]t|cannot|can not|couldn['’]t|won['’]t|don['’]t|not|nicht|absagen|abspringen|ausfallen|pas|cancel|drop out|pull out)(?![\p{L}])/iu;
/** Who may not come: a count or a person ("if my parents can't make it"). */
const SOMEONE =
  /\d|(?<![\p{L}])(?:parents|eltern|schwieger\p{L}*|beaux-parents|in-laws|mother|father|mum|mom|dad|mutter|vater|mère|père|sister|brother|schwester|bruder|sœur|soeur|frère|friends?|freunde?|freundin|amis?|amies?|grand\p{L}*|gross\p{L}*|oma|opa|couples?|paare?|family|familie|famille|son|daughter|sohn|tochter|fils|fille|kids?|kinder|enfants?|children)(?![\p{L}])/iu;
/** "or 6", "oder nur 6", "ou 6", "peut-être 8", "maybe 6": another head count. */
const ALTERNATIVE = /(?<![\p{L}])(?:or|oder|ou|peut-être|vielleicht|maybe|perhaps|sonst|otherwise|sinon)\s+(?:(?:only|just|nur|seulement)\s+)?\d{1,3}(?!\d)/iu;

/** The text without a fallback party ("(or 6 if my parents can't make it)"): from the alternative or the
 * condition to the end of its brackets or sentence, when it says someone may not come. */
export function withoutFallbackParty(text: string): string {
  return text.replace(/\([^()\n]*\)|[^.;!?\n()]+/g, (part) => {
    if (!CANCEL.test(part)) return part;
    const alt = ALTERNATIVE.exec(part);
    const cond = CONDITION.exec(part);
    if (!cond || !CANCEL.test(part.slice(cond.index))) return part;
    const from = Math.min(alt?.index ?? Infinity, cond.index);
    const to = part.startsWith("(") ? part.length - 1 : part.length;
    if (!SOMEONE.test(part.slice(cond.index, to))) return part;
    return part.slice(0, from) + blank(part.slice(from, to)) + part.slice(to);
  });
}
