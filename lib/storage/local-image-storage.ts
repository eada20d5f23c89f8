import "server-only";
import { randomUUID } from "node:crypto";
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import type { ImageStorage } from "./image-storage";

/** URL prefix of uploaded files; app/uploads/[...path]/route.ts serves them. */
export const UPLOADS_URL_PREFIX = "/uploads/properties/";
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const FILE = /^[0-9a-f-]{36}\.webp$/i;

/**
 * Files under `<root>/properties/{propertyId}/{uuid}.webp` (root: public/uploads). Only a single
 * instance (or a shared volume) sees them: several instances need the S3 driver instead.
 */
export class LocalImageStorage implements ImageStorage {
  constructor(private readonly root: string) {}

  private dir(propertyId: string): string {
    // The id comes from our database, but a path is built from it: refuse anything else.
    if (!UUID.test(propertyId)) throw new RangeError("not a property id");
    return path.join(this.root, "properties", propertyId);
  }

  async put(propertyId: string, bytes: Buffer): Promise<string> {
    const dir = this.dir(propertyId);
    await mkdir(dir, { recursive: true });
    const name = `${randomUUID()}.webp`;
    await writeFile(path.join(dir, name), bytes);
    return `${UPLOADS_URL_PREFIX}${propertyId}/${name}`;
  }

  /** The file behind a URL of ours, or null (unknown, malformed or a path-traversal attempt). */
  fileOf(url: string): string | null {
    if (!url.startsWith(UPLOADS_URL_PREFIX)) return null;
    const [propertyId, name, ...rest] = url.slice(UPLOADS_URL_PREFIX.length).split("/");
    if (!propertyId || !name || rest.length > 0 || !UUID.test(propertyId) || !FILE.test(name)) return null;
    return path.join(this.dir(propertyId), name);
  }

  async read(url: string): Promise<Buffer | null> {
    const file = this.fileOf(url);
    if (!file) return null;
    try {
      return await readFile(file);
    } catch {
      return null;
    }
  }

  async remove(url: string): Promise<void> {
    const file = this.fileOf(url);
    if (file) await rm(file, { force: true });
  }

  async removeAll(propertyId: string): Promise<void> {
    await rm(this.dir(propertyId), { recursive: true, force: true });
  }
}
