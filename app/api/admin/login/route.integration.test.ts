import { beforeEach, describe, expect, it, vi } from "vitest";
import { NextRequest } from "next/server";
import { useTestDatabase } from "@/test/suite";
import { upsertStaffAccount } from "@/lib/auth/sessions";
import { PASSWORD_WORK } from "@/lib/auth/password";
import { POST } from "./route";
import { fillPasswordGate } from "@/test/password-gate";

const password = "the staff password 0123";

function post(accept?: string) {
  const body = new FormData();
  for (const [name, value] of Object.entries({ email: "ueno@example.jp", password, locale: "en" }))
    body.set(name, value);
  return POST(
    new NextRequest("http://localhost:3000/api/admin/login", {
      method: "POST",
      body,
      headers: { origin: "http://localhost:3000", ...(accept && { accept }) },
    }),
  );
}

describe("the sign-in route", () => {
  const db = useTestDatabase();
  beforeEach(() => {
    vi.stubEnv("AUTH_SECRET", "integration-test-secret-0123456789abcdef");
    vi.stubEnv("DATABASE_URL", process.env.DATABASE_URL || "postgresql://the-test-database");
  });

  it("answers 503 with Retry-After while too many passwords are being checked, with or without scripts", async () => {
    await upsertStaffAccount(db, "ueno@example.jp", password);
    const release = await fillPasswordGate();
    try {
      const json = await post("application/json");
      expect(json.status).toBe(503);
      expect(json.headers.get("retry-after")).toBe(String(PASSWORD_WORK.retryAfterSeconds));
      expect(await json.json()).toMatchObject({ ok: false, formError: { code: "busy" } });
      const page = await post();
      expect(page.status).toBe(303);
      expect(page.headers.get("location")).toBe("/en/admin/auth?error=busy");
    } finally {
      await release();
    }
    expect((await post("application/json")).status).toBe(200);
  });
});
