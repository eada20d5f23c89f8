/**
 * Who wrote the inquiry: e-mail, phone and name. Booking portals forward inquiries with their own
 * sender, relay addresses and support numbers, and our staff forward mails with their signature:
 * none of those is the guest's.
 */

import { isAlsoSurname, isFirstName } from "./first-names";
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
  /(?:\+|00)\d{1,3}(?:[ \-/.]?\(?\d{1,4}\)?){2,6}|\(\d{3}\)\s?\d{3}-\d{4}|\(0\d{1,4}\)\s?\d{2,4}(?:[ -]?\d{2,4}){1,3}|(?<![\d.+])3\d{2}[ ]?\d{6,7}(?!\d|\.\d)|(?<![\d.])0\d{1,4}(?:[ \-/]\d{2,4}){2,4}(?!\d|\.\d)|(?<![\d.])0\d{1,4}[ \-/]?\d{5,8}(?!\d)(?!\.\d)|(?<![\d.])0\d(?:\.\d\d){4}(?!\d)(?!\.\d)|(?<![\d.+])3\d{2} \d{3} \d{3,4}(?!\d|\.\d)/g;
const PHONE_LABEL = /(?:tel|tél|phone|telefon|mobile|mobil|natel|handy|portable|cell|gsm|^t|^m|numéro|number|nummer|erreichbar|reach)\b\.?[^\d\n]{0,20}$/i;
/** Lines that carry a portal's or an office's number, not the guest's. */
const NOT_GUEST_LINE =
  /support|hotline|service|kundendienst|hilfe|help|assistance|partner|customer|team|office|büro|bureau|zentrale|questions\?|bei fragen|saastal/i;
