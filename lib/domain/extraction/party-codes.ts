/**
 * Party sizes in shorthand, as forms, agencies and phones write them: "2A+2K", "2A / 3C", "2E+1K",
 * "4 ad. 2 enf.", "8 ad / 2 ch". They are spelt out ("2 adults + 2 children") before the groups are
 * read, so the usual readers (ages after the children, a total before them) apply.
 */

/** An adult code and a child code next to each other; one code alone ("Haus 2A") says nothing. */
const PAIR =
  /(?<![\p{L}\d])(\d{1,3})[ \t]?(?:A|E|Erw|ad|adl|adt|adu)\.?([ \t]*(?:[+/,&]|und|and|et)?[ \t]*)(\d{1,2})[ \t]?(?:K|C|Ki|Kd|ch|chd|chn|enf)\.?(?![\p{L}])/giu;

/** "2A+2K (6+9)" read as "2 adults+2 children (6+9)". Lengths change; callers read the result only. */
export function expandPartyCodes(text: string): string {
  return text.replace(PAIR, (_m, adults: string, gap: string, children: string) => `${adults} adults${gap || " "}${children} children `);
}
