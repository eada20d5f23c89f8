/**
 * A search from a URL query (the listing's address bar), or null when nothing is searched. Only
 * the search's own keys are kept (not utm_source and the like); validation is the schema's job
 * (lib/schemas/search.ts), which the browser loads only when the search form is submitted.
 */
export function searchFromParams(params: URLSearchParams): Record<string, string> | null {
  const picked: Record<string, string> = {};
  for (const key of ["village", "checkIn", "checkOut", "guests"]) {
    const value = params.get(key);
    if (value) picked[key] = value;
  }
  return Object.keys(picked).length > 0 ? picked : null;
}
