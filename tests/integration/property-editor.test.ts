import { readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { createPointOfInterestAction } from "@/lib/actions/properties/create-point-of-interest";
import { deletePointOfInterestAction } from "@/lib/actions/properties/delete-point-of-interest";
import { updatePointOfInterestAction } from "@/lib/actions/properties/update-point-of-interest";
import { savePropertyAction } from "@/lib/actions/properties/save-property";
import { uploadPropertyImageAction } from "@/lib/actions/properties/upload-property-image";
import { listPoiOptions } from "@/lib/data/points-of-interest";
import { findRenamedPropertySlug, slugWasProperty } from "@/lib/data/properties";
import { getPropertyForm } from "@/lib/data/property-editor";
import { EMPTY_PROPERTY_FORM, type PropertyFormInput } from "@/lib/schemas/property-editor";
import { EMPTY_POI_FORM } from "@/lib/schemas/point-of-interest";
import { callAs, createCallers, REFUSED_CALLERS } from "@/tests/support/admin-session";
import { createTestDb, type TestDb } from "@/tests/support/test-db";

// The property editor's actions against a real database: create and update with every field,
// FAQ order and point-of-interest links, slug and Smoobu-id uniqueness, translated validation,
// photo uploads (type, size, re-encoding), revalidation by tag, and the admin-only guard.

const request = vi.hoisted(() => ({ cookies: new Map<string, string>(), ip: 1 }));
vi.mock("next/headers", async () => (await import("@/tests/support/fake-request")).mockRequestHeaders(request));
vi.mock("react", async (original) => ({ ...(await original<typeof import("react")>()), cache: <T>(fn: T) => fn }));
const revalidateTag = vi.hoisted(() => vi.fn());
vi.mock("next/cache", () => ({ revalidateTag, unstable_cache: <T>(fn: T) => fn }));
const uploads = vi.hoisted(() => ({ dir: "" }));
vi.mock("@/lib/storage/property-images", async (original) => {
  const real = await original<typeof import("@/lib/storage/property-images")>();
  const { LocalImageStorage } = await import("@/lib/storage/local-image-storage");
  return { ...real, propertyImageStorage: () => new LocalImageStorage(uploads.dir) };
});

let db: TestDb;
const form = (over: Partial<PropertyFormInput> = {}): PropertyFormInput => ({
  ...EMPTY_PROPERTY_FORM,
  name: "Chalet Test",
  slug: "chalet-test",
  description: { de: "Ein schönes Chalet", en: "A lovely chalet", fr: "" },
  ...over,
});
const jpeg = async () => sharp({ create: { width: 64, height: 48, channels: 3, background: "#3a7" } }).jpeg().toBuffer();

beforeAll(async () => {
  process.env.AUTH_SECRET = "integration-test-secret-with-enough-length-1234567890";
  uploads.dir = path.join(os.tmpdir(), `saastal-editor-${process.pid}-${Date.now()}`);
  db = await createTestDb();
  await createCallers(db);
});

afterAll(async () => {
  await db?.drop();
  await rm(uploads.dir, { recursive: true, force: true });
});

beforeEach(async () => {
  revalidateTag.mockClear();
  await callAs(request, db, "admin");
});

describe("save", () => {
  it("creates a property with every field, FAQ in order and POI links, and reads it back for the form", async () => {
    const poi = await db.prisma.pointOfInterest.create({ data: { name: "Bergbahn", category: "ski_facilities" } });
    const input = form({
      slug: "chalet-neu", location: "Saas-Almagell", address: "Dorfstrasse 1", latitude: "46.104", longitude: "7.957", googlePlaceId: "ChIJ123",
      websiteUrl: "https://example.com/neu", airbnbUrl: "", bookingUrl: "https://booking.example/neu", phone: "+41 27 957 00 00",
      maxGuests: "6", bedrooms: "3", bathrooms: "2", sizeM2: "120", pricePerNight: "320.50", cleaningFee: "180", downpaymentAmount: "500",
      checkInTime: "15:00", checkOutTime: "09:30", smoobuPropertyId: "777", isVisible: true, isGroupHouse: true, requestGuestLists: true,
      balanceDueDays: "45",
      arrivalInfo: { de: "Postauto bis Saas-Almagell", en: "Post bus to Saas-Almagell", fr: "" },
      parkingInfo: { de: "Zwei Plätze", en: "", fr: "Deux places" },
      keyInfo: { de: "Schlüsselbox links", en: "Key box on the left", fr: "Boîte à clés à gauche" },
      accessDetails: { de: "Code 4711", en: "", fr: "" },
      amenities: { keys: ["wifi", "garden"], custom: [{ label: { de: "Tischfussball", en: "", fr: "Baby-foot" }, icon: "dices" }] },
      faqs: [
        { question: { de: "Erste?", en: "First?", fr: "" }, answer: { de: "Ja", en: "Yes", fr: "" } },
        { question: { de: "Zweite?", en: "", fr: "" }, answer: { de: "Nein", en: "", fr: "" } },
      ],
      pointOfInterestIds: [poi.id],
    });
    const result = await savePropertyAction("en", input);
    expect(result.data?.ok).toBe(true);
    const id = result.data?.id ?? "";
    const row = await db.prisma.property.findUniqueOrThrow({ where: { id }, include: { faqItems: { orderBy: { orderIndex: "asc" } } } });
    expect(row.pricePerNight?.toFixed(2)).toBe("320.50");
    expect(row.amenities).toEqual([{ key: "wifi" }, { key: "garden" }, { label: { de: "Tischfussball", fr: "Baby-foot" }, icon: "dices" }]);
    expect(row.description).toEqual({ de: "Ein schönes Chalet", en: "A lovely chalet" });
    expect(row).toMatchObject({ balanceDueDays: 45, parkingInfo: { de: "Zwei Plätze", fr: "Deux places" }, keyInfo: { de: "Schlüsselbox links", en: "Key box on the left", fr: "Boîte à clés à gauche" } });
    // The codes are left out of ordinary reads; the editor's own read has them.
    expect(row).not.toHaveProperty("accessDetails");
    expect((await db.prisma.property.findUniqueOrThrow({ where: { id }, select: { accessDetails: true } })).accessDetails).toEqual({ de: "Code 4711" });
    expect(row.faqItems.map((f) => [f.orderIndex, f.question])).toEqual([[0, { de: "Erste?", en: "First?" }], [1, { de: "Zweite?" }]]);
    expect(await getPropertyForm(id)).toEqual({ ...input, id, cleaningFee: "180.00", downpaymentAmount: "500.00" });
    expect(revalidateTag.mock.calls).toEqual([["properties", "max"], ["property:chalet-neu", "max"]]);
  });

  it("updates, reorders the FAQ, changes the slug and revalidates the old and the new page", async () => {
    const id = (await savePropertyAction("en", form({ slug: "old-slug", faqs: [{ question: { de: "A", en: "", fr: "" }, answer: { de: "1", en: "", fr: "" } }, { question: { de: "B", en: "", fr: "" }, answer: { de: "2", en: "", fr: "" } }] }))).data?.id ?? "";
    revalidateTag.mockClear();
    const saved = await getPropertyForm(id);
    if (!saved) throw new Error("missing");
    const result = await savePropertyAction("en", { ...saved, slug: "new-slug", name: "Renamed", faqs: [...saved.faqs].reverse() });
    expect(result.data).toEqual({ ok: true, id });
    const after = await getPropertyForm(id);
    expect(after?.name).toBe("Renamed");
    expect(after?.faqs.map((f) => f.question.de)).toEqual(["B", "A"]);
    // The old URL turns into a redirect: its page expires at once (see expireRenamedPropertyPage).
    expect(revalidateTag.mock.calls).toEqual([["properties", "max"], ["property:new-slug", "max"], ["property:old-slug", "max"], ["property:old-slug", { expire: 0 }]]);
  });

  it("keeps an old slug as a redirect to the current one, for visible properties, until a property takes it again", async () => {
    const id = (await savePropertyAction("en", form({ slug: "first-name", isVisible: true }))).data?.id ?? "";
    const saved = await getPropertyForm(id);
    if (!saved) throw new Error("missing");
    await savePropertyAction("en", { ...saved, slug: "second-name" });
    await savePropertyAction("en", { ...saved, slug: "third-name" });
    // Both old URLs lead to the current slug, not along a chain.
    expect(await findRenamedPropertySlug("first-name")).toBe("third-name");
    expect(await findRenamedPropertySlug("second-name")).toBe("third-name");
    expect(await findRenamedPropertySlug("never-used")).toBeNull();
    // Hidden properties redirect nowhere (their page is a 404 like any hidden page).
    await savePropertyAction("en", { ...saved, slug: "third-name", isVisible: false });
    expect(await findRenamedPropertySlug("first-name")).toBeNull();
    // Its current and old slugs still were a property's: their 404 speaks of a property, a typo's of a page.
    expect(await slugWasProperty("third-name")).toBe(true);
    expect(await slugWasProperty("first-name")).toBe(true);
    expect(await slugWasProperty("kontakt")).toBe(false);
    expect(await slugWasProperty("not a slug")).toBe(false);
    // A new property taking an old slug owns that URL again.
    await savePropertyAction("en", form({ slug: "first-name" }));
    expect(await db.prisma.propertySlugRedirect.findMany({ where: { propertyId: id }, orderBy: { slug: "asc" } })).toMatchObject([{ slug: "second-name" }]);
    // Deleting the property takes its redirects with it.
    await db.prisma.property.delete({ where: { id } });
    expect(await db.prisma.propertySlugRedirect.count({ where: { propertyId: id } })).toBe(0);
  });

  it("keeps slugs and Smoobu ids unique", async () => {
    await savePropertyAction("en", form({ slug: "taken", smoobuPropertyId: "4242" }));
    expect((await savePropertyAction("en", form({ slug: "taken" }))).serverError).toEqual({ code: "slugTaken", message: "Another property already uses this slug" });
    expect((await savePropertyAction("de", form({ slug: "free", smoobuPropertyId: "4242" }))).serverError).toEqual({
      code: "smoobuIdTaken",
      message: "Ein anderes Objekt verwendet diese Smoobu-ID bereits",
    });
    expect(await db.prisma.property.count({ where: { slug: "free" } })).toBe(0);
  });

  it("answers with translated validation messages and saves nothing", async () => {
    const before = await db.prisma.property.count();
    const result = await savePropertyAction("fr", form({ name: "", slug: "Bad Slug", maxGuests: "0", pricePerNight: "1.234", websiteUrl: "nope", balanceDueDays: "400", description: { de: "", en: "", fr: "" } }));
    expect(result.validationErrors?.fieldErrors).toEqual({
      name: ["Le nom est obligatoire"],
      slug: ["Utilisez des minuscules, des chiffres et des traits d’union simples, p. ex. chalet-dom"],
      maxGuests: ["Saisissez au moins 1 hôte"],
      pricePerNight: ["Saisissez un montant en CHF, p. ex. 320 ou 320.50"],
      websiteUrl: ["Saisissez une adresse complète commençant par https://"],
      balanceDueDays: ["Saisissez un nombre entier de jours de 0 à 365."],
      "description.de": ["Une description en allemand est obligatoire"],
    });
    expect((await savePropertyAction("en", form({ id: "00000000-0000-4000-8000-000000000000" }))).serverError?.code).toBe("propertyNotFound");
    expect(await db.prisma.property.count()).toBe(before);
  });
});

describe("amenities", () => {
  const insertLegacy = (slug: string) =>
    db.prisma.property.create({
      data: {
        name: "Chalet Alt", slug, location: "Saas-Fee", address: "", description: { de: "Alt" }, maxGuests: 4, bedrooms: 2, bathrooms: 1,
        amenities: ["Wi-Fi", { label: "Sauna", icon: "flame" }, "Dining hall for 24", { name: "Boot dryer" }, { label: "Ski room with boot warmers", icon: "snowflake" }],
      },
    });

  it("reads older rows for the form (matched texts as keys) and migrates them on the next save", async () => {
    const { id } = await insertLegacy("chalet-alt");
    const loaded = await getPropertyForm(id);
    expect(loaded?.amenities).toEqual({
      keys: ["wifi", "sauna", "boot-dryer"],
      custom: [
        { label: { de: "Dining hall for 24", en: "", fr: "" }, icon: "" },
        { label: { de: "Ski room with boot warmers", en: "", fr: "" }, icon: "snowflake" },
      ],
    });
    if (!loaded) throw new Error("missing");
    const custom = [{ label: { de: "Speisesaal für 24 Personen", en: "Dining hall for 24", fr: "Salle à manger pour 24 personnes" }, icon: "utensils" as const }];
    const result = await savePropertyAction("de", { ...loaded, amenities: { keys: [...loaded.amenities.keys, "lift"], custom } });
    expect(result.data).toEqual({ ok: true, id });
    const row = await db.prisma.property.findUniqueOrThrow({ where: { id } });
    expect(row.amenities).toEqual([{ key: "wifi" }, { key: "sauna" }, { key: "boot-dryer" }, { key: "lift" }, { label: custom[0]?.label, icon: "utensils" }]);
    // Saving revalidates the listing and this property's pages in every language (tags are per slug).
    expect(revalidateTag.mock.calls).toEqual([["properties", "max"], ["property:chalet-alt", "max"]]);
  });

  it("refuses a key the catalogue does not know with a translated message, and changes nothing", async () => {
    const { id } = await insertLegacy("chalet-unbekannt");
    const before = await db.prisma.property.findUniqueOrThrow({ where: { id } });
    const loaded = await getPropertyForm(id);
    if (!loaded) throw new Error("missing");
    revalidateTag.mockClear();
    const tampered = { ...loaded, name: "Umbenannt", amenities: { keys: ["sauna", "heliport"], custom: [] } };
    for (const [locale, message] of [
      ["de", "Eine Ausstattung steht nicht (mehr) in der Liste. Laden Sie die Seite neu und wählen Sie erneut."],
      ["en", "An amenity is not in the list (any more). Reload the page and choose again."],
      ["fr", "Un équipement ne figure pas (plus) dans la liste. Rechargez la page et choisissez à nouveau."],
    ] as const) {
      const result = await savePropertyAction(locale, tampered);
      expect(result.data).toBeUndefined();
      expect(result.validationErrors?.fieldErrors).toEqual({ "amenities.keys": [message] });
    }
    expect(await db.prisma.property.findUniqueOrThrow({ where: { id } })).toEqual(before);
    expect(revalidateTag).not.toHaveBeenCalled();
  });

  it("refuses a free entry without German or with control characters, translated", async () => {
    const result = await savePropertyAction("fr", form({ slug: "chalet-frei", amenities: { keys: [], custom: [{ label: { de: "", en: "Tiled stove", fr: "Poêle\u0007" }, icon: "" }] } }));
    expect(result.validationErrors?.fieldErrors).toEqual({
      "amenities.custom.0.label.de": ["Un nom en allemand est obligatoire"],
      "amenities.custom.0.label.fr": ["Retirez les tabulations et les retours à la ligne de ce texte"],
    });
    expect(await db.prisma.property.count({ where: { slug: "chalet-frei" } })).toBe(0);
  });
});

describe("photos", () => {
  it("re-encodes an upload to WebP, appends it, and removes the file when the image is removed on save", async () => {
    const id = (await savePropertyAction("en", form({ slug: "with-photos" }))).data?.id ?? "";
    revalidateTag.mockClear();
    const file = new File([new Uint8Array(await jpeg())], "front.jpg", { type: "image/jpeg" });
    const result = await uploadPropertyImageAction("en", { propertyId: id, file });
    const url = result.data?.url ?? "";
    expect(url).toMatch(new RegExp(`^/uploads/properties/${id}/[0-9a-f-]{36}\\.webp$`));
    const stored = path.join(uploads.dir, url.replace("/uploads/", ""));
    expect((await sharp(await readFile(stored)).metadata()).format).toBe("webp");
    expect((await db.prisma.property.findUniqueOrThrow({ where: { id } })).images).toEqual([url]);
    expect(revalidateTag.mock.calls).toEqual([["properties", "max"], ["property:with-photos", "max"]]);

    const saved = await getPropertyForm(id);
    if (!saved) throw new Error("missing");
    await savePropertyAction("en", { ...saved, images: [] });
    await expect(readFile(stored)).rejects.toThrow();
  });

  it("refuses other types, files over 10 MB, fake images and unknown properties", async () => {
    const id = (await savePropertyAction("en", form({ slug: "photo-checks" }))).data?.id ?? "";
    const gif = new File([new Uint8Array([71, 73, 70])], "a.gif", { type: "image/gif" });
    expect((await uploadPropertyImageAction("en", { propertyId: id, file: gif })).validationErrors?.fieldErrors).toEqual({ file: ["Photos must be JPEG, PNG or WebP"] });
    const huge = new File([new Uint8Array(10 * 1024 * 1024 + 1)], "big.jpg", { type: "image/jpeg" });
    expect((await uploadPropertyImageAction("de", { propertyId: id, file: huge })).validationErrors?.fieldErrors).toEqual({ file: ["Fotos dürfen höchstens 10 MB gross sein"] });
    const fake = new File([new TextEncoder().encode("not really a jpeg")], "fake.jpg", { type: "image/jpeg" });
    expect((await uploadPropertyImageAction("en", { propertyId: id, file: fake })).serverError?.code).toBe("imageUnreadable");
    const real = new File([new Uint8Array(await jpeg())], "x.jpg", { type: "image/jpeg" });
    expect((await uploadPropertyImageAction("en", { propertyId: "00000000-0000-4000-8000-000000000000", file: real })).serverError?.code).toBe("propertyNotFound");
    expect((await db.prisma.property.findUniqueOrThrow({ where: { id } })).images).toEqual([]);
  });
});

describe("points of interest", () => {
  it("creates one with category, coordinates and description, and validates", async () => {
    const result = await createPointOfInterestAction("en", { ...EMPTY_POI_FORM, name: "Alpin Express", category: "transportation", latitude: "46.11", longitude: "7.93", description: { de: "Bahn", en: "Cable car", fr: "" } });
    expect(result.data?.poi).toMatchObject({ name: "Alpin Express", category: "transportation" });
    const row = await db.prisma.pointOfInterest.findUniqueOrThrow({ where: { id: result.data?.poi.id ?? "" } });
    expect(row).toMatchObject({ latitude: 46.11, longitude: 7.93, description: { de: "Bahn", en: "Cable car" } });
    const bad = await createPointOfInterestAction("en", { ...EMPTY_POI_FORM, category: "zoo" as "other", latitude: "x" });
    expect(bad.validationErrors?.fieldErrors).toEqual({
      name: ["Name is required"],
      category: ["Choose a category"],
      latitude: ["Latitude must be a number between -90 and 90"],
      longitude: ["Longitude must be a number between -180 and 180"],
    });
  });

  it("edits one in place: the form reads back, and every property page showing it is revalidated", async () => {
    const created = await createPointOfInterestAction("en", { ...EMPTY_POI_FORM, name: "Post", category: "services", latitude: "46.1", longitude: "7.9" });
    const poiId = created.data?.poi.id ?? "";
    const a = (await savePropertyAction("en", form({ slug: "poi-a", pointOfInterestIds: [poiId] }))).data?.id ?? "";
    await savePropertyAction("en", form({ slug: "poi-b", pointOfInterestIds: [poiId] }));
    revalidateTag.mockClear();
    const edit = { ...EMPTY_POI_FORM, id: poiId, name: "Post Saas-Fee", category: "services" as const, address: "Obere Dorfstrasse 2", latitude: "46.108", longitude: "7.928", description: { de: "Schalter", en: "", fr: "Guichet" } };
    const result = await updatePointOfInterestAction("en", edit);
    expect(result.data?.poi).toMatchObject({ id: poiId, name: "Post Saas-Fee", form: { address: "Obere Dorfstrasse 2", latitude: "46.108", longitude: "7.928", description: { de: "Schalter", en: "", fr: "Guichet" } } });
    expect(await db.prisma.pointOfInterest.findUniqueOrThrow({ where: { id: poiId } })).toMatchObject({ name: "Post Saas-Fee", latitude: 46.108, description: { de: "Schalter", fr: "Guichet" } });
    expect((await listPoiOptions()).find((p) => p.id === poiId)?.form.name).toBe("Post Saas-Fee");
    expect(revalidateTag.mock.calls).toEqual([["properties", "max"], ["property:poi-a", "max"], ["property:poi-b", "max"]]);
    expect((await getPropertyForm(a))?.pointOfInterestIds).toEqual([poiId]);
  });

  it("refuses an invalid edit or a missing one with a translated message, changing nothing", async () => {
    const poiId = (await createPointOfInterestAction("en", { ...EMPTY_POI_FORM, name: "Kiosk", latitude: "46", longitude: "7" })).data?.poi.id ?? "";
    const bad = await updatePointOfInterestAction("de", { ...EMPTY_POI_FORM, id: poiId, name: " ", latitude: "91", longitude: "7" });
    expect(bad.validationErrors?.fieldErrors).toEqual({ name: ["Name ist erforderlich"], latitude: [expect.stringContaining("-90")] });
    const gone = await updatePointOfInterestAction("en", { ...EMPTY_POI_FORM, id: "00000000-0000-4000-8000-000000000000", name: "Ghost", latitude: "1", longitude: "1" });
    expect(gone.serverError).toMatchObject({ code: "poiNotFound", message: "This point of interest no longer exists. Reload the page." });
    expect(await db.prisma.pointOfInterest.findUniqueOrThrow({ where: { id: poiId } })).toMatchObject({ name: "Kiosk", latitude: 46 });
  });

  it("deletes one with its links and revalidates the pages that showed it; a second delete is refused", async () => {
    const poiId = (await createPointOfInterestAction("en", { ...EMPTY_POI_FORM, name: "Old lift", latitude: "46", longitude: "7" })).data?.poi.id ?? "";
    const id = (await savePropertyAction("en", form({ slug: "poi-c", pointOfInterestIds: [poiId] }))).data?.id ?? "";
    revalidateTag.mockClear();
    expect((await deletePointOfInterestAction("en", { id: poiId })).data?.ok).toBe(true);
    expect(await db.prisma.pointOfInterest.count({ where: { id: poiId } })).toBe(0);
    expect((await getPropertyForm(id))?.pointOfInterestIds).toEqual([]);
    expect(revalidateTag.mock.calls).toEqual([["properties", "max"], ["property:poi-c", "max"]]);
    expect((await deletePointOfInterestAction("en", { id: poiId })).serverError?.code).toBe("poiNotFound");
    expect((await deletePointOfInterestAction("en", { id: "not-a-uuid" })).validationErrors?.fieldErrors).toEqual({ id: ["This point of interest no longer exists. Reload the page."] });
  });
});

describe("who may", () => {
  it("refuses every editor action to anonymous callers, guests and team members, changing nothing", async () => {
    const id = (await savePropertyAction("en", form({ slug: "guarded" }))).data?.id ?? "";
    const file = new File([new Uint8Array(await jpeg())], "x.jpg", { type: "image/jpeg" });
    const poi = await db.prisma.pointOfInterest.create({ data: { name: "Guarded POI", category: "other" } });
    const poisBefore = await db.prisma.pointOfInterest.count();
    const propertiesBefore = await db.prisma.property.count();
    for (const [role, code] of REFUSED_CALLERS) {
      await callAs(request, db, role);
      expect((await savePropertyAction("en", form({ id, slug: "guarded", name: "Hacked" }))).serverError?.code).toBe(code);
      expect((await savePropertyAction("en", form({ slug: "intruder" }))).serverError?.code).toBe(code);
      expect((await uploadPropertyImageAction("en", { propertyId: id, file })).serverError?.code).toBe(code);
      expect((await createPointOfInterestAction("en", { ...EMPTY_POI_FORM, name: "X", latitude: "1", longitude: "1" })).serverError?.code).toBe(code);
      expect((await updatePointOfInterestAction("en", { ...EMPTY_POI_FORM, id: poi.id, name: "Hacked", latitude: "1", longitude: "1" })).serverError?.code).toBe(code);
      expect((await deletePointOfInterestAction("en", { id: poi.id })).serverError?.code).toBe(code);
    }
    expect(await db.prisma.pointOfInterest.findUniqueOrThrow({ where: { id: poi.id } })).toMatchObject({ name: "Guarded POI" });
    const after = await db.prisma.property.findUniqueOrThrow({ where: { id } });
    expect(after).toMatchObject({ name: "Chalet Test", images: [] });
    expect(await db.prisma.property.count()).toBe(propertiesBefore);
    expect(await db.prisma.pointOfInterest.count()).toBe(poisBefore);
  });
});
