// The key to a customer's status page: 32 random bytes in base64url, sent only in their acknowledgement
// mail. The database keeps its SHA-256, so a copy of the database (a backup, a leak) opens no one's page; a
// random token needs no slow hash, since there is nothing to guess from.
import { createHash, randomBytes } from "node:crypto";

const TOKEN_BYTES = 32;
/** 32 bytes in base64url without padding. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

export function hashStatusToken(token: string): string {
  return createHash("sha256").update(token).digest("base64url");
}

export function newStatusToken(): { token: string; hash: string } {
  const token = randomBytes(TOKEN_BYTES).toString("base64url");
  return { token, hash: hashStatusToken(token) };
}

/** Whether a path segment could be a token at all: anything else is answered 404 without a query. */
export function isStatusTokenShaped(value: string): boolean {
  return TOKEN_SHAPE.test(value);
}
