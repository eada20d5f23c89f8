/**
 * Reads a request body as text, refusing it once it passes `maxBytes` (null then). Webhook and
 * internal routes take bodies from the internet before they know who sent them: without a cap,
 * `request.text()` would buffer whatever arrives (the whole body sits in memory before the
 * signature check could refuse it). A declared Content-Length over the cap is refused unread.
 */
export async function readBodyCapped(request: Request, maxBytes: number): Promise<string | null> {
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (Number.isFinite(declared) && declared > maxBytes) return null;
  if (!request.body) return "";
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  return new TextDecoder().decode(Buffer.concat(chunks));
}

/** Stripe's and Smoobu's events are a few kilobytes; 1 MB leaves room for long booking notes. */
export const WEBHOOK_BODY_LIMIT = 1024 * 1024;

/** The answer to a body over the limit. */
export function payloadTooLarge(): Response {
  return Response.json({ error: "payload too large" }, { status: 413 });
}
