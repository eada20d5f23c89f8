/**
 * Text helpers for the inquiry extractor: cut the quoted history (an older message must not
 * overwrite what the guest asks for now) and our own staff's signatures, and fold case and
 * accents for matching.
 */

/** Lines that start the quoted history of a reply, in the mail clients our guests use. */
const REPLY_HEADER =
  /^\s*(?:am .{0,80} schrieb .{0,120}:|on .{0,120} wrote:|le .{0,120} a écrit\s*:|-{2,}\s*(?:ursprüngliche nachricht|original message|message d'origine)\s*-{2,})\s*$/i;
/** One line of a mail header block (Outlook, Gmail, Apple Mail; de/en/fr). */
const HEADER_LINE =
  /^\s*(?:von|from|de|gesendet|sent|envoyé|an|to|à|cc|betreff|subject|objet|datum|date|fwd?|wg|tr|aw|re)\s*:\s?.*$/i;
const FORWARD_MARKER = /^\s*-{2,}\s*(?:weitergeleitete nachricht|forwarded message|message transféré|begin forwarded message|anfang der weitergeleiteten nachricht|début du message réexpédié)\s*:?\s*-{0,}\s*$/i;
/** Where our own signature starts in a forwarded or quoted mail. */
const OWN = /saastal[\s-]?chalets/i;

/**
 * The message the guest wrote: without quoted lines, the history below a reply header, or a
 * signature block of ours. A header block (or a forward marker) before any text of the mail is
 * the guest's own mail's header, not history: it is kept, and so is what follows it.
 */
export function ownMessage(text: string): string {
  let lines = text.replace(/\r\n?/g, "\n").split("\n");
  // A mail forwarded to us (by the guest's own address or by our staff, with a note on top) is
  // the guest's message: what stands above the marker is the forwarder's note.
  const forward = lines.findIndex((l) => FORWARD_MARKER.test(l));
  if (forward > 0 && lines.slice(0, forward).some((l) => OWN.test(l))) lines = lines.slice(forward);
  const kept: string[] = [];
  let bodySeen = false;
  for (const line of lines) {
    if (/^\s*>/.test(line)) continue;
    // Below a forward marker comes the forwarded mail's own header block, not history.
    if (FORWARD_MARKER.test(line)) bodySeen = false;
    const header = HEADER_LINE.test(line) || FORWARD_MARKER.test(line);
    if (bodySeen && (REPLY_HEADER.test(line) || (header && /^\s*(?:von|from|de)\s*:/i.test(line)))) break;
    if (!bodySeen && !header && line.trim() !== "") bodySeen = true;
    kept.push(line);
  }
  return withoutOwnSignature(kept).join("\n");
}

/** Drops a signature block ("--" and what follows, or the lines after a staff name) of ours. */
function withoutOwnSignature(lines: string[]): string[] {
  for (let i = lines.length - 1; i >= 0; i--) {
    if (!/^\s*--\s*$/.test(lines[i] ?? "")) continue;
    if (lines.slice(i + 1).some((l) => OWN.test(l))) return lines.slice(0, i);
  }
  return lines;
}

/** Header lines at the top of the mail: the sender's name and address, when given. */
export function topHeader(text: string): { name: string | null; email: string | null } {
  for (const line of text.replace(/\r\n?/g, "\n").split("\n").slice(0, 12)) {
    const m = /^\s*(?:von|from|de)\s*:\s*"?([^<"\n]*?)"?\s*<([^>\s]+@[^>\s]+)>/i.exec(line);
    if (m) return { name: m[1]?.trim() || null, email: m[2] ?? null };
  }
  return { name: null, email: null };
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
