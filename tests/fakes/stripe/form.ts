/**
 * Stripe's request bodies: application/x-www-form-urlencoded with bracket notation, as the SDK
 * writes them (qs, indices): `line_items[0][price_data][unit_amount]=1000&metadata[a]=b`.
 */

export type FormValue = string | FormValue[] | { [key: string]: FormValue };

function keyPath(key: string): string[] {
  const first = key.indexOf("[");
  if (first === -1) return [key];
  const parts = [key.slice(0, first)];
  for (const match of key.slice(first).matchAll(/\[([^\]]*)\]/g)) parts.push(match[1] ?? "");
  return parts;
}

/** Objects whose keys are exactly 0..n-1 become arrays (Stripe's lists). */
function arrays(value: FormValue): FormValue {
  if (typeof value === "string" || Array.isArray(value)) return value;
  const keys = Object.keys(value);
  const converted = Object.fromEntries(keys.map((k) => [k, arrays(value[k] as FormValue)]));
  if (keys.length > 0 && keys.every((k, i) => k === String(i))) return keys.map((k) => converted[k] as FormValue);
  return converted;
}

export function parseStripeForm(body: string): Record<string, FormValue> {
  const root: Record<string, FormValue> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = keyPath(key);
    let node: Record<string, FormValue> = root;
    path.forEach((part, i) => {
      // "a[]" appends: give it the next index.
      const name = part === "" ? String(Object.keys(node).length) : part;
      if (i === path.length - 1) {
        node[name] = value;
        return;
      }
      const next = node[name];
      if (typeof next !== "object" || Array.isArray(next)) node[name] = {};
      node = node[name] as Record<string, FormValue>;
    });
  }
  return arrays(root) as Record<string, FormValue>;
}
