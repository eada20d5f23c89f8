/**
 * Who wrote the inquiry: e-mail, phone and name. Booking portals forward inquiries with their own
 * sender, relay addresses and support numbers, and our staff forward mails with their signature:
 * none of those is the guest's.
 */

import { fold } from "./text";

const EMAIL = /[\p{L}\d._%+'-]+@[\p{L}\d.-]+\.[a-z]{2,}/giu;
/** Portals' own domains and the relay addresses they hand out instead of the guest's. */
const PORTAL_DOMAIN =
  /(?:^|\.)(?:booking\.com|airbnb\.[a-z.]+|e-domizil\.[a-z]+|fewo-direkt\.de|vrbo\.com|homeaway\.[a-z.]+|holidu\.[a-z]+|interhome\.[a-z]+|hometogo\.[a-z]+|tripadvisor\.[a-z.]+|expedia\.[a-z.]+|novasol\.[a-z]+|belvilla\.[a-z]+|myswitzerland\.com|e-guma\.ch)$/i;
const MACHINE_LOCAL = /^(?:no-?reply|do-?not-?reply|automated|notifications?|mailer-daemon|messages?)$/i;
const RELAY = /(?:^|\.)(?:relay|guest|reply|m)\.|relay/i;
const GUEST_EMAIL_LABEL = /(?:guest e-?mail|e-?mail (?:des|du) (?:gastes|client)|e-?mail address|adresse e-?mail|e-?mail)\s*:\s*$/i;

function isMachine(address: string, ownDomains: readonly string[]): boolean {
  const [local = "", domain = ""] = address.toLowerCase().split("@");
  if (ownDomains.some((own) => domain === own || domain.endsWith(`.${own}`))) return true;
  return MACHINE_LOCAL.test(local) || PORTAL_DOMAIN.test(domain) || RELAY.test(domain);
}

/** Whether the mail's only guest address is a portal relay (the admin should ask for the real one). */
export function hasRelayAddress(text: string): boolean {
  return [...text.matchAll(EMAIL)].some((m) => RELAY.test(m[0].split("@")[1] ?? ""));
}

/** The guest's address: a labelled one first, else the first that is not ours or a portal's. */
export function extractEmail(text: string, ownDomains: readonly string[]): string | null {
  const found = [...text.matchAll(EMAIL)]
    .map((m) => ({ address: m[0].replace(/[.]+$/, ""), before: text.slice(text.lastIndexOf("\n", m.index) + 1, m.index) }))
    .filter((c) => !isMachine(c.address, ownDomains));
  return (found.find((c) => GUEST_EMAIL_LABEL.test(c.before)) ?? found[0])?.address ?? null;
}

const PHONE =
  /(?:\+|00)\d{1,3}(?:[ \-/.]?\(?\d{1,4}\)?){2,6}|\(\d{3}\)\s?\d{3}-\d{4}|\(0\d{1,4}\)\s?\d{2,4}(?:[ -]?\d{2,4}){1,3}|(?<![\d.+])3\d{2}[ ]?\d{6,7}(?![\d.])|(?<![\d.])0\d{1,4}(?:[ \-/]\d{2,4}){2,4}(?![\d.])|(?<![\d.])0\d{1,4}[ \-/]?\d{5,8}(?!\d)(?!\.\d)|(?<![\d.])0\d(?:\.\d\d){4}(?!\d)(?!\.\d)|(?<![\d.+])3\d{2} \d{3} \d{3,4}(?![\d.])/g;
const PHONE_LABEL = /(?:tel|tél|phone|telefon|mobile|mobil|natel|handy|portable|cell|gsm|^t|^m|numéro|number|nummer|erreichbar|reach)\b\.?[^\d\n]{0,20}$/i;
/** Lines that carry a portal's or an office's number, not the guest's. */
const NOT_GUEST_LINE =
  /support|hotline|service|kundendienst|hilfe|help|assistance|partner|customer|team|office|büro|bureau|zentrale|questions\?|bei fragen|saastal/i;
const OFFICE_DIGITS = ["41279570000", "0279570000"];

function digits(s: string): string {
  return s.replace(/\D/g, "");
}

/**
 * The guest's phone: on a labelled line first ("Tel.", "Mobile:", "T"), never a portal's support
 * line, our office's number or a number in a signature of ours. `ambiguous` when several different
 * unlabelled numbers compete.
 */
export function extractPhone(text: string): { value: string | null; ambiguous: boolean } {
  const candidates: { value: string; labelled: boolean }[] = [];
  const lines = text.split("\n");
  let ownBlock = false;
  for (const line of lines) {
    if (line.trim() === "") ownBlock = false;
    if (/saastal/i.test(line)) ownBlock = true;
    if (ownBlock || NOT_GUEST_LINE.test(line.replace(/^\s*(?:office|büro)\s*:/i, "tel:"))) continue;
    for (const m of line.matchAll(PHONE)) {
      const value = m[0].trim().replace(/[.\-/]$/, "");
      const d = digits(value);
      if (d.length < 9 || d.length > 15 || OFFICE_DIGITS.some((o) => d.endsWith(o.slice(-9)) && d.length <= o.length)) continue;
      // A date range or an IBAN fragment is not a number to call.
      if (/^\d{1,2}\.\d{1,2}\.\d{2,4}$/.test(value)) continue;
      candidates.push({ value, labelled: PHONE_LABEL.test(line.slice(0, m.index)) });
    }
  }
  const chosen = candidates.find((c) => c.labelled) ?? candidates[0];
  const distinct = new Set(candidates.map((c) => digits(c.value).slice(-9)));
  return { value: chosen?.value ?? null, ambiguous: !candidates.some((c) => c.labelled) && distinct.size > 1 };
}

const CLOSING_WORDS = String.raw`(?:(?:mit\s+)?(?:freundlichen|freundliche|sportlichen|besten|beste|herzlichen|herzliche|herzlichi|lieben|liebe|liebi|viele|vieli|schöne|en|es)?\s*(?:grüsse|grüße|grüssen|grüßen|gruss|gruß|grüess|grüessli|gruess|grüssli|griessli)|freundlich grüsst|lg|vg|mfg|besten dank|vielen dank|danke(?: schön| vielmal)?|merci(?: d'avance| beaucoup| bcp| vielmal| villmal| viumau)?|cordialement|bien cordialement|amicalement|bises|à bientôt|bien à vous|(?:avec nos |avec mes )?(?:meilleures|sincères|mes|nos)?\s*salutations(?: distinguées| sportives)?|bonne journée|belle journée|bonne soirée|(?:kind|best|warm|warmest|many)?\s*regards|best wishes|all the best|best|cheers|thanks(?: so much| a lot| again)?|thank you(?: very much| so much)?|many thanks|thx|yours (?:sincerely|faithfully|truly)|sincerely|looking forward to (?:hearing from you|your (?:reply|answer|response))|ich freue mich auf (?:ihre|eure|deine) antwort|au plaisir de vous lire|dans l'attente de (?:votre|ta) réponse|in erwartung ihrer antwort|take care|see you soon|speak soon|with thanks|yours|love|herzlich(?:st)?|alles gute|bonne fin de journée|belle soirée|bonne semaine|cordialement vôtre|bis bald|tschüss|ciao|à bientôt|met vriendelijke groet(?:en)?|cordiali saluti|saluti|grazie(?: mille)?)`;
const CLOSING = new RegExp(`(^|[.!?]\\s+|\\s)${CLOSING_WORDS}(?![\\p{L}])`, "gimu");
const ONLY_CLOSING = new RegExp(`^${CLOSING_WORDS}$`, "iu");

const CONNECTORS = new Set(["und", "and", "et", "&", "van", "von", "de", "du", "le", "la", "der", "den", "di", "da", "del", "dos"]);
const TITLES = /^(?:(?:dr|prof|mr|mrs|ms|miss|herr|frau|mme|mlle|med|dipl|ing|lic|phil|iur|rer|nat|ihre?|eure?|votre|your|i\.\s?a|p\.\s?p)\.?|m\.(?=\s+\p{Lu}\p{Ll}+\s+\p{Lu}))\s+/iu;
const NOT_NAMES = /^(?:team|saastal|hallo|hello|hi|hey|bonjour|salut|sent|gesendet|envoyé|tel|phone|mobile|natel|e-?mail|www|von|from|de|p\.?s|aus|from|en|und|and|et|bis|à|to|the|le|la|les|die|der|das|an|a|nous|wir|we|i|ich|je)$/i;

/** A plausible personal name: 1-5 words of letters, not starting with a connector. */
function asName(raw: string): string | null {
  let candidate = raw.split(/\s[-|–]\s|,|\(|\s{2,}|\t|\/|\|/)[0]?.trim().replace(/[.!,:;]+$/, "") ?? "";
  candidate = candidate.replace(/^[\s—–\-*•~]+/, "");
  for (let i = 0; i < 3; i++) candidate = candidate.replace(TITLES, "").trim();
  const words = candidate.split(/\s+/).filter(Boolean);
  if (words.length === 0 || words.length > 5) return null;
  if (!words.every((w) => /^[\p{L}][\p{L}.'’-]*$/u.test(w) || w === "&")) return null;
  const first = words[0] ?? "";
  if (CONNECTORS.has(first.toLowerCase()) || NOT_NAMES.test(first)) return null;
  // "Familie Bregy" signs for a household; the person usually follows on the next line.
  if (/^(?:familie|famille|family|fam\.?)$/i.test(first)) return null;
  if (words.length > 1 && !words.every((w) => /^\p{Lu}/u.test(w) || CONNECTORS.has(w.toLowerCase()))) return null;
  if (words.some((w) => /saastal|chalets?|gruppenhaus/i.test(w))) return null;
  // A closing phrase is not a name ("Gruss", "Cordialement," on the next line).
  if (ONLY_CLOSING.test(candidate)) return null;
  return words.map((w) => (/^\p{Ll}/u.test(w) && !CONNECTORS.has(w) ? w[0]?.toUpperCase() + w.slice(1) : w)).join(" ");
}

const LABELLED_NAME =
  /^\s*(?:guest(?:'s)? name|guest|name des gastes|gastname|gast|name|nom du client|nom|client|voyageur|kunde|contact|kontakt|anfrage von|inquiry from|request from|demande de|absender|expéditeur|sender|reisender?|name des reisenden|traveller|traveler|booker|gebucht von|booked by)\s*:\s*(.+)$/im;
const INTRO =
  /(?:[Mm]y name is|[Mm]ein Name ist|[Ii]ch hei(?:ss|ß)e|[Jj]e m'appelle|[Hh]ier schreibt|[Tt]his is)\s+([\p{Lu}][\p{L}'’-]*(?:\s+[\p{Lu}][\p{L}'’-]*){0,3})|(?:I am|I'm|[Jj]e suis|[Ii]ch bin)\s+([\p{Lu}]\p{Ll}+(?:-\p{Lu}\p{Ll}+)?\s+[\p{Lu}][\p{L}'’-]+)(?=[\s,.])/u;
const PORTAL_SENDER = /^[ \t]*([\p{Lu}][\p{L}'’-]+(?:[ \t]+[\p{Lu}][\p{L}'’-]*)?)[ \t]+(?:sent you a message|hat (?:Ihnen )?eine Nachricht gesendet|vous a envoyé un message)/mu;

function fromClosing(text: string): string | null {
  for (const m of text.matchAll(CLOSING)) {
    // Mid-sentence ("… d'agréer mes salutations distinguées") counts only when it ends the line.
    // "Merci, thanks, Julie": a closing after a comma-separated closing is not mid-sentence.
    const midSentence = /^\s+$/.test(m[1] ?? "") && !/^\n/.test(m[1] ?? "") && !/,\s*$/.test(text.slice(0, m.index + 1));
    const after = text.slice(m.index + m[0].length).replace(/^[ \t,!.]*/, "");
    const [sameLine = "", ...rest] = after.split("\n");
    if (sameLine.trim()) {
      const fromSameLine = midSentence ? null : asName(sameLine);
      if (fromSameLine) return fromSameLine;
      // "Viele Grüsse aus Basel", "Merci et à bientôt,": the name is on the next line.
      if (midSentence || sameLine.trim().length > 30 || /\d|@/.test(sameLine)) continue;
    }
    const [next, second] = rest.filter((l) => l.trim() !== "");
    const fromNext = next ? asName(next) : null;
    if (fromNext) return fromNext;
    // "Familie Bregy" / "Daniel Bregy": the person on the line below.
    if (next && /^\s*(?:familie|famille|family)\s/i.test(next) && second) {
      const fromSecond = asName(second);
      if (fromSecond) return fromSecond;
    }
  }
  return null;
}

/** A mail without a closing phrase is often signed by its last line alone ("Rob"). */
function lastLineName(text: string): string | null {
  const lines = text.split("\n").map((l) => l.trim()).filter(Boolean);
  // Below the name a signature may carry a phone, an address or a link: look past those.
  for (let i = lines.length - 1; i >= Math.max(1, lines.length - 4); i--) {
    const line = lines[i] ?? "";
    if (/\d|@|www\.|https?:/i.test(line)) continue;
    return line.split(/\s+/).length <= 4 ? asName(line) : null;
  }
  return null;
}

export interface NameFound {
  name: string | null;
  /** Taken from a header only, or a single word: worth a look. */
  weak: boolean;
}

/**
 * The guest's name: a portal's guest label, an introduction, the signature below a closing
 * phrase, else the sender in a header. A signed first name is completed from the header when
 * the header's name starts with it.
 */
const FIRST_NAME = /^\s*(?:vorname|first name|given name|prénom)\s*:\s*(.+)$/im;
const LAST_NAME = /^\s*(?:nachname|familienname|last name|surname|family name|nom(?: de famille)?)\s*:\s*(.+)$/im;

export function extractName(text: string, header: { name: string | null }): NameFound {
  const first = FIRST_NAME.exec(text)?.[1];
  const last = LAST_NAME.exec(text)?.[1];
  const fromForm = first && last ? asName(`${first.trim()} ${last.trim()}`) : null;
  if (fromForm) return { name: fromForm, weak: false };
  const labelled = LABELLED_NAME.exec(text);
  const fromLabel = labelled?.[1] ? asName(labelled[1]) : null;
  if (fromLabel) return { name: fromLabel, weak: false };
  const introMatch = INTRO.exec(text);
  const intro = introMatch?.[1] ?? introMatch?.[2];
  const headerName = header.name ? asName(header.name) : null;
  const signed = fromClosing(text) ?? (intro && asName(intro)) ?? PORTAL_SENDER.exec(text)?.[1] ?? lastLineName(text);
  if (signed) {
    if (!signed.includes(" ") && headerName && fold(headerName).startsWith(`${fold(signed)} `)) return { name: headerName, weak: false };
    if (!signed.includes(" ") && intro && fold(intro).startsWith(`${fold(signed)} `)) return { name: intro, weak: false };
    return { name: signed, weak: !signed.includes(" ") };
  }
  if (intro) return { name: intro, weak: false };
  if (headerName) return { name: headerName, weak: true };
  return { name: null, weak: true };
}
