// Defaults for a property that first appears through a Smoobu booking (an apartment we have not
// set up yet): hidden until an admin completes it. Pure, unit-tested.

export interface NewPropertyDefaults {
  name: string;
  slug: string;
  location: string;
  bedrooms: number;
  bathrooms: number;
  maxGuests: number;
  smoobuPropertyId: number;
  isVisible: false;
}

/** Lowercase, ASCII, dashes: "Chalet Größe 2" → "chalet-grosse-2". */
export function slugify(name: string): string {
  const base = name
    .toLowerCase()
    .replace(/ß/g, "ss")
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  return base || "property";
}

/** `base`, or `base-2`, `base-3`… whichever is not taken. */
export function uniqueSlug(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) {
    const candidate = `${base}-${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}

export function newPropertyDefaults(
  apartment: { id: number; name?: string | null },
  guests: { adults: number; children: number } | null,
  takenSlugs: ReadonlySet<string>,
): NewPropertyDefaults {
  const name = (apartment.name ?? "").trim() || `Smoobu ${apartment.id}`;
  const people = guests ? guests.adults + guests.children : 0;
  return {
    name,
    slug: uniqueSlug(slugify(name), takenSlugs),
    location: "Saas-Fee",
    bedrooms: 1,
    bathrooms: 1,
    maxGuests: people > 0 ? people : 2,
    smoobuPropertyId: apartment.id,
    isVisible: false,
  };
}
