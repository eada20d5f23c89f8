import net from "node:net";
import type { AddressInfo } from "node:net";

/**
 * A tiny SMTP server on 127.0.0.1 (RFC 5321 without extensions): enough for nodemailer to deliver
 * plain messages. Received messages are kept; `rejectNext(n)` answers the next n DATA commands
 * with a temporary 451 failure. `port` starts it again on the port of one that was closed (the
 * mail server coming back).
 */
export interface FakeSmtp {
  url: string;
  messages: { from: string; to: string[]; data: string }[];
  rejectNext(n: number): void;
  close(): Promise<void>;
}

export async function startFakeSmtp(options: { port?: number } = {}): Promise<FakeSmtp> {
  const messages: FakeSmtp["messages"] = [];
  let rejections = 0;
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    let buffer = "";
    let inData = false;
    let envelope = { from: "", to: [] as string[] };
    let data = "";
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply("220 fake-smtp ready");
    socket.on("data", (chunk) => {
      buffer += chunk.toString("utf8");
      let index: number;
      while ((index = buffer.indexOf("\r\n")) >= 0) {
        const line = buffer.slice(0, index);
        buffer = buffer.slice(index + 2);
        if (inData) {
          if (line === ".") {
            inData = false;
            if (rejections > 0) {
              rejections--;
              reply("451 4.3.0 try again later");
            } else {
              messages.push({ ...envelope, data });
              reply("250 2.0.0 queued");
            }
            envelope = { from: "", to: [] };
            data = "";
          } else data += `${line.startsWith("..") ? line.slice(1) : line}\n`;
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === "EHLO" || verb === "HELO") reply("250 fake-smtp");
        else if (verb === "MAIL") {
          envelope.from = line.slice(10).trim();
          reply("250 2.1.0 ok");
        } else if (verb === "RCPT") {
          envelope.to.push(line.slice(8).trim());
          reply("250 2.1.5 ok");
        } else if (verb === "DATA") {
          inData = true;
          reply("354 end with .");
        } else if (verb === "RSET") {
          envelope = { from: "", to: [] };
          reply("250 ok");
        } else if (verb === "NOOP") reply("250 ok");
        else if (verb === "QUIT") {
          reply("221 bye");
          socket.end();
        }
        else reply("502 5.5.2 command not implemented");
      }
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, "127.0.0.1", resolve);
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    rejectNext(n) {
      rejections = n;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}
