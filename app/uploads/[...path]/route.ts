import { localImageStorage } from "@/lib/storage/property-images";

// Uploaded photos are written to public/uploads after the build, and `next start` serves only
// the public files that existed at build time, so this route serves the uploads. The storage
// checks the path (uuid folder, uuid.webp file), so nothing else on disk can be read.
export async function GET(_request: Request, { params }: { params: Promise<{ path: string[] }> }) {
  const { path } = await params;
  const bytes = await localImageStorage().read(`/uploads/${path.join("/")}`);
  if (!bytes) return new Response("Not found", { status: 404 });
  return new Response(new Uint8Array(bytes), {
    headers: {
      "Content-Type": "image/webp",
      // Every upload gets a new random name, so a URL's content never changes.
      "Cache-Control": "public, max-age=31536000, immutable",
    },
  });
}
