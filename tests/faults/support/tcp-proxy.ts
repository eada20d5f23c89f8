import net from "node:net";
import type { AddressInfo } from "node:net";

/**
 * A TCP proxy on 127.0.0.1 in front of another server (here PostgreSQL), to make it unreachable
 * for real: `cut()` resets every open connection and closes the port (new connections are
 * refused); `stall()` keeps every connection open but passes no byte either way (a host that
 * stopped answering); `restore()` ends either state.
 */
export interface TcpProxy {
  port: number;
  cut(): Promise<void>;
  stall(): void;
  restore(): Promise<void>;
  close(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<net.Socket>();
  let stalled = false;
  const track = (s: net.Socket) => {
    sockets.add(s);
    s.on("close", () => sockets.delete(s));
    s.on("error", () => s.destroy());
  };
  const server = net.createServer((client) => {
    const upstream = net.connect(target.port, target.host);
    track(client);
    track(upstream);
    // Bytes are forwarded one chunk at a time, and dropped while stalled (TCP itself stays up).
    client.on("data", (chunk: Buffer) => void (stalled || upstream.write(chunk)));
    upstream.on("data", (chunk: Buffer) => void (stalled || client.write(chunk)));
    client.on("close", () => upstream.destroy());
    upstream.on("close", () => client.destroy());
  });
  const listen = (port: number) =>
    new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(port, "127.0.0.1", () => {
        server.off("error", reject);
        resolve();
      });
    });
  await listen(0);
  const { port } = server.address() as AddressInfo;
  const cut = async () => {
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    for (const s of sockets) s.resetAndDestroy();
    await closed;
  };
  const restore = async () => {
    if (stalled) {
      // Connections that lost bytes are out of step with PostgreSQL's protocol: reset them.
      for (const s of sockets) s.resetAndDestroy();
      stalled = false;
    }
    if (!server.listening) await listen(port);
  };
  return { port, cut, stall: () => void (stalled = true), restore, close: () => (server.listening ? cut() : Promise.resolve()) };
}
