// The key to a customer's status page: 32 bytes in base64url, shown on the request's thank-you page and sent in
// its acknowledgement mail, so the customer never depends on the mail for it.
//
// It is not drawn at random but derived: HMAC-SHA256 under AUTH_SECRET of the request's idempotency key. A form
// sent twice (a reload, the back button, a page without scripts posted again) is answered with the first request,
// and its thank-you must show the same link: the answer computes it again from the key, so nothing but the
// token's hash is ever stored (a random token would have to be kept readable for that). The key is a UUID drawn
// for one visitor's form, in a page only they received: whoever holds it is that visitor, and without AUTH_SECRET
// it gives no token. The database keeps the token's SHA-256, so a copy of the database (a backup, a leak) opens no
// one's page; a token of 256 secret bits needs no slow hash. Should AUTH_SECRET change, stored tokens still work;
// only a form sent again after the change shows no link (the recomputed token no longer matches the hash).
import { createHash, createHmac } from "node:crypto";
import { serverEnv } from "@/lib/env";

/** 32 bytes in base64url without padding. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

export function hashStatusToken(token: string): string {
  return createHash("sha256").update(token).digest("base64url");
}

/** The status token of the request sent with this idempotency key, and the hash its order keeps. */
export function statusTokenFor(idempotencyKey: string, secret = serverEnv().AUTH_SECRET) {
  const token = createHmac("sha256", secret).update(`request-status:${idempotencyKey}`).digest("base64url");
  return { token, hash: hashStatusToken(token) };
}

/** Whether a path segment could be a token at all: anything else is answered 404 without a query. */
export function isStatusTokenShaped(value: string): boolean {
  return TOKEN_SHAPE.test(value);
}
