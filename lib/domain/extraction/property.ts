/**
 * The house a guest asks for. Known names are matched case- and accent-insensitively on their
 * distinctive word ("Mischabel" in "Gruppenhaus Mischabel"); the text as the guest wrote it is
 * returned, so the editor can say which mention it could not place. Our houses are named after
 * mountains, which clubs, huts and glaciers are too: a mention after a house word ("Chalet Dom",
 * "das Weissmies") wins over a bare one, and one inside a club's or hut's name never counts.
 * A short name ("Dom") counts only after a house word: the Dom is also the mountain.
 */

import { fold, foldWithMap } from "./text";

const GENERIC = new Set(["gruppenhaus", "chalet", "haus", "house", "group", "maison", "le", "das", "the"]);
const HOUSE_BEFORE = /(?:^|[^a-z])(?:chalets?|gruppen?h(?:au|uu)s|haus|house|maison|das|im|ins|le|du|the|au)\s*:?\s*[«"“]?\s*$/;
const HOUSE_AFTER = /^\s*(?:house|haus|group house|chalet)/;
const NOT_HOUSE_BEFORE = /(?:^|[^a-z])(?:ski-?\s?club|skiclub|club|verein|sac|cas|hutte|cabane|hut|glacier|gletscher|gipfel|sommet|summit|piz|hotel|restaurant|pension|residence|résidence|appartements?)[\s-]*(?:de\s+|des\s+|du\s+)?$/;
const NOT_HOUSE_AFTER = /^[\s-]*(?:alpine\s+)?(?:club|hutte|hut|glacier|gletscher|express|bahn|strasse|weg|hotel|restaurant|ski-?club|\p{Ll}*club)/u;

/** "Das Gruppenhaus Weissmies ist für uns zu gross": a house the guest rules out. */
const RULED_OUT = /zu gross|zu klein|too (?:big|small|large)|trop (?:grand|petit)|(?:ist|is|est) (?:leider )?(?:ausgebucht|fully booked|complet)/;

const PAST_STAY =
  /letztes jahr|letzten winter|letzten sommer|vor(?:letztes| zwei)? jahr|waren wir|schon einmal|last (?:year|winter|summer|time)|stayed (?:at|in)|l'(?:annee|an) derniere?|l'hiver dernier|l'ete dernier|nous avions|avons deja/;

interface Mention {
  at: number;
  value: string;
  housed: boolean;
  ruledOut?: boolean;
  /** "Letztes Jahr waren wir im Chalet Allalin": a house they stayed in. */
  past?: boolean;
}

export function findPropertyMentions(text: string, knownNames: readonly string[]): Mention[] {
  const { folded, map } = foldWithMap(text);
  const found: Mention[] = [];
  for (const name of knownNames) {
    for (const word of fold(name).split(/\s+/)) {
      if (word.length < 3 || GENERIC.has(word)) continue;
      for (const m of folded.matchAll(new RegExp(`(?<![\\p{L}])${word}(?![\\p{L}])`, "gu"))) {
        const before = folded.slice(Math.max(0, m.index - 25), m.index);
        const after = folded.slice(m.index + word.length, m.index + word.length + 25);
        if (NOT_HOUSE_BEFORE.test(before) || NOT_HOUSE_AFTER.test(after)) continue;
        // Inside an address or a link ("praesident@skiclub-allalin.ch") it names no house.
        const token = /\S*$/.exec(before)?.[0] + word + /^\S*/.exec(after)?.[0];
        if (/@|www\.|\.(?:ch|com|org|de|fr|uk|net)\b/.test(token)) continue;
        // "Letztes Jahr waren wir im Chalet Allalin": a house they stayed in, not the one asked for.
        const sentence = folded.slice(Math.max(0, m.index - 60), m.index).split(/[.!?;,]\s|\n\s*\n/).pop() ?? "";
        const past = PAST_STAY.test(sentence);
        const housed = HOUSE_BEFORE.test(before) || HOUSE_AFTER.test(after);
        if (word.length < 4 && !housed) continue;
        const start = map[m.index] ?? 0;
        const end = (map[m.index + word.length - 1] ?? start) + 1;
        const rest = folded.slice(m.index, m.index + 100).split(/[.!?;]\s|\n/)[0] ?? "";
        found.push({ at: m.index, value: text.slice(start, end), housed, ruledOut: RULED_OUT.test(rest), past });
      }
    }
  }
  return found.sort((a, b) => a.at - b.at);
}

export function extractPropertyPreference(text: string, knownNames: readonly string[]): { value: string | null; ambiguous: boolean } {
  const all = findPropertyMentions(text, knownNames);
  // A house stayed in before is the one asked for only when the mail names no other ("… können wir wieder
  // die Woche haben?", "can it still take us?").
  const mentions = all.some((m) => !m.past) ? all.filter((m) => !m.past) : all;
  const wanted = mentions.filter((m) => !m.ruledOut);
  const best = wanted.find((m) => m.housed) ?? wanted[0] ?? mentions.find((m) => m.housed) ?? mentions[0];
  const distinct = new Set(mentions.map((m) => fold(m.value)));
  if (best) return { value: best.value, ambiguous: distinct.size > 1 };
  // A house that is not one of ours: nothing to fill in, but the admin should look.
  const named = /(?:[Gg]ruppenhaus|[Cc]halet|[Gg]roup house)\s+[«"“]?\s*\p{Lu}[\p{L}-]+/u.test(text);
  return { value: null, ambiguous: named };
}
