import { describe, expect, it } from "vitest";
import { hashPassword, needsRehash, verifyPassword } from "./password";
import { isGuessablePassword, MIN_PASSWORD_LENGTH } from "./password-rules";

// The unit tests run without PASSWORD_HASH_COST, as production does: this is the cost a real site's hashes have.
// Five hashes at that cost take about a second and a half on an idle 2-core machine and timed out at the default 5 s
// while the machine was busy, so this test has time of its own.
const PRODUCTION_COST_TIMEOUT_MS = 60_000;

describe("hashPassword", () => {
  it(
    "stores salted scrypt hashes at OWASP's cost (N = 2^17, r = 8, p = 1)",
    async () => {
      const password = "correct horse battery staple";
      const [a, b] = [await hashPassword(password), await hashPassword(password)];
      expect(a).toMatch(/^scrypt\$131072\$8\$1\$/);
      expect(a).not.toBe(b);
      expect(needsRehash(a)).toBe(false);
      expect(needsRehash(a.replace("$131072$", "$1024$"))).toBe(true);
      expect(await verifyPassword(password, a)).toBe(true);
      expect(await verifyPassword("correct horse battery stapl", a)).toBe(false);
      expect(await verifyPassword(password, "plain-text")).toBe(false);
    },
    PRODUCTION_COST_TIMEOUT_MS,
  );
});

describe("isGuessablePassword", () => {
  it("refuses what guessers try first, however it is typed", () => {
    for (const password of [
      "password1234",
      "Password 1234",
      "ＰＡＳＳＷＯＲＤ１２３４",
      "aaaaaaaaaaaa",
      "123123123123",
      "abcabcabcabc",
      "123456789012",
      "210987654321",
      "qwertyuiopas",
      "abcdefghijklm",
      "1q2w3e4r5t6y",
    ]) {
      expect(password.length, password).toBeGreaterThanOrEqual(MIN_PASSWORD_LENGTH);
      expect(isGuessablePassword(password), password).toBe(true);
    }
  });

  it("lets through a passphrase or a random string", () => {
    for (const password of [
      "kabuto mushi no natsu",
      "e2e staff password 0123",
      "h7Vq-2mLx-9pRt",
      "トラック売ります2026",
    ])
      expect(isGuessablePassword(password), password).toBe(false);
  });
});
