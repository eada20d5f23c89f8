import fs from "node:fs";
import path from "node:path";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { sessionFor } from "@/tests/e2e/sessions";

// Issue 30, attack 6: a NUL in a slug or a query answered 500 (/info/%00, /api/quote?property=%00)
// or 503 (/api/availability?property=%00). A request is refused with a 4xx or answered, never a
// 5xx, on EVERY route: the routes are read from app/ here, so a new route is walked too. Each
// route is asked with %00 in every dynamic segment (or appended to its last segment) and in every
// query parameter it reads, anonymously and with the sessions of each role.

const APP = path.join(process.cwd(), "app");
const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;
/** Parameters many routes read; each route's own searchParams.get("…") names are added. */
const COMMON_PARAMS = ["q", "property", "slug", "id", "token", "from", "to", "checkIn", "checkOut", "adults", "children", "page", "status", "role", "callbackUrl", "session_id", "month", "date", "view", "email"];

interface Route {
  file: string;
  /** URL path segments; dynamic ones are null. */
  segments: (string | null)[];
  methods: string[];
  params: string[];
}

function walk(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return walk(full);
    return /^(page\.tsx|route\.ts)$/.test(entry.name) ? [full] : [];
  });
}

function routeOf(file: string): Route {
  const source = fs.readFileSync(file, "utf8");
  const segments = path
    .relative(APP, path.dirname(file))
    .split(path.sep)
    .filter((s) => s !== "" && !/^\(.*\)$/.test(s)) // route groups are not in the URL
    .map((s) => (s === "[locale]" ? "en" : s.startsWith("[") ? null : s));
  const methods = file.endsWith("page.tsx")
    ? ["GET"]
    : METHODS.filter((m) => new RegExp(`export\\s+(async\\s+)?(function|const)\\s+${m}\\b|export\\s+const\\s+\\{[^}]*\\b${m}\\b`).test(source));
  const own = [...source.matchAll(/\.get\("([A-Za-z_]+)"\)/g)].map((m) => m[1]!);
  return { file: path.relative(process.cwd(), file), segments, methods, params: [...new Set([...COMMON_PARAMS, ...own])] };
}

/** The URLs to ask for one route: NUL in each dynamic segment, after the last one, and in the query. */
function hostileUrls(route: Route): string[] {
  const plain = route.segments.map((s) => s ?? "x");
  const join = (parts: string[]) => `/${parts.join("/")}`;
  const urls = new Set<string>();
  route.segments.forEach((s, i) => {
    if (s === null) urls.add(join(plain.map((p, j) => (j === i ? "%00" : p))));
  });
  urls.add(join(plain.map((p, j) => (j === plain.length - 1 ? `${p}%00` : p))));
  urls.add(`${join(plain)}?${route.params.map((p) => `${p}=%00`).join("&")}`);
  for (const p of route.params) urls.add(`${join(plain)}?${p}=a%00b`);
  return [...urls];
}

const routes = walk(APP).map(routeOf);
const roles = ["admin@example.com", "guest@example.com", "team@example.com", "planner@example.com"].map((email) => ({ email, session: sessionFor(email) }));

test.beforeAll(async ({ browser, baseURL }) => {
  for (const role of roles) await role.session.signIn(browser, baseURL);
});

test("the walk covers every page and route handler, with the ones the attack run found", () => {
  expect(routes.length).toBeGreaterThan(40);
  const urls = routes.flatMap(hostileUrls);
  expect(urls).toContain("/en/info/%00");
  expect(urls).toContain("/api/quote?property=a%00b");
  expect(urls).toContain("/api/availability?property=a%00b");
  for (const route of routes) expect(route.methods.length, route.file).toBeGreaterThan(0);
});

async function failures(request: APIRequestContext, who: string, postsToo: boolean): Promise<string[]> {
  const bad: string[] = [];
  for (const route of routes) {
    for (const url of hostileUrls(route)) {
      for (const method of route.methods) {
        if (method !== "GET" && !postsToo) continue;
        const response = await request.fetch(url, { method, maxRedirects: 0, ...(method === "GET" ? {} : { data: "{}", headers: { "content-type": "application/json" } }) });
        if (response.status() >= 500) bad.push(`${who} ${method} ${url} (${route.file}): ${response.status()}`);
      }
    }
  }
  return bad;
}

test("no route answers 5xx to a NUL in its path or query: anonymous, every method", async ({ playwright, baseURL }) => {
  test.setTimeout(300_000);
  const request = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { "x-forwarded-for": "10.250.0.1" } });
  expect(await failures(request, "anonymous", true)).toEqual([]);
  await request.dispose();
});

for (const role of roles) {
  test(`no route answers 5xx to a NUL in its path or query: signed in as ${role.email}, GET`, async ({ browser, baseURL }) => {
    test.setTimeout(300_000);
    const context = await browser.newContext({ baseURL, extraHTTPHeaders: { "x-forwarded-for": "10.250.0.2" } });
    await role.session.use(context);
    // GET only: a signed-in POST could start real work (a sync, a revalidation); POSTs are walked anonymously.
    expect(await failures(context.request, role.email, false)).toEqual([]);
    await context.close();
  });
}
