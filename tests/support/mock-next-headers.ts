// Shared state of the next/headers mock used by the action tests (see the vi.mock in each file:
// vi.mock must stay in the test file itself, because vitest hoists it there).
export interface MockRequest {
  cookies: Map<string, string>;
  ip: number;
}

export function headersFrom(request: MockRequest, prefix: string) {
  return {
    headers: async () =>
      new Headers({
        host: "localhost:3000",
        "x-forwarded-proto": "http",
        "x-forwarded-for": `${prefix}.${request.ip}`,
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
