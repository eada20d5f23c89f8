// The next/headers stand-in of the portal's integration tests: a cookie jar the test controls.
// Kept free of app imports, because vi.mock's factory loads it while next/headers is being mocked.

export interface CookieJar {
  cookies: Map<string, string>;
  ip: number;
}

/** What `vi.mock("next/headers", ...)` returns: headers and cookies read from `request`. */
export function headersMock(request: CookieJar) {
  return {
    headers: async () =>
      new Headers({
        host: "localhost:3000",
        "x-forwarded-proto": "http",
        "x-forwarded-for": `198.19.1.${request.ip}`,
        cookie: [...request.cookies].map(([name, value]) => `${name}=${value}`).join("; "),
      }),
    cookies: async () => ({
      get: (name: string) => (request.cookies.has(name) ? { name, value: request.cookies.get(name) } : undefined),
      getAll: () => [...request.cookies].map(([name, value]) => ({ name, value })),
      has: (name: string) => request.cookies.has(name),
      set: (name: string, value: string) => void request.cookies.set(name, value),
      delete: (name: string) => void request.cookies.delete(name),
    }),
  };
}

