import { describe, expect, it } from "vitest";
import { hashStatusToken, isStatusTokenShaped, statusTokenFor } from "./status-token";

const SECRET = "a-secret-of-at-least-thirty-two-characters";
const KEY = "6f1c2a0e-4b7d-4c1a-9e3f-2d5b8a7c9e01";

describe("status tokens", () => {
  it("are 32 bytes in base64url, stored as their hash", () => {
    const { token, hash } = statusTokenFor(KEY, SECRET);
    expect(Buffer.from(token, "base64url")).toHaveLength(32);
    expect(isStatusTokenShaped(token)).toBe(true);
    expect(hash).toBe(hashStatusToken(token));
    expect(hash).not.toBe(token);
  });

  it("are the same for a form sent again, and another for any other form or secret", () => {
    const { token } = statusTokenFor(KEY, SECRET);
    expect(statusTokenFor(KEY, SECRET).token).toBe(token);
    expect(statusTokenFor(KEY.replace(/1$/, "2"), SECRET).token).not.toBe(token);
    expect(statusTokenFor(KEY, `${SECRET}!`).token).not.toBe(token);
    // Nothing of the key shows in the token.
    expect(token).not.toContain(KEY.slice(0, 8));
  });

  it("refuses anything of another shape", () => {
    expect(isStatusTokenShaped("a".repeat(42))).toBe(false);
    expect(isStatusTokenShaped("a".repeat(44))).toBe(false);
    expect(isStatusTokenShaped(`${"a".repeat(42)}=`)).toBe(false);
    expect(isStatusTokenShaped(`${"a".repeat(42)}/`)).toBe(false);
  });
});
