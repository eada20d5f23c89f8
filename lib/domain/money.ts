/**
 * Money in integer Rappen (1 CHF = 100 Rappen).
 *
 * Floats cannot hold most CHF amounts exactly (0.29 * 100 = 28.999999999999996), so amounts are
 * converted to Rappen once, from their decimal text, and every sum after that is an integer sum.
 */

/** An integer number of Rappen. */
export type Rappen = number;

const DECIMAL_PATTERN = /^([+-])?(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d+))?$/;
const MAX_SAFE = BigInt(Number.MAX_SAFE_INTEGER);

/** Throws unless `r` is a safe integer: a float here means CHF leaked in where Rappen belong. */
export function assertRappen(r: number, what = "amount"): asserts r is Rappen {
  if (!Number.isSafeInteger(r)) throw new RangeError(`${what} must be an integer number of Rappen, got ${r}`);
}

/**
 * Converts a CHF amount to Rappen from its decimal text: "123.45", 123.45 (via its shortest
 * string form "123.45", never via 123.45 * 100) or a Prisma Decimal (via toString()).
 * Exponent notation ("1e-7", "1.5e+3") is accepted because Number and Decimal produce it.
 *
 * More than two decimals are rounded once, half away from zero:
 * "1.005" → 101, "-1.005" → −101, "1.004" → 100 (and so toRappen(1.005) === 101, where
 * Math.round(1.005 * 100) would give 100).
 *
 * @throws RangeError for non-numeric text, NaN/Infinity, or a result beyond the safe integer range.
 */
export function toRappen(value: string | number | { toString(): string }): Rappen {
  if (typeof value === "number" && !Number.isFinite(value)) {
    throw new RangeError(`Not a finite amount: ${value}`);
  }
  const text = (typeof value === "string" ? value : value.toString()).trim();
  const match = DECIMAL_PATTERN.exec(text);
  const intDigits = match?.[2] ?? "";
  const fracDigits = match?.[3] ?? "";
  if (!match || intDigits + fracDigits === "") {
    throw new RangeError(`Not a decimal amount: ${JSON.stringify(text)}`);
  }
  const negative = match[1] === "-";
  const exponent = Number(match[4] ?? "0");

  // All significant digits, and where the decimal point of the amount in Rappen (× 100) falls.
  let digits = intDigits + fracDigits;
  let point = intDigits.length + exponent + 2;
  const leadingZeros = digits.length - digits.replace(/^0+/, "").length;
  digits = digits.slice(leadingZeros);
  point -= leadingZeros;
  if (digits === "") return 0;
  // 17 integer digits already exceed Number.MAX_SAFE_INTEGER (16 digits).
  if (point > 16) throw new RangeError(`Amount too large: ${JSON.stringify(text)}`);
  if (point < 0) return 0; // below 0.1 Rappen: rounds to zero

  const whole = digits.slice(0, point).padEnd(point, "0");
  // Half away from zero: the first dropped digit alone decides whether the rest is ≥ one half.
  const roundUp = (digits[point] ?? "0") >= "5";
  const magnitude = BigInt(whole === "" ? "0" : whole) + (roundUp ? 1n : 0n);
  if (magnitude > MAX_SAFE) throw new RangeError(`Amount too large: ${JSON.stringify(text)}`);
  const rappen = Number(magnitude);
  return negative && rappen !== 0 ? -rappen : rappen;
}

/**
 * Rappen as a CHF number (12345 → 123.45), for APIs that need a number. Not for further sums.
 * The division is correctly rounded, so the result is the double closest to the exact decimal.
 */
export function fromRappen(r: Rappen): number {
  assertRappen(r);
  return r === 0 ? 0 : r / 100;
}

/** Exact decimal text with two decimals: 12345 → "123.45", −500 → "-5.00", 7 → "0.07". */
export function rappenToDecimalString(r: Rappen): string {
  assertRappen(r);
  const abs = Math.abs(r);
  const francs = Math.floor(abs / 100);
  const cents = String(abs % 100).padStart(2, "0");
  return `${r < 0 ? "-" : ""}${francs}.${cents}`;
}

const CHF_LOCALES = { de: "de-CH", en: "en-CH", fr: "fr-CH" } as const;
/**
 * The thousands separator, pinned rather than left to the runtime's ICU: Node 24's data groups
 * fr-CH with an apostrophe where Node 20 and the browsers use a narrow no-break space, and a server
 * and a browser that disagree break hydration and the page's typography.
 */
const CHF_GROUP = { de: "'", en: "'", fr: "\u202f" } as const;
const formatters = new Map<string, Intl.NumberFormat>();

/** The minus sign (U+2212) that leads a negative amount: "−CHF 300.00", "−300.00 CHF". */
export const MINUS_SIGN = "\u2212";

