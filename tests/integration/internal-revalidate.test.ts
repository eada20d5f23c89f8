import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { POST } from "@/app/api/internal/revalidate/route";
import { NONCE_RETENTION_MS, revalidationBody, signRevalidation } from "@/lib/domain/revalidate-request";
import { resetEnvCache } from "@/lib/env";
import { revalidateOverHttpOutsideRequests, revalidatePublic } from "@/lib/jobs/revalidate";
import { serveRoute } from "@/tests/support/route-server";
import { createTestDb, type TestDb } from "@/tests/support/test-db";

// The workers' way to revalidate pages: revalidateTag fails outside a request (as in a worker), so
// revalidatePublic posts the tags, signed, to /api/internal/revalidate, which revalidates them.

const revalidated = vi.hoisted(() => ({ tags: [] as string[], inRoute: false }));
vi.mock("next/cache", () => ({
  revalidateTag: (tag: string) => {
    // Like Next: only inside a request (here: while the route handler runs).
    if (!revalidated.inRoute) throw new Error("Invariant: static generation store missing in revalidateTag");
    revalidated.tags.push(tag);
  },
}));

const SECRET = "internal-revalidate-secret-0123456789";
let site: { url: string; close(): Promise<void> };
let db: TestDb;

beforeAll(async () => {
  // Used nonces are kept in PostgreSQL, so that every instance refuses a replay.
  db = await createTestDb();
  site = await serveRoute(async (request) => {
    revalidated.inRoute = true;
    try {
      return await POST(request);
    } finally {
      revalidated.inRoute = false;
    }
  });
  Object.assign(process.env, { AUTH_SECRET: SECRET, SITE_URL: site.url });
  resetEnvCache();
});
afterAll(async () => {
  await site?.close();
  await db?.drop();
});

const post = (body: string, signature: string | null = signRevalidation(SECRET, body)) =>
  fetch(`${site.url}/api/internal/revalidate`, { method: "POST", body, headers: signature ? { "x-revalidate-signature": signature } : {} });

describe("/api/internal/revalidate", () => {
  it("refuses unsigned, wrongly signed and stale requests", async () => {
    const body = revalidationBody(["properties"], Date.now(), "fresh-nonce-refused-0001");
    expect((await post(body, null)).status).toBe(401);
    expect((await post(body, signRevalidation("other", body))).status).toBe(401);
    const old = revalidationBody(["properties"], Date.now() - 3_600_000, "old-nonce-refused-000001");
    expect((await post(old)).status).toBe(401);
    // The format before nonces: signed and fresh, but it could be replayed.
    expect((await post(JSON.stringify({ tags: ["properties"], at: Date.now() }))).status).toBe(401);
    expect(revalidated.tags).toEqual([]);
  });

  it("accepts a signed body once: a replay within its five minutes is refused", async () => {
    const body = revalidationBody(["property:chalet-b"], Date.now(), "replayed-nonce-000000001");
    const first = await post(body);
    expect(first.status).toBe(200);
    const replays = await Promise.all([post(body), post(body), post(body)]);
    expect(replays.map((r) => r.status)).toEqual([401, 401, 401]);
    expect(revalidated.tags.filter((t) => t === "property:chalet-b")).toEqual(["property:chalet-b"]);
    revalidated.tags.length = 0;
  });

  it("prunes nonces once no body carrying them can be accepted any more", async () => {
    await db.prisma.processedWebhookEvent.create({
      data: { provider: "revalidate", eventId: "ancient-nonce-000000001", receivedAt: new Date(Date.now() - NONCE_RETENTION_MS - 60_000) },
    });
    expect((await post(revalidationBody(["properties"], Date.now(), "pruning-nonce-0000000001"))).status).toBe(200);
    const left = await db.prisma.processedWebhookEvent.findMany({ where: { provider: "revalidate" }, select: { eventId: true } });
    expect(left.map((e) => e.eventId)).not.toContain("ancient-nonce-000000001");
    expect(left.map((e) => e.eventId)).toContain("pruning-nonce-0000000001");
    revalidated.tags.length = 0;
  });

  it("is what revalidatePublic uses from a worker", async () => {
    revalidatePublic(["properties"]); // not a worker yet: a silent no-op
    await new Promise((r) => setTimeout(r, 200));
    expect(revalidated.tags).toEqual([]);
    revalidateOverHttpOutsideRequests();
    revalidatePublic(["properties", "property:chalet-a", "properties"]);
    await vi.waitFor(() => expect(revalidated.tags).toEqual(["properties", "property:chalet-a"]));
    // Each request carries its own nonce: a second revalidation of the same tags goes through too.
    revalidatePublic(["properties"]);
    await vi.waitFor(() => expect(revalidated.tags).toEqual(["properties", "property:chalet-a", "properties"]));
  });
});
