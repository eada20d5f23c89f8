import { z } from "zod";
import { isIsoDate, type IsoDate } from "@/lib/domain/dates";
import { INQUIRY_FIELDS, OWN_DOMAINS, type ExtractedInquiry, type ExtractionContext, type InquiryField } from "@/lib/domain/extraction";
import { fold } from "@/lib/domain/extraction/text";

/**
 * Merges a model's extraction into the deterministic one, field by field. A model value is used
 * only when it is valid and plausible against the mail itself (an address or a name that is in
 * the text, dates that parse, are ordered and not past, counts that add up); where the model says
 * nothing or something implausible the rules' value stays. Where both answered and disagree, the
 * field is marked for the admin to check; where they agree, it no longer is.
 */

const COUNT_FIELDS = ["adults", "totalPersons", "children6To16", "children3To5", "babies"] as const;
const MAX_NIGHTS = 90;
const count = z.number().int().min(0).max(999);

/** The model's answer, each field read on its own so that one bad field does not void the rest. */
function field<T>(raw: Record<string, unknown>, key: InquiryField, schema: z.ZodType<T>): T | null {
  const parsed = schema.safeParse(raw[key]);
  return parsed.success ? parsed.data : null;
}

const lettersOf = (s: string) => fold(s).replace(/[^\p{L}\d@.+-]/gu, " ");

function nameInText(name: string, text: string): boolean {
  if (name.length > 80 || /[\d@]/.test(name)) return false;
  const haystack = lettersOf(text);
  const words = fold(name).split(/[^\p{L}]+/u).filter((w) => w.length > 1);
  return words.length > 0 && words.every((w) => new RegExp(`(?<!\\p{L})${w}(?!\\p{L})`, "u").test(haystack));
}

function emailPlausible(email: string, text: string, ownDomains: readonly string[]): boolean {
  if (!/^[^\s@]+@[^\s@]+\.[a-z]{2,}$/i.test(email)) return false;
  const domain = email.split("@")[1]?.toLowerCase() ?? "";
  if (ownDomains.some((own) => domain === own || domain.endsWith(`.${own}`))) return false;
  return text.toLowerCase().includes(email.toLowerCase());
}

/** The number's last nine digits are written on one line of the mail (formats differ, digits do not). */
function phonePlausible(phone: string, text: string): boolean {
  const digits = phone.replace(/\D/g, "");
  if (digits.length < 7 || digits.length > 15) return false;
  const tail = digits.slice(-9);
  return text.split("\n").some((line) => line.replace(/\D/g, "").includes(tail));
}

function countsPlausible(c: Record<(typeof COUNT_FIELDS)[number], number | null>): boolean {
  const young = (c.children6To16 ?? 0) + (c.children3To5 ?? 0) + (c.babies ?? 0);
  if (c.children6To16 === null || c.children3To5 === null || c.babies === null) return false;
  if (c.adults === null && c.totalPersons === null) return false;
  if (c.adults !== null && c.totalPersons !== null && c.adults + young !== c.totalPersons) return false;
  if (c.totalPersons !== null && c.totalPersons < young) return false;
  return (c.totalPersons ?? c.adults ?? 0) > 0;
}

function datesPlausible(checkIn: IsoDate | null, checkOut: IsoDate | null, today: IsoDate): boolean {
  if (checkIn === null || checkOut === null || checkIn < today || checkOut <= checkIn) return false;
  const nights = (Date.parse(checkOut) - Date.parse(checkIn)) / 86_400_000;
  return nights <= MAX_NIGHTS;
}

function same(key: InquiryField, a: unknown, b: unknown): boolean {
  if (typeof a !== "string" || typeof b !== "string") return a === b;
  // A phone written another way ("+41 79 …" for "079 …") is the same number.
  if (key === "guestPhone") return a.replace(/\D/g, "").slice(-9) === b.replace(/\D/g, "").slice(-9);
  return fold(a).replace(/\s+/g, " ").trim() === fold(b).replace(/\s+/g, " ").trim();
}

export function mergeInquiry(
  rules: ExtractedInquiry,
  answer: unknown,
  text: string,
  context: ExtractionContext,
): { extracted: ExtractedInquiry; usedModel: boolean } {
  const raw = typeof answer === "object" && answer !== null ? (answer as Record<string, unknown>) : {};
  const ownDomains = context.ownDomains ?? OWN_DOMAINS;
  const str = z.string().trim().min(1);
  const day = z.string().refine(isIsoDate);

  const model: Partial<Record<InquiryField, unknown>> = {};
  const name = field(raw, "guestName", str);
  if (name !== null && nameInText(name, text)) model.guestName = name;
  const email = field(raw, "guestEmail", str);
  if (email !== null && emailPlausible(email, text, ownDomains)) model.guestEmail = email;
  const phone = field(raw, "guestPhone", str);
  if (phone !== null && phonePlausible(phone, text)) model.guestPhone = phone;
  const property = field(raw, "propertyPreference", str);
  if (property !== null && fold(text).includes(fold(property))) model.propertyPreference = property;
  const counts = Object.fromEntries(COUNT_FIELDS.map((k) => [k, field(raw, k, count)])) as Record<(typeof COUNT_FIELDS)[number], number | null>;
  // One count that is there but not a count (-1, 2.5, "two") voids the model's whole party.
  const malformed = COUNT_FIELDS.some((k) => raw[k] !== undefined && raw[k] !== null && counts[k] === null);
  if (!malformed && countsPlausible(counts)) Object.assign(model, counts);
  const checkIn = field(raw, "checkIn", day);
  const checkOut = field(raw, "checkOut", day);
  if (datesPlausible(checkIn, checkOut, context.today)) Object.assign(model, { checkIn, checkOut });

  const merged: ExtractedInquiry = { ...rules };
  const uncertain = new Set(rules.uncertain);
  let usedModel = false;
  for (const [key, value] of Object.entries(model) as [InquiryField, unknown][]) {
    const before = rules[key];
    if (same(key, value, before)) {
      uncertain.delete(key);
      continue;
    }
    if (before !== null && before !== 0) uncertain.add(key);
    else uncertain.delete(key);
    Object.assign(merged, { [key]: value });
    usedModel = true;
  }
  merged.uncertain = INQUIRY_FIELDS.filter((f) => uncertain.has(f));
  return { extracted: merged, usedModel };
}