const PORTAL_NAME = /booking\.com|airbnb|e-domizil|fewo-direkt|vrbo|homeaway|holidu|interhome|hometogo|tripadvisor|expedia|novasol|belvilla|myswitzerland|e-guma/i;
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
  let previous = "";
  for (const line of lines) {
    if (line.trim() === "") ownBlock = false;
    if (/saastal/i.test(line)) ownBlock = true;
    // "Interhome Kundenservice\nTel. +41 43 …": the portal's service number on the line below its name.
    const portalService = PORTAL_NAME.test(previous) && NOT_GUEST_LINE.test(previous) && !/\d{3}/.test(previous);
    if (line.trim() !== "") previous = line;
    if (ownBlock || portalService || NOT_GUEST_LINE.test(line.replace(/^\s*(?:office|büro)\s*:/i, "tel:"))) continue;
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

const CLOSING_WORDS = String.raw`(?:(?:mit\s+)?(?:freundlichen|freundliche|sportlichen|besten|beste|herzlichen|herzliche|herzlichi|lieben|liebe|liebi|viele|vieli|schöne|en|es)?\s*(?:grüsse|grüße|grüssen|grüßen|gruss|gruß|grüess|grüessli|gruess|grüssli|griessli)|freundlich grüsst|lg|vg|mfg|besten dank|vielen dank|danke(?: schön| vielmal)?|merci(?: d'avance| beaucoup| bcp| vielmal| villmal| viumau)?|cordialement|bien cordialement|amicalement|sportivement|blessings|hochachtungsvoll|(?:gros )?bisous|(?:warm|warmest|kind|all good)\s+wishes|bises|à bientôt|bien à vous|(?:avec nos |avec mes )?(?:meilleures|sincères|mes|nos)?\s*salutations(?: distinguées| sportives)?|bonne journée|belle journée|bonne soirée|(?:kind|best|warm|warmest|many)?\s*regards|liebs grüessli|best wishes|all the best|best|cheers|thanks(?: so much| a lot| again)?|thank you(?: very much| so much)?|many thanks|thx|yours (?:sincerely|faithfully|truly)|sincerely|looking forward to (?:hearing from you|your (?:reply|answer|response))|ich freue mich auf (?:ihre|eure|deine) antwort|au plaisir de vous lire|dans l'attente de (?:votre|ta) réponse|in erwartung ihrer antwort|take care|see you soon|speak soon|with thanks|yours|love|herzlich(?:st)?|alles gute|bonne fin de journée|belle soirée|bonne semaine|cordialement vôtre|bis bald|tschüss|ciao|ta(?=,)|à bientôt|met vriendelijke groet(?:en)?|cordiali saluti|saluti|grazie(?: mille)?)`;
const CLOSING = new RegExp(`(^|[.!?]\\s+|\\s)${CLOSING_WORDS}(?![\\p{L}])`, "gimu");
const ONLY_CLOSING = new RegExp(`^${CLOSING_WORDS}$`, "iu");
const STARTS_CLOSING = new RegExp(`^${CLOSING_WORDS}(?![\\p{L}])`, "iu");
/** A company line below the name ("Schnydrig Bau AG", "Brightline Ltd"). */
const COMPANY = /(?:^|\s)(?:AG|GmbH|Ltd|SA|Sàrl|SARL|Inc|LLC|plc|KG|SE|BV|Co)\.?$/;

const CONNECTORS = new Set(["und", "and", "et", "&", "van", "von", "de", "du", "le", "la", "der", "den", "di", "da", "del", "dos"]);
const TITLES = /^(?:(?:dr|prof|professor|professeur|maître|mr|mrs|ms|miss|herr|frau|madame|monsieur|mme|mlle|m[eé]d|dipl|ing|lic|phil|iur|rer|nat|ihre?|eure?|votre|your|i\.\s?a|i\.\s?v|p\.\s?p|revd?|pastor|pfarrer)\.?|(?:m\.|me)(?=\s+\p{Lu}[\p{Ll}-]+\s+\p{Lu}))\s+/iu;
const NOT_NAMES = /^(?:team|saastal|hallo|hello|hi|hey|bonjour|salut|sent|gesendet|envoyé|tel|phone|mobile|natel|e-?mail|www|von|from|de|p\.?s|aus|from|en|und|and|et|bis|à|to|the|le|la|les|die|der|das|an|a|nous|wir|we|i|ich|je)$/i;

/** A role or an organisation below the name ("Youth Pastor", "Chef OJ", "Head of Product"). */
const ROLE_LINE =
  /(?<![\p{L}])(?:pastor|leader|manager|director|head|teacher|assistant|secretary|treasurer|chair|president|präsident(?:in)?|leiter(?:in)?|leitung|chef|cheffe|responsable|directeur|directrice|secrétaire|trésorier|président(?:e)?|kassier(?:in)?|coach|trainer(?:in)?|enseignante?|lehrerin|lehrer|ceo|cfo|cto|owner|inhaber(?:in)?|club|verein|schule|school|école|association|team|ag|gmbh|ltd|sa)(?![\p{L}])/iu;

/** A plausible personal name: 1-5 words of letters, not starting with a connector. */
function asName(raw: string): string | null {
  // A nickname in quotes is not part of the name ("Matthias «Fuchs» Burgener").
  const plain = raw.replace(/\s+[«"“„‚'][^«»"“”„'\n]{1,20}[»"”“']\s+/u, " ");
  let candidate = plain.split(/\s[-|–]\s|,|\(|\s{2,}|\t|\/|\|/)[0]?.trim().replace(/[.!,:;]+$/, "") ?? "";
  // "x Megan Hall", "xx Jo": kisses before the name.
  candidate = candidate.replace(/^[\s—–\-*•~]+/, "").replace(/^x{1,3}\s+(?=\p{Lu})/u, "");
  for (let i = 0; i < 3; i++) candidate = candidate.replace(TITLES, "").trim();
  // Degrees after the name ("Amelia Watson-Clarke PhD") are not part of it.
  candidate = candidate.replace(/(?:\s+(?:PhD|Ph\.D\.|MBA|MSc|BSc|BA|MA|MD|LLM|DPhil|FRCS|MRCP|MAS|EMBA|dipl\.?\s?ing\.?))+$/u, "");
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
  // "HR-Team Lonza", "Chef OJ": a role or an organisation, not who signs.
  if (ONLY_CLOSING.test(candidate) || STARTS_CLOSING.test(candidate) || COMPANY.test(candidate) || ROLE_LINE.test(candidate)) return null;
  return words.map((w) => (/^\p{Ll}/u.test(w) && !CONNECTORS.has(w) ? w[0]?.toUpperCase() + w.slice(1) : w)).join(" ");
}

const LABELLED_NAME =
  /^\s*(?:kontaktperson|ansprechperson|contact person|personne de contact|full name|nom complet|vollständiger name|nom du voyageur|nom du client|voyageur principal|guest(?:'s)? name|guest|name des gastes|gastname|gast|name|nom du client|nom|client|voyageur|kunde|contact|kontakt|anfrage von|inquiry from|request from|demande de|absender|expéditeur|sender|reisender?|name des reisenden|traveller|traveler|booker|gebucht von|booked by)\s*:\s*(.+)$/gim;
const INTRO =
  /(?:[Mm]y name is|[Mm]y name['’]s|[Mm]ein Name ist|[Ii]ch hei(?:ss|ß)e|[Jj]e m['’]appelle|[Hh]ier schreibt|[Hh]ier ist|[Tt]his is|[Cc]['’]est|[Mm]on nom est)\s+([\p{Lu}][\p{L}'’-]*(?:\s+[\p{Lu}][\p{L}'’-]*){0,3})|(?:I am|I'm|[Jj]e suis|[Ii]ch bin)\s+([\p{Lu}]\p{Ll}+(?:-\p{Lu}\p{Ll}+)?\s+[\p{Lu}][\p{L}'’-]+)(?=[\s,.])/u;
/** A portal's heading: "Inquiry from Daniel Ortiz", "Anfrage von Monika Brändle", "Booking request from Hannah". */
const INQUIRY_FROM = /^[ \t]*(?:(?:[Nn]ew|[Bb]ooking|[Rr]eservation)\s+)*(?:[Ii]nquiry|[Ee]nquiry|[Rr]equest|[Mm]essage|[Aa]nfrage|[Nn]achricht|[Dd]emande)\s+(?:from|von|de)\s+([\p{Lu}][\p{L}'’-]+(?:[ \t]+[\p{Lu}][\p{L}'’-]+){0,2})[ \t]*$/mu;
const PORTAL_SENDER = /^[ \t]*([\p{Lu}][\p{L}'’-]+(?:[ \t]+[\p{Lu}][\p{L}'’-]*)?)[ \t]+(?:sent you a message|hat (?:Ihnen )?eine Nachricht gesendet|vous a envoyé un message)/mu;

/** "Regards\nDave\n\nDavid O'Connor\nSales Director": the full signature below a signed first name. */
function fullerBelow(first: string, lines: readonly string[]): string {
  if (first.includes(" ")) return first;
  for (const line of lines.filter((l) => l.trim() !== "").slice(0, 3)) {
    const full = asName(line);
    // "Dave" signs for David O'Connor, "J." for John Smith.
    const start = fold(first.replace(/\.$/, "")).slice(0, 3);
    if (full?.includes(" ") && fold(full).startsWith(start)) return full;
  }
  return first;
}

function fromClosing(text: string): string | null {
  for (const m of text.matchAll(CLOSING)) {
    // Mid-sentence ("… d'agréer mes salutations distinguées") counts only when it ends the line.
    // "Merci, thanks, Julie": a closing after a comma-separated closing is not mid-sentence.
    const midSentence = /^\s+$/.test(m[1] ?? "") && !/^\n/.test(m[1] ?? "") && !/,\s*$/.test(text.slice(0, m.index + 1));
    const after = text.slice(m.index + m[0].length).replace(/^[ \t,!.]*/, "");
    const [line = "", ...rest] = after.split("\n");
    // "merci. Steve Bagnoud 079 654 12 87": the name before the number or address.
    const sameLine = line.split(/\s+(?=\+?\d|\S+@)/)[0] ?? "";
    if (sameLine.trim()) {
      // "… (6 et 9 ans) merci ! kevin": a closing at the very end signs even mid-sentence.
      const last = rest.every((l) => l.trim() === "") && sameLine.trim().split(/\s+/).length <= 3;
      const fromSameLine = midSentence && !last ? null : asName(sameLine);
      if (fromSameLine) return fullerBelow(fromSameLine, rest);
      // "Viele Grüsse aus Basel", "Merci et à bientôt,": the name is on the next line.
      if (midSentence || sameLine.trim().length > 30 || /\d|@/.test(sameLine)) continue;
    }
    const [next, second, ...below] = rest.filter((l) => l.trim() !== "");
    const fromNext = next ? asName(next) : null;
    if (fromNext) return fullerBelow(fromNext, [second ?? "", ...below]);
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
  // Below the name a signature may carry a phone, an address, a link or a role: look past those.
  for (let i = lines.length - 1; i >= Math.max(1, lines.length - 4); i--) {
    const line = lines[i] ?? "";
    if (/\d|@|www\.|https?:/i.test(line) || ROLE_LINE.test(line)) continue;
    return line.split(/\s+/).length <= 4 ? asName(line) : null;
  }
  return null;
}

/**
 * "Müller Hans", "Favre Jacques", "Rey Jean-Pierre": signed (or sent, by Outlook) surname first,
 * as Swiss forms do. Swapped only when the second word is a common first name and the first is not.
 */
function firstNameFirst(name: string, email?: string | null): string {
  const words = name.trim().split(/\s+/);
  const [w1, w2] = words;
  if (words.length !== 2 || !w1 || !w2 || !isFirstName(w2, fold) || isFirstName(w1, fold)) return name;
  if (!isAlsoSurname(w2, fold)) return `${w2} ${w1}`;
  // "Keller Martin" with martin.keller@…: the address settles a first name that is also a surname.
  const parts = (email?.split("@")[0] ?? "").toLowerCase().split(/[._-]+/);
  const asTyped = (w: string) => fold(w.replace(/ä/gi, "ae").replace(/ö/gi, "oe").replace(/ü/gi, "ue"));
  return parts.length === 2 && parts[0] === asTyped(w2) && parts[1] === asTyped(w1) ? `${w2} ${w1}` : name;
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

export function extractName(text: string, header: { name: string | null; email?: string | null }): NameFound {
  const first = FIRST_NAME.exec(text)?.[1];
  const last = LAST_NAME.exec(text)?.[1];
  const fromForm = first && last ? asName(`${first.trim()} ${last.trim()}`) : null;
  if (fromForm) return { name: fromForm, weak: false };
  // The first label that holds a name ("Reisende: 3 Erwachsene" holds none; "Gastname: Jonas Meier" below it does).
  const fromLabel = [...text.matchAll(LABELLED_NAME)].map((m) => (m[1] ? asName(m[1]) : null)).find((n) => n !== null) ?? null;
  if (fromLabel) return { name: fromLabel, weak: false };
  const introMatch = INTRO.exec(text);
  const intro = introMatch?.[1] ?? introMatch?.[2];
  // Outlook writes "Müller, Karin" for Karin Müller.
  const reversed = header.name?.match(/^\s*([\p{Lu}][\p{L}'’-]+(?:\s[\p{Lu}][\p{L}'’-]+)?),\s*([\p{Lu}][\p{L}'’-]+(?:\s[\p{Lu}][\p{L}'’-]+)?)\s*$/u);
  // "Favre Jacques <jacques.favre@…>": the address says which is the first name.
  const headerName = header.name ? asName(reversed ? `${reversed[2]} ${reversed[1]}` : firstNameFirst(header.name, header.email)) : null;
  const inquiryFrom = INQUIRY_FROM.exec(text)?.[1];
  const signed = fromClosing(text) ?? (intro && asName(intro)) ?? PORTAL_SENDER.exec(text)?.[1] ?? (inquiryFrom && asName(inquiryFrom)) ?? lastLineName(text);
  if (signed) {
    if (!signed.includes(" ") && headerName && fold(headerName).startsWith(`${fold(signed)} `)) return { name: headerName, weak: false };
    if (!signed.includes(" ") && intro && fold(intro).startsWith(`${fold(signed)} `)) return { name: intro, weak: false };
    return { name: firstNameFirst(signed, header.email), weak: !signed.includes(" ") };
  }
  const introName = intro ? asName(intro) : null;
  if (introName) return { name: introName, weak: false };
  if (headerName) return { name: headerName, weak: true };
  return { name: null, weak: true };
}
