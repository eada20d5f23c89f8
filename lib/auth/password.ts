import { hash, verify, type Algorithm } from "@node-rs/argon2";

// Algorithm is an ambient const enum (not importable as a value under isolatedModules): 2 = Argon2id.
const ARGON2ID = 2 as Algorithm.Argon2id;

// argon2id with the OWASP-recommended minimum (19 MiB, 2 iterations, 1 lane): strong enough, and
// fast enough (~20 ms) not to make sign-in a denial-of-service lever.
const options = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

/** False for a wrong password and for a malformed stored hash (never throws on user input). */
export async function verifyPassword(storedHash: string, password: string): Promise<boolean> {
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}
