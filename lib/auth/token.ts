// The staff session token: a JWT signed with HS256 that names a session row, so that signing out
// revokes it in the database. proxy.ts only checks the signature and expiry (cheap, no database);
// the data-access layer checks the session again where data is read or written.
import { jwtVerify, SignJWT, type JWTPayload } from "jose";

export const TOKEN_COOKIE = "token";
/** A working day: staff sign in each morning. */
export const TOKEN_TTL_SECONDS = 10 * 60 * 60;

export interface AdminTokenClaims {
  /** The staff account id. */
  sub: string;
  /** The session id stored in admin_sessions. */
  sid: string;
}

function key(secret: string) {
  return new TextEncoder().encode(secret);
}

export async function signAdminToken(
  claims: AdminTokenClaims,
  secret: string,
  ttlSeconds = TOKEN_TTL_SECONDS,
): Promise<string> {
  return new SignJWT({ sid: claims.sid })
    .setProtectedHeader({ alg: "HS256" })
    .setSubject(claims.sub)
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
    .sign(key(secret));
}

/** The token's claims when its signature and expiry hold; null for anything else. */
export async function verifyAdminToken(token: string | undefined, secret: string): Promise<AdminTokenClaims | null> {
  if (!token) return null;
  try {
    const { payload } = await jwtVerify<JWTPayload & { sid?: unknown }>(token, key(secret), {
      algorithms: ["HS256"],
      requiredClaims: ["exp", "sub"],
    });
    if (typeof payload.sid !== "string" || !payload.sub) return null;
    return { sub: payload.sub, sid: payload.sid };
  } catch {
    return null;
  }
}
