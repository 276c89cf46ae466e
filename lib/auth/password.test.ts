import { describe, expect, it } from "vitest";
import { isGuessablePassword, MIN_PASSWORD_LENGTH } from "./password";

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