/**
 * A CHF amount for display in the visitor's language (Swiss conventions of de, en or fr).
 *
 * A negative amount (a discount, a refund) leads with a real minus sign before the whole amount,
 * currency included: "−CHF 300.00" (de, en), "−300.00 CHF" (fr). ICU would write "CHF-300.00" for
 * de-CH, which reads like a hyphenated word, and a hyphen-minus that screen readers skip.
 */
export function formatChf(r: Rappen, locale: "de" | "en" | "fr"): string {
  assertRappen(r);
  return r < 0 ? `${MINUS_SIGN}${formatMagnitude(-r, locale)}` : formatMagnitude(r, locale);
}

function formatMagnitude(r: Rappen, locale: "de" | "en" | "fr"): string {
  const tag = CHF_LOCALES[locale];
  let formatter = formatters.get(tag);
  if (!formatter) {
    // Created once per locale: constructing Intl formatters is comparatively slow.
    formatter = new Intl.NumberFormat(tag, { style: "currency", currency: "CHF" });
    formatters.set(tag, formatter);
  }
  const group = CHF_GROUP[locale];
  return formatter
    .formatToParts(fromRappen(r))
    .map((part) => (part.type === "group" ? group : part.value))
    .join("");
}

/**
 * Integer division rounded half away from zero: roundDiv(5, 2) = 3, roundDiv(-5, 2) = −3,
 * roundDiv(7, 3) = 2. Both arguments must be safe integers and the denominator non-zero,
 * so the result is exact (no float quotient is ever rounded).
 */
export function roundDiv(numerator: number, denominator: number): number {
  if (!Number.isSafeInteger(numerator) || !Number.isSafeInteger(denominator)) {
    throw new RangeError(`roundDiv needs safe integers, got ${numerator} / ${denominator}`);
  }
  if (denominator === 0) throw new RangeError("roundDiv by zero");
  const a = Math.abs(numerator);
  const b = Math.abs(denominator);
  const remainder = a % b;
  // (a − remainder) is an exact multiple of b, so this quotient is an exact integer.
  let quotient = (a - remainder) / b;
  if (remainder * 2 >= b) quotient += 1;
  const negative = numerator < 0 !== denominator < 0;
  return negative && quotient !== 0 ? -quotient : quotient;
}

/** A decimal as an exact integer of units of 10^exp: "12.345" → { units: 12345n, exp: −3 }. */
function exactDecimal(value: string | number): { units: bigint; exp: number } {
  if (typeof value === "number" && !Number.isFinite(value)) throw new RangeError(`Not a finite amount: ${value}`);
  const text = (typeof value === "string" ? value : String(value)).trim();
  const match = DECIMAL_PATTERN.exec(text);
  const intDigits = match?.[2] ?? "";
  const fracDigits = match?.[3] ?? "";
  if (!match || intDigits + fracDigits === "") throw new RangeError(`Not a decimal amount: ${JSON.stringify(text)}`);
  const exp = Number(match[4] ?? "0") - fracDigits.length;
  // Beyond these bounds an amount is either far below a Rappen or far beyond any price: refuse the
  // large, drop the tiny, and never build a huge power of ten from hostile JSON.
  const significant = (intDigits + fracDigits).replace(/^0+/, "");
  if (significant === "") return { units: 0n, exp: 0 };
  if (exp + significant.length > 16) throw new RangeError(`Amount too large: ${JSON.stringify(text)}`);
  if (exp + significant.length < -12) return { units: 0n, exp: 0 };
  const units = BigInt(significant);
  return { units: match[1] === "-" ? -units : units, exp };
}

/**
 * The exact sum of CHF amounts (decimal text or numbers by their shortest text), rounded once to
 * the Rappen, half away from zero: ["33.333", "33.333", "33.334"] → 10000, where rounding each
 * first would give 9999. Money sums are rounded once, at the end.
 *
 * @throws RangeError for an amount that is not a decimal, or a sum beyond the safe range.
 */
export function sumChfToRappen(values: readonly (string | number)[]): Rappen {
  const parts = values.map(exactDecimal);
  const exp = Math.min(-2, ...parts.map((p) => p.exp));
  let total = 0n;
  for (const p of parts) total += p.units * 10n ** BigInt(p.exp - exp);
  // total × 10^exp CHF = total × 10^(exp + 2) Rappen, with exp + 2 ≤ 0.
  const divisor = 10n ** BigInt(-(exp + 2));
  const negative = total < 0n;
  const magnitude = negative ? -total : total;
  let rappen = magnitude / divisor;
  if ((magnitude % divisor) * 2n >= divisor) rappen += 1n;
  if (rappen > MAX_SAFE) throw new RangeError("Sum too large");
  const result = Number(rappen);
  return negative && result !== 0 ? -result : result;
}
