import { describe, expect, it } from "vitest";
import { redactSecrets } from "./logging";

describe("redactSecrets", () => {
  it("masks tokens, passwords and session ids, whatever quotes them", () => {
    const message = 'Invalid `prisma.adminSession.findUnique()` invocation: { where: { id: "x", sessionId: "s3cr3t-session" }, password: hunter2, token="eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJlLXNpZ24" }';
    const redacted = redactSecrets(message);
    for (const secret of ["s3cr3t-session", "hunter2", "eyJhbGciOiJIUzI1NiJ9"]) expect(redacted).not.toContain(secret);
    expect(redacted).toContain("prisma.adminSession.findUnique()");
  });

  it("masks the email addresses a mail server quotes", () => {
    const redacted = redactSecrets("550 5.1.1 <taro.yamada+order@example.co.jp>: Recipient address rejected");
    expect(redacted).toBe("550 5.1.1 <[redacted email]>: Recipient address rejected");
  });

  it("leaves ordinary messages as they are", () => {
    expect(redactSecrets("database unreachable at 127.0.0.1:5432")).toBe("database unreachable at 127.0.0.1:5432");
  });
});
