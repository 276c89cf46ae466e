import { describe, expect, it } from "vitest";
import { hashStatusToken, isStatusTokenShaped, newStatusToken } from "./status-token";

describe("status tokens", () => {
  it("are 32 random bytes in base64url, stored as their hash", () => {
    const { token, hash } = newStatusToken();
    expect(Buffer.from(token, "base64url")).toHaveLength(32);
    expect(isStatusTokenShaped(token)).toBe(true);
    expect(hash).toBe(hashStatusToken(token));
    expect(hash).not.toBe(token);
    expect(newStatusToken().token).not.toBe(token);
  });

  it("refuses anything of another shape", () => {
    expect(isStatusTokenShaped("a".repeat(42))).toBe(false);
    expect(isStatusTokenShaped("a".repeat(44))).toBe(false);
    expect(isStatusTokenShaped(`${"a".repeat(42)}=`)).toBe(false);
    expect(isStatusTokenShaped(`${"a".repeat(42)}/`)).toBe(false);
  });
});
