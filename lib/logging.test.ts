import { afterEach, describe, expect, it, vi } from "vitest";
import { log, logError, redactSecrets } from "./logging";

describe("redactSecrets", () => {
  it("masks tokens, passwords and session ids, whatever quotes them", () => {
    const message =
      'Invalid `prisma.adminSession.findUnique()` invocation: { where: { id: "x", sessionId: "s3cr3t-session" }, ' +
      'password: hunter2, token="eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJlLXNpZ24" }';
    const redacted = redactSecrets(message);
    for (const secret of ["s3cr3t-session", "hunter2", "eyJhbGciOiJIUzI1NiJ9"]) expect(redacted).not.toContain(secret);
    expect(redacted).toContain("prisma.adminSession.findUnique()");
  });

  it("masks the email addresses a mail server quotes", () => {
    const redacted = redactSecrets("550 5.1.1 <taro.yamada+order@example.co.jp>: Recipient address rejected");
    expect(redacted).toBe("550 5.1.1 <[redacted email]>: Recipient address rejected");
  });

  it("masks the phone numbers customers write, in every way they write them", () => {
    for (const phone of ["090-1234-5678", "09012345678", "03 1234 5678", "+81 90 1234 5678", "0120-555-860"]) {
      expect(redactSecrets(`Invalid value { phone: ${phone} }`), phone).toBe(
        "Invalid value { phone: [redacted phone] }",
      );
    }
  });

  it.each([
    // An address's local part may hold "/", "?" and "=", so the mask takes the path before it with it.
    ["GET /jp/saved-search/leak-victim%40example.com 500", "GET [redacted email] 500"],
    ['{"path":"/api/x?email=Leak.Victim%40Example.co.jp&n=2"}', '{"path":"[redacted email]&n=2"}'],
    ["twice encoded leak%2540example.com", "twice encoded [redacted email]"],
    ["/contact?tel=090%2D1234%2D5678", "/contact?tel=[redacted phone]"],
    ["/contact?tel=%2B81%2090%201234%205678&x=1", "/contact?tel=[redacted phone]&x=1"],
    ["/x?token%3Dabc123", "/x?token=[redacted]"],
    // Escapes that are not UTF-8 (%FF, a cut %E3%83) or not escapes at all (%zz) do not stop the mask.
    ["leak%40example.com%E3%83 at %FF", "[redacted email]%E3%83 at %FF"],
    ["%zz%4 leak%40example.com", "%zz%4 [redacted email]"],
  ])("masks what percent-escapes hide: %s", (logged, masked) => {
    expect(redactSecrets(logged)).toBe(masked);
  });

  it("leaves ordinary messages as they are", () => {
    for (const message of [
      "database unreachable at 127.0.0.1:5432",
      "at 2026-11-24T08:05:01.123Z",
      "order 5000123 (attempt 3)",
      "digest 377356515",
      "/_next/static/chunks/0123456789.js:1:2345",
      // Escaped paths with nothing to hide keep their escapes.
      "GET /jp/sale/%E3%82%AF%E3%83%AC%E3%83%BC%E3%83%B3?q=4t%20wing",
      "/sitemaps/%FF.xml",
    ]) {
      expect(redactSecrets(message)).toBe(message);
    }
  });
});

describe("the logger", () => {
  afterEach(() => vi.restoreAllMocks());

  it("writes one JSON line per event, with its level and time, and masks every text it is given", () => {
    const lines: string[] = [];
    vi.spyOn(console, "error").mockImplementation((line: string) => void lines.push(line));
    vi.spyOn(console, "log").mockImplementation((line: string) => void lines.push(line));
    log.info("mail.logged", { id: 7, subject: "受付番号 5000001" });
    logError("db.pool", new Error("connection to taro@example.jp failed: password=hunter2, phone 090-1234-5678"));
    expect(lines).toHaveLength(2);
    const [info, error] = lines.map((line) => JSON.parse(line));
    expect(info).toMatchObject({ level: "info", event: "mail.logged", id: 7, subject: "受付番号 5000001" });
    expect(Date.parse(info.time)).not.toBeNaN();
    expect(error).toMatchObject({ level: "error", event: "db.pool" });
    for (const personal of ["taro@example.jp", "hunter2", "090-1234-5678"]) expect(lines[1]).not.toContain(personal);
  });
});
