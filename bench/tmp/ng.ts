import { createBenchDb } from "../db";
import { startServer } from "../server";
import { startNginx } from "../nginx";
const db = await createBenchDb("http");
const server = await startServer({ port: 3600, build: false, db });
const nginx = await startNginx({ port: 3680, upstream: new URL(server.baseUrl).host });
console.log("READY", db.offerToken);
await new Promise((r) => setTimeout(r, Number(process.env.HOLD ?? 600) * 1000));
await nginx.stop(); await server.stop(); await db.drop();
