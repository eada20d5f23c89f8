import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A tiny OpenAI-compatible chat-completions server for tests: each request gets the next queued
 * answer (status and raw message content); requests are recorded.
 */
export async function startFakeLlm(answers: { status?: number; content: string }[]) {
  const requests: unknown[] = [];
  const read = async (req: IncomingMessage) => {
    let body = "";
    for await (const chunk of req) body += String(chunk);
    return body;
  };
  const server = createServer((req, res) => {
    void read(req).then((body) => {
      requests.push(JSON.parse(body));
      const answer = answers.shift() ?? { status: 500, content: "" };
      res.writeHead(answer.status ?? 200, { "content-type": "application/json" });
      res.end(JSON.stringify({ choices: [{ message: { role: "assistant", content: answer.content } }] }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
