/**
 * Who wrote the inquiry: e-mail, phone and name. The name comes from an explicit introduction,
 * a forwarded "From:" header, a "Contact:" line, or the signature below a closing phrase.
 */

const EMAIL = /[\p{L}\d._%+'-]+@[\p{L}\d.-]+\.[a-z]{2,}/giu;

/** The first address that is not ours (a reply quotes our own address back to us). */
export function extractEmail(text: string, ownDomains: readonly string[]): string | null {
  for (const m of text.matchAll(EMAIL)) {
    const address = m[0].replace(/[.]+$/, "");
    const domain = address.split("@")[1]?.toLowerCase() ?? "";
    if (!ownDomains.some((own) => domain === own || domain.endsWith(`.${own}`))) return address;
  }
  return null;
}

const PHONE = /(?:\+|00)\d{1,3}(?:[ \-/]?\(?\d{1,4}\)?){2,6}|\(\d{3}\)\s?\d{3}-\d{4}|(?<![\d.])0\d{1,3}(?:[ \-/]\d{2,4}){2,4}(?![\d.])/g;
const PHONE_LABEL = /(?:tel|tél|phone|telefon|mobile|mobil|natel|handy|office|portable|^t)\b\.?\s*:?\s*$/i;

function digits(s: string): number {
  return s.replace(/\D/g, "").length;
}

/** A phone number, preferring one on a labelled line ("Tel.", "Phone:", "T"). */
export function extractPhone(text: string): string | null {
  const candidates: { value: string; labelled: boolean }[] = [];
  for (const line of text.split("\n")) {
    for (const m of line.matchAll(PHONE)) {
      const value = m[0].trim();
      if (digits(value) < 9 || digits(value) > 15) continue;
      candidates.push({ value, labelled: PHONE_LABEL.test(line.slice(0, m.index)) });
    }
  }
  return (candidates.find((c) => c.labelled) ?? candidates[0])?.value ?? null;
}

const CLOSING =
  /(^|[.!?]\s+|\s)(?:(?:mit\s+)?(?:freundlichen|sportlichen|besten|herzlichen|lieben|liebe|viele|beste|herzliche|freundliche|liebi)?\s*(?:grüsse|grüße|grüssen|grüßen|gruss|gruß|grüess)|lg|vg|mfg|besten dank|vielen dank|danke|merci(?: d'avance| beaucoup)?|cordialement|bien à vous|(?:meilleures|sincères|mes)?\s*salutations(?: distinguées)?|bonne journée|(?:kind|best|warm)?\s*regards|best wishes|best|cheers|thanks(?: so much| a lot)?|thank you|many thanks|thx|yours (?:sincerely|faithfully|truly)|sincerely)(?![\p{L}])[ \t,!.]*/gimu;

const CONNECTORS = new Set(["und", "and", "et", "van", "von", "de", "du", "le", "la", "der"]);

/** A plausible personal name: 1-5 words of letters, not starting with a connector. */
function asName(raw: string): string | null {
  const candidate = raw.split(/\s[-|–]\s|,|\s{2,}|\t/)[0]?.trim().replace(/[.!,]+$/, "") ?? "";
  const words = candidate.split(/\s+/).filter(Boolean);
  if (words.length === 0 || words.length > 5) return null;
  if (!words.every((w) => /^[\p{L}][\p{L}.'’-]*$/u.test(w))) return null;
  const first = words[0] ?? "";
  if (CONNECTORS.has(first.toLowerCase())) return null;
  if (words.length > 1 && !words.every((w) => /^\p{Lu}/u.test(w) || CONNECTORS.has(w.toLowerCase()))) return null;
  if (/^(team|saastal|hallo|hello|hi|bonjour|sent|gesendet|envoyé)/i.test(first)) return null;
  return words.map((w) => (/^\p{Ll}/u.test(w) && !CONNECTORS.has(w) ? w[0]?.toUpperCase() + w.slice(1) : w)).join(" ");
}

export function extractName(text: string): string | null {
  const intro = /(?:[Mm]y name is|[Mm]ein Name ist|[Ii]ch hei(?:ss|ß)e|[Jj]e m'appelle)\s+([\p{Lu}][\p{L}'’-]*(?:\s+[\p{Lu}][\p{L}'’-]*){0,3})/u.exec(
    text,
  );
  if (intro?.[1]) return intro[1];
  const from = /^\s*(?:from|von|de)\s*:\s*"?([^<"\n]+?)"?\s*<[^>]+>/im.exec(text);
  if (from?.[1]) {
    const name = asName(from[1]);
    if (name) return name;
  }
  const contact = /^\s*(?:contact|kontakt|name)\s*:\s*(.+)$/im.exec(text);
  if (contact?.[1]) {
    const name = asName(contact[1]);
    if (name) return name;
  }
  for (const m of text.matchAll(CLOSING)) {
    // Mid-sentence ("… d'agréer mes salutations distinguées") counts only when it ends the line.
    const midSentence = /^\s+$/.test(m[1] ?? "") && !/^\n/.test(m[1] ?? "");
    const after = text.slice(m.index + m[0].length);
    const sameLine = after.split("\n")[0] ?? "";
    if (sameLine.trim()) {
      const fromSameLine = midSentence ? null : asName(sameLine);
      if (fromSameLine) return fromSameLine;
      continue;
    }
    const next = after.split("\n").find((l) => l.trim() !== "");
    const fromNext = next ? asName(next) : null;
    if (fromNext) return fromNext;
  }
  return null;
}
