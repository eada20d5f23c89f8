import "server-only";
import type { z } from "zod";
import { getDb, Prisma } from "@/lib/db";
import { fromFormText, toFormText } from "@/lib/domain/property-form";
import type { createPointOfInterestSchema, CreatePointOfInterestInput, updatePointOfInterestSchema } from "@/lib/schemas/point-of-interest";

/** A point of interest as the property editor lists it, with its values for the edit dialog. */
export interface PoiOption {
  id: string;
  name: string;
  category: string;
  form: CreatePointOfInterestInput;
}

const SELECT = { id: true, name: true, category: true, address: true, latitude: true, longitude: true, description: true } as const;
type PoiRow = Prisma.PointOfInterestGetPayload<{ select: typeof SELECT }>;

function toOption(p: PoiRow): PoiOption {
  const str = (x: number | null) => (x === null ? "" : String(x));
  return {
    id: p.id,
    name: p.name,
    category: p.category,
    form: { name: p.name, category: p.category, address: p.address ?? "", latitude: str(p.latitude), longitude: str(p.longitude), description: toFormText(p.description) },
  };
}

function toRecord(input: z.output<typeof createPointOfInterestSchema>) {
  const { de, en, fr } = input.description;
  return {
    name: input.name,
    category: input.category,
    address: input.address || null,
    latitude: input.latitude,
    longitude: input.longitude,
    description: de || en || fr ? fromFormText(input.description) : Prisma.DbNull,
  };
}

/** The slugs of the properties whose map shows this point of interest (their pages change with it). */
async function linkedSlugs(tx: Prisma.TransactionClient, id: string): Promise<string[]> {
  const links = await tx.propertyPointOfInterest.findMany({ where: { pointOfInterestId: id }, select: { property: { select: { slug: true } } } });
  return links.map((l) => l.property.slug);
}

/** Every point of interest, by name, for the editor's link list. */
export async function listPoiOptions(): Promise<PoiOption[]> {
  const db = await getDb();
  return (await db.pointOfInterest.findMany({ select: SELECT, orderBy: { name: "asc" } })).map(toOption);
}

/** A new point of interest; it is linked to the property when the property is saved. */
export async function createPointOfInterest(input: z.output<typeof createPointOfInterestSchema>): Promise<PoiOption> {
  const db = await getDb();
  return toOption(await db.pointOfInterest.create({ data: toRecord(input), select: SELECT }));
}

/** Changes a point of interest; null when it is gone. `slugs`: the property pages that show it. */
export async function updatePointOfInterest(input: z.output<typeof updatePointOfInterestSchema>): Promise<{ poi: PoiOption; slugs: string[] } | null> {
  const db = await getDb();
  return db.$transaction(async (tx) => {
    const { count } = await tx.pointOfInterest.updateMany({ where: { id: input.id }, data: toRecord(input) });
    if (count === 0) return null;
    const poi = toOption(await tx.pointOfInterest.findUniqueOrThrow({ where: { id: input.id }, select: SELECT }));
    return { poi, slugs: await linkedSlugs(tx, input.id) };
  });
}

/** Deletes a point of interest and its links (cascade); null when it was already gone. */
export async function deletePointOfInterest(id: string): Promise<{ slugs: string[] } | null> {
  const db = await getDb();
  return db.$transaction(async (tx) => {
    const slugs = await linkedSlugs(tx, id);
    const { count } = await tx.pointOfInterest.deleteMany({ where: { id } });
    return count === 0 ? null : { slugs };
  });
}
