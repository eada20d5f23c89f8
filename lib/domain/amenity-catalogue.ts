import type { AmenityIconName } from "./amenity-icons";

/**
 * The amenities a chalet in the Saas valley commonly lists, each with a stable key (what the
 * database stores: `{ key }`), an icon and its label in every language of the site. Labels live
 * here rather than in messages/*.json because they are data the editor picks from, not screen
 * text. German is Swiss (ss, Cheminée, Tumbler, Velo); French uses Swiss terms too (place de parc).
 *
 * Keys are stored: never rename or remove one (an unknown stored key is dropped from the page).
 * `aliases` are English texts of older rows (plain strings) that mean this entry.
 */

export const AMENITY_GROUPS = ["winter", "wellness", "kitchen", "living", "household", "outdoor", "family", "access", "rules"] as const;
export type AmenityGroup = (typeof AMENITY_GROUPS)[number];

export interface CatalogueAmenity {
  key: string;
  group: AmenityGroup;
  icon: AmenityIconName;
  label: { de: string; en: string; fr: string };
  aliases?: readonly string[];
}

export const AMENITY_CATALOGUE = [
  // Winter
  { key: "ski-room", group: "winter", icon: "snowflake", label: { de: "Skiraum", en: "Ski room", fr: "Local à skis" }, aliases: ["Ski storage", "Ski locker"] },
  { key: "boot-dryer", group: "winter", icon: "heater", label: { de: "Skischuhtrockner", en: "Boot dryer", fr: "Sèche-chaussures de ski" }, aliases: ["Boot warmer", "Boot warmers", "Ski boot dryer"] },
  { key: "ski-in-ski-out", group: "winter", icon: "cable-car", label: { de: "Direkt an der Piste", en: "Ski-in/ski-out", fr: "Skis aux pieds" } },
  // Wellness and bathrooms
  { key: "sauna", group: "wellness", icon: "flame", label: { de: "Sauna", en: "Sauna", fr: "Sauna" } },
  { key: "hot-tub", group: "wellness", icon: "waves", label: { de: "Whirlpool", en: "Hot tub", fr: "Bain à remous" }, aliases: ["Jacuzzi", "Whirlpool"] },
  { key: "pool", group: "wellness", icon: "waves", label: { de: "Schwimmbad", en: "Swimming pool", fr: "Piscine" }, aliases: ["Pool", "Indoor pool"] },
  { key: "bathtub", group: "wellness", icon: "bath", label: { de: "Badewanne", en: "Bathtub", fr: "Baignoire" } },
  { key: "shower", group: "wellness", icon: "shower-head", label: { de: "Dusche", en: "Shower", fr: "Douche" } },
  // Kitchen
  { key: "kitchen", group: "kitchen", icon: "utensils", label: { de: "Voll ausgestattete Küche", en: "Fully equipped kitchen", fr: "Cuisine entièrement équipée" }, aliases: ["Kitchen", "Modern kitchen", "Large kitchen", "Kitchen-diner"] },
  { key: "dishwasher", group: "kitchen", icon: "utensils", label: { de: "Geschirrspüler", en: "Dishwasher", fr: "Lave-vaisselle" } },
  { key: "coffee-machine", group: "kitchen", icon: "coffee", label: { de: "Kaffeemaschine", en: "Coffee machine", fr: "Machine à café" }, aliases: ["Coffee maker"] },
  { key: "microwave", group: "kitchen", icon: "microwave", label: { de: "Mikrowelle", en: "Microwave", fr: "Micro-ondes" } },
  { key: "fondue-raclette", group: "kitchen", icon: "cooking-pot", label: { de: "Raclette- und Fondue-Sets", en: "Raclette and fondue sets", fr: "Appareils à raclette et à fondue" }, aliases: ["Raclette & fondue sets"] },
  // Living
  { key: "wifi", group: "living", icon: "wifi", label: { de: "WLAN", en: "Wi-Fi", fr: "Wi-Fi" }, aliases: ["WiFi", "Wifi", "Wireless internet"] },
  { key: "tv", group: "living", icon: "tv", label: { de: "Fernseher", en: "TV", fr: "Télévision" }, aliases: ["Smart TV", "Television"] },
  { key: "fireplace", group: "living", icon: "flame", label: { de: "Cheminée", en: "Fireplace", fr: "Cheminée" }, aliases: ["Open fireplace"] },
  { key: "wood-stove", group: "living", icon: "flame", label: { de: "Holzofen", en: "Wood-burning stove", fr: "Poêle à bois" }, aliases: ["Wood stove"] },
  { key: "floor-heating", group: "living", icon: "heater", label: { de: "Bodenheizung", en: "Underfloor heating", fr: "Chauffage au sol" }, aliases: ["Floor heating"] },
  { key: "board-games", group: "living", icon: "dices", label: { de: "Gesellschaftsspiele", en: "Board games", fr: "Jeux de société" } },
  { key: "books", group: "living", icon: "book-open", label: { de: "Bücher", en: "Books", fr: "Livres" } },
  { key: "projector", group: "living", icon: "tv", label: { de: "Beamer und Leinwand", en: "Projector and screen", fr: "Projecteur et écran" }, aliases: ["Projector & screen", "Projector"] },
  { key: "seminar-room", group: "living", icon: "presentation", label: { de: "Seminarraum", en: "Seminar room", fr: "Salle de séminaire" } },
  // Household
  { key: "washing-machine", group: "household", icon: "washing-machine", label: { de: "Waschmaschine", en: "Washing machine", fr: "Lave-linge" } },
  { key: "tumble-dryer", group: "household", icon: "washing-machine", label: { de: "Tumbler", en: "Tumble dryer", fr: "Sèche-linge" }, aliases: ["Dryer"] },
  { key: "bed-linen", group: "household", icon: "bed-double", label: { de: "Bettwäsche und Frottiertücher", en: "Bed linen and towels", fr: "Linge de lit et serviettes" }, aliases: ["Bed linen & towels", "Linen and towels"] },
  // Outdoor and views
  { key: "balcony", group: "outdoor", icon: "sun", label: { de: "Balkon", en: "Balcony", fr: "Balcon" } },
  { key: "terrace", group: "outdoor", icon: "sun", label: { de: "Terrasse", en: "Terrace", fr: "Terrasse" }, aliases: ["Sunny terrace", "Sun terrace"] },
  { key: "garden", group: "outdoor", icon: "trees", label: { de: "Garten", en: "Garden", fr: "Jardin" } },
  { key: "barbecue", group: "outdoor", icon: "flame", label: { de: "Grill", en: "Barbecue", fr: "Barbecue" }, aliases: ["BBQ", "Grill"] },
  { key: "garden-furniture", group: "outdoor", icon: "sofa", label: { de: "Gartenmöbel", en: "Garden furniture", fr: "Mobilier de jardin" } },
  { key: "mountain-view", group: "outdoor", icon: "mountain", label: { de: "Bergsicht", en: "Mountain view", fr: "Vue sur les montagnes" }, aliases: ["Panoramic view", "Mountain views"] },
  { key: "glacier-view", group: "outdoor", icon: "mountain-snow", label: { de: "Gletschersicht", en: "Glacier view", fr: "Vue sur le glacier" } },
  { key: "quiet-location", group: "outdoor", icon: "trees", label: { de: "Ruhige Lage", en: "Quiet location", fr: "Situation calme" } },
  // Families
  { key: "family-friendly", group: "family", icon: "baby", label: { de: "Familienfreundlich", en: "Family-friendly", fr: "Idéal pour les familles" }, aliases: ["Family friendly"] },
  { key: "cot", group: "family", icon: "baby", label: { de: "Kinderbett", en: "Cot", fr: "Lit bébé" }, aliases: ["Baby cot", "Crib"] },
  { key: "high-chair", group: "family", icon: "baby", label: { de: "Kinderstuhl", en: "High chair", fr: "Chaise haute" } },
  { key: "playroom", group: "family", icon: "toy-brick", label: { de: "Spielzimmer", en: "Playroom", fr: "Salle de jeux" } },
  // Arrival, parking and access
  { key: "parking", group: "access", icon: "square-parking", label: { de: "Parkplatz", en: "Parking", fr: "Place de parc" }, aliases: ["Parking space", "Free parking"] },
  { key: "garage", group: "access", icon: "warehouse", label: { de: "Garage", en: "Garage", fr: "Garage" } },
  { key: "ev-charger", group: "access", icon: "ev-charger", label: { de: "Ladestation für Elektroautos", en: "EV charger", fr: "Borne de recharge pour voitures électriques" }, aliases: ["EV charging"] },
  { key: "lift", group: "access", icon: "arrow-up-down", label: { de: "Lift", en: "Lift", fr: "Ascenseur" }, aliases: ["Elevator"] },
  { key: "wheelchair-accessible", group: "access", icon: "accessibility", label: { de: "Rollstuhlgängig", en: "Wheelchair accessible", fr: "Accessible en fauteuil roulant" } },
  { key: "bike-storage", group: "access", icon: "bike", label: { de: "Veloraum", en: "Bike storage", fr: "Local à vélos" } },
  // House rules
  { key: "pets-allowed", group: "rules", icon: "paw-print", label: { de: "Haustiere willkommen", en: "Pets welcome", fr: "Animaux bienvenus" }, aliases: ["Pets allowed", "Dogs welcome", "Dogs allowed"] },
  { key: "non-smoking", group: "rules", icon: "cigarette-off", label: { de: "Nichtraucherhaus", en: "Non-smoking", fr: "Non-fumeur" }, aliases: ["No smoking"] },
] as const satisfies readonly CatalogueAmenity[];

