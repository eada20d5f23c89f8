// A request's headers and cookies for server code under test (no imports: it is loaded from
// inside a vi.mock factory, before anything else).

export interface FakeRequest {
  cookies: Map<string, string>;
  ip: number;
}

/**
 * What `vi.mock("next/headers", ...)` returns: headers and cookies read from `request`. Each test
 * file passes its own address prefix, so per-address rate limits of parallel files never add up.
 */
export function mockRequestHeaders(request: FakeRequest, addressPrefix = "198.19.0") {
  return {
    headers: async () =>
      new Headers({
        host: "localhost:3000",
        "x-forwarded-proto": "http",
        // The TCP peer, as scripts/serve.ts sets it from the socket (lib/security/client-ip.ts).
        "x-saastal-peer": `${addressPrefix}.${request.ip}`,
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
