/**
 * Babies a mail tells of without counting them: a cot asked for by a party of grown-ups ("2
 * Erwachsene … ein Babybett?", "Two adults … a travel cot", "un lit parapluie") and a baby born
 * before the stay ("Unser erstes Kind kommt im März zur Welt" for a stay in July, "our baby is due
 * in January", "notre bébé doit naître en mars"). A pregnant guest whose baby is due after the
 * stay brings no baby yet ("Geburtstermin Ende April" for a week in February).
 */

/** A baby's bed, asked for or brought along. */
const COT =
  /(?<![\p{L}])(?:baby-?bett(?:en|chen)?|kinderbett(?:chen)?|reisebett(?:en|chen)?|gitterbett(?:en)?|(?:travel\s+)?cots?|cribs?|lits?(?:\s+|-)(?:bébé|parapluie|pour bébé|de bébé)|berceau)(?![\p{L}])/iu;
const TWO_COTS = /(?<![\p{L}\d])(?:2|zwei|zwöi|two|deux)\s+(?:\p{L}+\s+)?(?:baby-?betten|kinderbetten|reisebetten|gitterbetten|(?:travel\s+)?cots|cribs|lits(?:\s+|-)(?:bébé|parapluie))(?![\p{L}])/iu;

/** A cot asked for when no child of any age is counted: one baby (two for "zwei Babybetten"). */
export function babiesByCot(text: string): number {
  if (!COT.test(text)) return 0;
  return TWO_COTS.test(text) ? 2 : 1;
}

const MONTHS: Record<string, number> = {
  januar: 1, jänner: 1, january: 1, janvier: 1, februar: 2, february: 2, février: 2, märz: 3, march: 3, mars: 3,
  april: 4, avril: 4, mai: 5, may: 5, juni: 6, june: 6, juin: 6, juli: 7, july: 7, juillet: 7, august: 8, août: 8,
  september: 9, septembre: 9, oktober: 10, october: 10, octobre: 10, november: 11, novembre: 11, dezember: 12, december: 12, décembre: 12,
};
const MONTH = new RegExp(`(?<![\\p{L}])(${Object.keys(MONTHS).join("|")})(?![\\p{L}])(?:\\s+(20\\d\\d))?`, "giu");

/** Words of a birth to come: "due", "expecting", "kommt zur Welt", "Geburtstermin", "doit naître", "terme prévu". */
const BIRTH =
  /(?<![\p{L}])(?:due|expecting|on the way|be born|born|birth|zur welt|auf die welt|geburt|geburtstermin|entbindung|geboren|erwarten|naître|naissance|terme|accouchement|accoucher)(?![\p{L}])/iu;
/** Whose birth: not "the deposit is due in January". */
const BABY_CONTEXT =
  /(?<![\p{L}])(?:baby|babys|bébé|kind|child|son|daughter|sohn|tochter|fils|fille|twins|zwillinge|jumeaux|pregnant|schwanger|enceinte|geburt|geburtstermin|naissance|accouch\p{L}*|expecting)(?![\p{L}])/iu;
/** "Bis dann ist auch unser zweites Kind da", "the baby will be born by then", "d'ici là, bébé sera né". */
const BORN_BY_THEN =
  /(?<![\p{L}])(?:bis dann|bis dahin|by then|by that time|d['’]ici là)(?![\p{L}])[^.!?\n]{0,50}(?<![\p{L}])(?:da|geboren|auf der welt|born|arrived|here|né|née|arrivé|arrivée|là)(?![\p{L}])/iu;
const TWINS = /(?<![\p{L}])(?:twins|zwillinge|jumeaux|jumelles)(?![\p{L}])/iu;

/** Year and month (as year * 12 + month) of a month named in a sentence: its year if said, else the next such month from today. */
function monthIndex(month: number, year: string | undefined, today: string): number {
  const [ty, tm] = [Number(today.slice(0, 4)), Number(today.slice(5, 7))];
  const y = year ? Number(year) : month >= tm ? ty : ty + 1;
  return y * 12 + month;
}

/**
 * Babies born between today and the stay, said as a birth to come: 1 (2 for twins), or 0 when the
 * birth is after the check-in, not dated, or no stay is known.
 */
export function babiesBornBy(text: string, today: string | undefined, checkIn: string | null | undefined): number {
  for (const sentence of text.split(/(?<=[.!?])\s+|\n/)) {
    if ((!BIRTH.test(sentence) && !BORN_BY_THEN.test(sentence)) || !BABY_CONTEXT.test(sentence)) continue;
    const count = TWINS.test(sentence) ? 2 : 1;
    if (BORN_BY_THEN.test(sentence)) return count;
    if (!today || !checkIn) continue;
    // The month next to the birth word: "due in January", "kommt im März zur Welt", "Geburtstermin Mai".
    const at = BIRTH.exec(sentence)?.index ?? 0;
    const months = [...sentence.matchAll(MONTH)];
    const after = months.find((m) => m.index >= at && m.index - at <= 40);
    const before = [...months].reverse().find((m) => m.index < at && at - m.index <= 30);
    const month = after ?? before;
    if (!month?.[1]) continue;
    const birth = monthIndex(MONTHS[month[1].toLowerCase()] ?? 0, month[2], today);
    const now = Number(today.slice(0, 4)) * 12 + Number(today.slice(5, 7));
    const stay = Number(checkIn.slice(0, 4)) * 12 + Number(checkIn.slice(5, 7));
    // Born after today (a birth to come, not a child's birth date) and in a month before the stay's.
    if (birth >= now && birth < stay) return count;
  }
  return 0;
}
