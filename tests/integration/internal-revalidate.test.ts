import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { POST } from "@/app/api/internal/revalidate/route";
import { signRevalidation } from "@/lib/domain/revalidate-request";
import { resetEnvCache } from "@/lib/env";
import { revalidateOverHttpOutsideRequests, revalidatePublic } from "@/lib/jobs/revalidate";
import { serveRoute } from "@/tests/support/route-server";

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

beforeAll(async () => {
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
afterAll(async () => site?.close());

describe("/api/internal/revalidate", () => {
  it("refuses unsigned, wrongly signed and stale requests", async () => {
    const body = JSON.stringify({ tags: ["properties"], at: Date.now() });
    const post = (signature?: string, payload = body) => fetch(`${site.url}/api/internal/revalidate`, { method: "POST", body: payload, headers: signature ? { "x-revalidate-signature": signature } : {} });
    expect((await post()).status).toBe(401);
    expect((await post(signRevalidation("other", body))).status).toBe(401);
    const old = JSON.stringify({ tags: ["properties"], at: Date.now() - 3_600_000 });
    expect((await post(signRevalidation(SECRET, old), old)).status).toBe(401);
    expect(revalidated.tags).toEqual([]);
  });

  it("is what revalidatePublic uses from a worker", async () => {
    revalidatePublic(["properties"]); // not a worker yet: a silent no-op
    await new Promise((r) => setTimeout(r, 200));
    expect(revalidated.tags).toEqual([]);
    revalidateOverHttpOutsideRequests();
    revalidatePublic(["properties", "property:chalet-a", "properties"]);
    await vi.waitFor(() => expect(revalidated.tags).toEqual(["properties", "property:chalet-a"]));
  });
});