export type AmenityKey = (typeof AMENITY_CATALOGUE)[number]["key"];

const BY_KEY: ReadonlyMap<string, CatalogueAmenity> = new Map(AMENITY_CATALOGUE.map((a) => [a.key, a]));

export function isAmenityKey(x: unknown): x is AmenityKey {
  return typeof x === "string" && BY_KEY.has(x);
}

/** The catalogue entry of a key, or undefined for anything else. */
export function catalogueAmenity(key: unknown): CatalogueAmenity | undefined {
  return typeof key === "string" ? BY_KEY.get(key) : undefined;
}

/** How texts are compared when matching: case, spacing and Unicode form do not count. */
export function normalizeAmenityText(text: string): string {
  return text.normalize("NFC").trim().replace(/\s+/g, " ").toLocaleLowerCase("en");
}

const BY_TEXT: ReadonlyMap<string, AmenityKey> = (() => {
  const map = new Map<string, AmenityKey>();
  for (const a of AMENITY_CATALOGUE) {
    const texts: readonly string[] = [a.label.en, ...("aliases" in a ? a.aliases : []), a.label.de, a.label.fr];
    // The first entry that claims a text keeps it (English labels come first).
    for (const text of texts) if (!map.has(normalizeAmenityText(text))) map.set(normalizeAmenityText(text), a.key);
  }
  return map;
})();

/**
 * The catalogue key an older row's text means: its label in any language (older rows were
 * written in English, some admins typed German) or one of its English aliases. Null otherwise.
 */
export function amenityKeyForText(text: string): AmenityKey | null {
  return BY_TEXT.get(normalizeAmenityText(text)) ?? null;
}
