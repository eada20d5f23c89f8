import { mkdtemp, readdir, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LocalImageStorage } from "./local-image-storage";

const PROPERTY = "6f1c2a9e-8d3b-4c5e-9f7a-1b2c3d4e5f60";
let root: string;
let storage: LocalImageStorage;

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), "saastal-storage-"));
  storage = new LocalImageStorage(root);
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describe("LocalImageStorage", () => {
  it("stores under the property's folder, reads back, removes one and all", async () => {
    const url = await storage.put(PROPERTY, Buffer.from("webp bytes"));
    expect(url).toMatch(new RegExp(`^/uploads/properties/${PROPERTY}/[0-9a-f-]{36}\\.webp$`));
    expect((await storage.read(url))?.toString()).toBe("webp bytes");
    const other = await storage.put(PROPERTY, Buffer.from("second"));
    await storage.remove(url);
    expect(await storage.read(url)).toBeNull();
    expect(await storage.read(other)).not.toBeNull();
    await storage.removeAll(PROPERTY);
    expect(await readdir(path.join(root, "properties"))).toEqual([]);
  });

  it("never maps a foreign or crafted URL to a file", async () => {
    for (const url of [
      "/images/chalet.jpg",
      `/uploads/properties/${PROPERTY}/../../../etc/passwd`,
      `/uploads/properties/${PROPERTY}/x.webp`,
      `/uploads/properties/not-a-uuid/6f1c2a9e-8d3b-4c5e-9f7a-1b2c3d4e5f60.webp`,
      `/uploads/properties/${PROPERTY}/6f1c2a9e-8d3b-4c5e-9f7a-1b2c3d4e5f60.webp/more`,
    ]) {
      expect(storage.fileOf(url)).toBeNull();
    }
    await expect(storage.removeAll("../..")).rejects.toThrow(RangeError);
  });
});
