import http from "node:http";
import type { AddressInfo } from "node:net";
import { NextRequest, type NextResponse } from "next/server";

/** Serves one route handler over real HTTP on 127.0.0.1, so fakes can call it like Smoobu would. */
export async function serveRoute(handler: (request: NextRequest) => Promise<NextResponse | Response>): Promise<{ url: string; close(): Promise<void> }> {
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const url = `http://127.0.0.1${req.url ?? "/"}`;
      const headers = new Headers(Object.entries(req.headers).flatMap(([k, v]) => (typeof v === "string" ? [[k, v] as [string, string]] : [])));
      const request = new NextRequest(url, { method: req.method, headers, body: chunks.length ? Buffer.concat(chunks) : undefined });
      handler(request).then(
        async (response) => {
          res.writeHead(response.status, Object.fromEntries(response.headers));
          res.end(await response.text());
        },
        (error: unknown) => {
          console.error(error);
          res.writeHead(500);
          res.end("handler threw");
        },
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
}
