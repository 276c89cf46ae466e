// @vitest-environment node
import { describe, expect, it } from "vitest";
import { SignJWT, UnsecuredJWT } from "jose";
import { signAdminToken, verifyAdminToken } from "./token";

const secret = "a-test-secret-that-is-long-enough-for-hs256!";

describe("admin token", () => {
  it("round-trips the account and session ids", async () => {
    const token = await signAdminToken({ sub: "7", sid: "session-1" }, secret);
    expect(await verifyAdminToken(token, secret)).toEqual({ sub: "7", sid: "session-1" });
  });

  it("refuses a missing, expired, forged or unsigned token", async () => {
    expect(await verifyAdminToken(undefined, secret)).toBeNull();
    expect(await verifyAdminToken("not-a-jwt", secret)).toBeNull();
    expect(await verifyAdminToken(await signAdminToken({ sub: "7", sid: "s" }, secret, -60), secret)).toBeNull();
    expect(await verifyAdminToken(await signAdminToken({ sub: "7", sid: "s" }, `${secret}-other`), secret)).toBeNull();
    const unsigned = new UnsecuredJWT({ sid: "s" }).setSubject("7").setExpirationTime("1h").encode();
    expect(await verifyAdminToken(unsigned, secret)).toBeNull();
  });

  it("refuses a token without an expiry or a session id", async () => {
    const key = new TextEncoder().encode(secret);
    const noExp = await new SignJWT({ sid: "s" }).setProtectedHeader({ alg: "HS256" }).setSubject("7").sign(key);
    const noSid = await new SignJWT({})
      .setProtectedHeader({ alg: "HS256" })
      .setSubject("7")
      .setExpirationTime("1h")
      .sign(key);
    expect(await verifyAdminToken(noExp, secret)).toBeNull();
    expect(await verifyAdminToken(noSid, secret)).toBeNull();
  });

  it("refuses another algorithm even with the right secret", async () => {
    const key = new TextEncoder().encode(secret);
    const hs512 = await new SignJWT({ sid: "s" })
      .setProtectedHeader({ alg: "HS512" })
      .setSubject("7")
      .setExpirationTime("1h")
      .sign(key);
    expect(await verifyAdminToken(hs512, secret)).toBeNull();
  });
});
