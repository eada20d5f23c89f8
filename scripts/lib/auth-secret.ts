import fs from "node:fs";
import path from "node:path";
import { randomBytes } from "node:crypto";

const FILE = path.join("data", "auth-secret");

/**
 * The secret that signs session cookies. Production sets AUTH_SECRET (every instance the same);
 * for the demo started by `npm start`, one is generated once and kept in ./data (git-ignored), so
 * sessions survive a restart and nobody has to configure anything to try the site.
 */
export function ensureAuthSecret(configured: string | undefined): string {
  if (configured) return configured;
  if (fs.existsSync(FILE)) {
    const stored = fs.readFileSync(FILE, "utf8").trim();
    if (stored.length >= 32) return stored;
  }
  const secret = randomBytes(32).toString("base64url");
  fs.mkdirSync(path.dirname(FILE), { recursive: true });
  fs.writeFileSync(FILE, `${secret}\n`, { mode: 0o600 });
  console.warn(`[start] AUTH_SECRET is not set: generated one in ${FILE} (set AUTH_SECRET in production; every instance needs the same)`);
  return secret;
}
