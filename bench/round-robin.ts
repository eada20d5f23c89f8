import http from "node:http";

/**
 * A round-robin HTTP proxy over `upstreams` (what a load balancer in front of several app
 * instances does), kept to a few lines: each request goes to the next upstream in turn.
 */
export function startRoundRobin(port: number, upstreams: string[]): Promise<{ baseUrl: string; close(): Promise<void> }> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const targets = upstreams.map((u) => new URL(u));
  let next = 0;
  const server = http.createServer((req, res) => {
    const target = targets[next++ % targets.length] as URL;
    const upstream = http.request({ host: target.hostname, port: target.port, path: req.url, method: req.method, headers: req.headers, agent }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    upstream.on("error", () => res.writeHead(502).end());
    req.pipe(upstream);
  });
  return new Promise((resolve) =>
    server.listen(port, "127.0.0.1", () =>
      resolve({
        baseUrl: `http://127.0.0.1:${port}`,
        close: () => new Promise<void>((done) => { agent.destroy(); server.closeAllConnections(); server.close(() => done()); }),
      }),
    ),
  );
}
