import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";

/** The app's public/ folder (this file lives in scripts/images/). */
export const PUBLIC_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..", "public");

const WEBP = { quality: 70, effort: 6 } as const;

/** Rasterises an SVG document; flattened on white because the photos have no transparency. */
export async function toWebp(svgText: string): Promise<Buffer> {
  return sharp(Buffer.from(svgText)).flatten({ background: "#ffffff" }).webp(WEBP).toBuffer();
}

export async function toPng(svgText: string): Promise<Buffer> {
  return sharp(Buffer.from(svgText)).png({ compressionLevel: 9 }).toBuffer();
}

/** Writes the file unless it already holds exactly these bytes (keeps mtimes and diffs quiet). Returns whether it wrote. */
export async function writeIfChanged(file: string, data: Buffer): Promise<boolean> {
  try {
    const existing = await readFile(file);
    if (existing.equals(data)) return false;
  } catch {
    // does not exist yet
  }
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, data);
  return true;
}
