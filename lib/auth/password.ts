// Staff passwords are stored as scrypt hashes (memory-hard, in Node itself): "scrypt$N$r$p$salt$hash", with
// the parameters OWASP names for scrypt (N = 2^17, r = 8, p = 1: 128 MiB and a few hundred milliseconds per
// check). A hash made with weaker ones is replaced at the next sign-in (lib/auth/sessions.ts).
import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from "node:crypto";
import { passwordHashCost } from "@/lib/env";
import { boundedGate } from "./gate";

// N = 2^17 in production; read when first needed, so the build, which imports this module, needs no setting.
const params = () => ({ N: 2 ** passwordHashCost(), r: 8, p: 1 });
const KEY_LENGTH = 64;
/**
 * What an account without a password yet stores (a new account, or one whose password was reset): no scrypt hash,
 * so no password ever matches it.
 */
export const NO_PASSWORD = "-";
/**
 * Every hash and check of a password passes here, whoever asks (a sign-in, a setup link, a change): each takes
 * 128 MiB and a thread of libuv's pool of four, which file reads and DNS share. Two at once leave the machine's
 * other core and half the pool to the pages; a short queue absorbs a burst of staff, and a flood is refused at
 * once (`Busy`) instead of stalling every page behind it.
 */
export const PASSWORD_WORK = { concurrency: 2, queue: 6, retryAfterSeconds: 5 } as const;
export const passwordGate = boundedGate(PASSWORD_WORK);

function scrypt(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return passwordGate.run(
    () =>
      new Promise((resolve, reject) =>
        scryptCallback(password.normalize("NFKC"), salt, KEY_LENGTH, options, (error, key) =>
          error ? reject(error) : resolve(key),
        ),
      ),
  );
}

const encoded = ({ N, r, p }: ReturnType<typeof params>, salt: Buffer, key: Buffer) =>
  ["scrypt", N, r, p, salt.toString("base64url"), key.toString("base64url")].join("$");

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const cost = params();
  return encoded(cost, salt, await scrypt(password, salt, { ...cost, maxmem: 128 * cost.N * cost.r * 2 }));
}

/**
 * A stored hash of today's cost that no password matches (its key is random bytes): checking a password
 * against it takes as long as against a real one, without a hash being made for it.
 */
export function unmatchableHash(): string {
  return encoded(params(), randomBytes(16), randomBytes(KEY_LENGTH));
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split("$");
  if (scheme !== "scrypt" || !salt || !hash) return false;
  const N = Number(n);
  const expected = Buffer.from(hash, "base64url");
  const key = await scrypt(password, Buffer.from(salt, "base64url"), {
    N,
    r: Number(r),
    p: Number(p),
    maxmem: 128 * N * Number(r) * 2,
  });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** Whether a stored hash was made with weaker parameters than today's. */
export function needsRehash(stored: string): boolean {
  const [scheme, n, r, p] = stored.split("$");
  const current = params();
  return scheme !== "scrypt" || Number(n) < current.N || Number(r) < current.r || Number(p) < current.p;
}

/** A password for a first or reset account: 20 characters people can read out. */
export function generatePassword(): string {
  const alphabet = "ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789";
  return [...randomBytes(20)].map((byte) => alphabet[byte % alphabet.length]).join("");
}
