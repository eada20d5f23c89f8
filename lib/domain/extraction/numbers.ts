/** Counts written as words, in the three languages guests write in. */
const WORDS: Record<string, number> = {
  // de
  ein: 1, eine: 1, einen: 1, einem: 1, eins: 1, zwei: 2, drei: 3, vier: 4, "fünf": 5, sechs: 6, sieben: 7,
  acht: 8, neun: 9, zehn: 10, elf: 11, "zwölf": 12, dreizehn: 13, vierzehn: 14, "fünfzehn": 15,
  sechzehn: 16, siebzehn: 17, achtzehn: 18, neunzehn: 19, zwanzig: 20, einer: 1, dreissig: 30, vierzig: 40,
  // "unsere beiden Kinder", "both kids": two.
  beiden: 2, beide: 2, both: 2,
  // Swiss German
  zwöi: 2, zwoi: 2, zwe: 2, zwee: 2, drü: 3, föif: 5, füf: 5, foif: 5, sächs: 6, sibe: 7, nüün: 9, nün: 9, zäh: 10,
  // "mir sind zwöif Lüt": the teens and tens as the Valais and the rest of Switzerland write them.
  zwöif: 12, zwölfi: 12, drizäh: 13, vierzäh: 14, füfzäh: 15, föifzäh: 15, sächzäh: 16, sibzäh: 17, achzäh: 18, nüünzäh: 19,
  zwänzg: 20, zwanzg: 20, drissg: 30, drissig: 30,
  // en
  one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11,
  twelve: 12, thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16, seventeen: 17, eighteen: 18,
  nineteen: 19, twenty: 20, thirty: 30, forty: 40,
  // fr
  un: 1, une: 1, deux: 2, trois: 3, quatre: 4, cinq: 5, sept: 7, huit: 8, neuf: 9, dix: 10, onze: 11,
  douze: 12, treize: 13, quatorze: 14, quinze: 15, seize: 16, "dix-sept": 17, "dix-huit": 18, "dix-neuf": 19, vingt: 20, trente: 30, quarante: 40,
};

/**
 * Compound counts from 21 to 40, as groups, classes and choirs write them: "vierundzwanzig",
 * "twenty-four" (or "twenty four"), "vingt-quatre", "trente et un". Swiss German writes the
 * units as in High German here ("vierezwänzg" is rare in mails).
 */
function compounds(): Record<string, number> {
  const out: Record<string, number> = {};
  const deUnits = ["ein", "zwei", "drei", "vier", "fünf", "sechs", "sieben", "acht", "neun"];
  const enUnits = ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine"];
  const frUnits = ["un", "deux", "trois", "quatre", "cinq", "six", "sept", "huit", "neuf"];
  for (const [tens, de, en, fr] of [[20, "zwanzig", "twenty", "vingt"], [30, "dreissig", "thirty", "trente"]] as const) {
    deUnits.forEach((u, i) => { out[`${u}und${de}`] = tens + i + 1; });
    enUnits.forEach((u, i) => { out[`${en}-${u}`] = tens + i + 1; out[`${en} ${u}`] = tens + i + 1; });
    frUnits.forEach((u, i) => { out[i === 0 ? `${fr} et un` : `${fr}-${u}`] = tens + i + 1; });
  }
  out["dreißig"] = 30;
  return out;
}
Object.assign(WORDS, compounds());

/** Words meaning "one" only before a singular noun ("a baby", "unser Baby", "notre bébé"). */
const SINGULAR = ["a", "an", "our", "unser", "unsere", "unserem", "unseren", "notre", "es", "äs", "üses", "eis", "mon", "ma", "my", "emne"];

/** Regex source for a count: digits or a number word (longest words first). */
export const COUNT_SOURCE = `(\\d{1,3}|${[...Object.keys(WORDS), ...SINGULAR]
  .sort((a, b) => b.length - a.length)
  .join("|")})`;

export function parseCount(token: string): number | null {
  if (/^\d+$/.test(token)) return Number(token);
  const lower = token.toLowerCase().replace(/\s+/g, " ");
  if (SINGULAR.includes(lower)) return 1;
  return WORDS[lower] ?? null;
}
