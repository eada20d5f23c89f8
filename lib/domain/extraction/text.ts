/**
 * Text helpers for the inquiry extractor: strip the quoted history (an older message must not
 * overwrite what the guest asks for now) and fold case and accents for matching.
 */

/** Lines that start the quoted history of a reply, in the mail clients our guests use. */
const REPLY_HEADER =
  /^\s*(?:am .{0,80} schrieb .{0,120}:|on .{0,120} wrote:|le .{0,120} a écrit\s*:|-{2,}\s*(?:ursprüngliche nachricht|original message|message d'origine)\s*-{2,}|(?:von|de):\s.*\s*$)/i;

/** The message the guest wrote: without quoted lines or the history below a reply header. */
export function ownMessage(text: string): string {
  const lines = text.replace(/\r\n?/g, "\n").split("\n");
  const kept: string[] = [];
  for (const line of lines) {
    if (REPLY_HEADER.test(line)) break;
    if (/^\s*>/.test(line)) continue;
    kept.push(line);
  }
  return kept.join("\n");
}

/** Lower case without diacritics; ß becomes ss. Keeps one output character per input character
 * except for ß, so callers needing positions use foldWithMap. */
export function fold(s: string): string {
  return s
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
    .replace(/ß/g, "ss");
}

/** fold() plus, for each folded character, the index of the character it came from. */
export function foldWithMap(s: string): { folded: string; map: number[] } {
  let folded = "";
  const map: number[] = [];
  for (let i = 0; i < s.length; i++) {
    const part = fold(s.charAt(i));
    folded += part;
    for (let k = 0; k < part.length; k++) map.push(i);
  }
  return { folded, map };
}
