import "server-only";
import path from "node:path";
import sharp from "sharp";
import { MAX_IMAGE_WIDTH } from "@/lib/domain/property-images";
import type { ImageStorage } from "./image-storage";
import { LocalImageStorage } from "./local-image-storage";

let storage: LocalImageStorage | null = null;

/**
 * The configured storage of property photos. Today always the local folder public/uploads; an
 * S3-compatible driver would be chosen here from lib/env.ts (e.g. IMAGE_STORAGE=s3).
 */
export function propertyImageStorage(): ImageStorage {
  return localImageStorage();
}

/** The local driver itself, for the route that serves its files. */
export function localImageStorage(): LocalImageStorage {
  storage ??= new LocalImageStorage(path.join(process.cwd(), "public", "uploads"));
  return storage;
}

export class UnreadableImageError extends Error {
  override name = "UnreadableImageError";
}

/**
 * Decodes the upload and re-encodes it as WebP (at most MAX_IMAGE_WIDTH wide, rotated upright,
 * metadata such as GPS positions dropped). Decoding is the real type check: a file that only
 * claims to be an image fails here.
 */
export async function reencodeAsWebp(input: Buffer): Promise<Buffer> {
  try {
    const image = sharp(input, { failOn: "error", limitInputPixels: 100_000_000 });
    const { format } = await image.metadata();
    if (format !== "jpeg" && format !== "png" && format !== "webp") throw new UnreadableImageError(String(format));
    return await image.rotate().resize({ width: MAX_IMAGE_WIDTH, withoutEnlargement: true }).webp({ quality: 82 }).toBuffer();
  } catch (error) {
    if (error instanceof UnreadableImageError) throw error;
    throw new UnreadableImageError(error instanceof Error ? error.message : "unreadable");
  }
}
