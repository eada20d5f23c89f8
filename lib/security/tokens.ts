import { randomBytes } from "node:crypto";

/** An offer link token: 256 random bits, base64url (43 characters, URL-safe). */
export function newOfferToken(): string {
  return randomBytes(32).toString("base64url");
}

/** A secret for private URLs (iCal feeds) and single-use links. */
export function newSecret(bytes = 32): string {
  return randomBytes(bytes).toString("base64url");
}
