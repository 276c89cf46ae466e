import { beforeEach, describe, expect, it, vi } from "vitest";
import { TEST_STAFF, useTestDatabase } from "@/test/suite";
import type { StaffSession } from "@/lib/auth/sessions";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { setProcessDb } from "@/lib/db/process";
import { fillPasswordGate } from "@/test/password-gate";

// The action layer as the framework runs it, on a real database: only the request (its headers, the
// session cookie's outcome) and Next's cache are stood in for.
const request = vi.hoisted(() => ({
  origin: "http://127.0.0.1:3000" as string | null,
  host: "127.0.0.1:3000",
  staff: null as StaffSession | null,
  /** Why a request without a session has none (lib/auth/sessions.ts sessionRefusal). */
  refusal: "signInRequired" as "signInRequired" | "accountDisabled",
}));
const expired = vi.hoisted(() => [] as string[]);
vi.mock("next/headers", () => ({
  headers: async () => new Headers({ ...(request.origin && { origin: request.origin }), host: request.host }),
}));
// The contact action reads master data through the cross-request cache, which here reads the database every time.
vi.mock("next/cache", () => ({
  unstable_cache: (read: (...args: unknown[]) => unknown) => read,
  updateTag: (tag: string) => expired.push(tag),
}));
vi.mock("@/lib/auth/staff", () => ({
  currentStaff: async () => request.staff,
  staffRefusal: async () => request.refusal,
}));

const { saveReviewForm, removeReview } = await import("@/app/actions/admin-content");
const { submitContactRequest } = await import("@/app/actions/contact");
const { changePassword, setUpAccount } = await import("@/app/actions/admin-accounts");
const { createStaffAccount } = await import("@/lib/admin/accounts");
const { upsertStaffAccount } = await import("@/lib/auth/sessions");
const { PASSWORD_WORK } = await import("@/lib/auth/password");

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};
const review = {
  text: "対応が早く助かりました。",
  customerName: "K様",
  vehicleBought: "",
  language: "ja",
  published: "on",
  photoKey: "",
};

describe("the action layer", () => {
  const db = useTestDatabase();
  beforeEach(() => {
    // What the server's environment always holds; the database itself is the one this file made.
    vi.stubEnv("AUTH_SECRET", "integration-test-secret-0123456789abcdef");
    vi.stubEnv("DATABASE_URL", process.env.DATABASE_URL || "postgresql://the-test-database");
    request.origin = "http://127.0.0.1:3000";
    request.staff = TEST_STAFF;
    request.refusal = "signInRequired";
    expired.length = 0;
  });

  it("refuses a post from another site, or with no origin, before reading anything", async () => {
    // The site is http://localhost:3000 here (no SITE_URL outside production): the Host a client sends changes nothing.
    for (const origin of ["https://evil.example", null, "null", "http://localhost:3001"]) {
      request.origin = origin;
      expect(await saveReviewForm(null, form({ ...review, id: "", version: "" }))).toEqual({
        ok: false,
        formError: { code: "refused" },
        fieldErrors: {},
      });
      expect(await submitContactRequest(null, form({ locale: "ja" }))).toEqual({
        ok: false,
        formError: { code: "refused" },
        fieldErrors: {},
      });
    }
    expect(await db.review.count()).toBe(0);
  });

  it("answers a missing session with sign-in, and gives the form back what it sent", async () => {
    request.staff = null;
    const result = await saveReviewForm(null, form({ ...review, id: "", version: "" }));
    expect(result).toMatchObject({
      ok: false,
      formError: { code: "signInRequired" },
      fieldErrors: {},
      values: { text: review.text, customerName: "K様" },
    });
    expect(await removeReview(null, { id: 1 })).toEqual({
      ok: false,
      formError: { code: "signInRequired" },
      fieldErrors: {},
    });
    // A stopped account is told so, not sent to sign in again towards the lockout.
    request.refusal = "accountDisabled";
    expect(await removeReview(null, { id: 1 })).toEqual({
      ok: false,
      formError: { code: "accountDisabled" },
      fieldErrors: {},
    });
    expect(await db.review.count()).toBe(0);
  });

  it("answers bad input field by field, in the same shape for staff and visitors", async () => {
    expect(
      await saveReviewForm(null, form({ ...review, customerName: "", language: "fr", id: "", version: "" })),
    ).toMatchObject({
      ok: false,
      formError: { code: "invalid" },
      fieldErrors: { customerName: { code: "required" }, language: { code: "chooseOne" } },
    });
    expect(
      await submitContactRequest(null, form({ locale: "ja", type: "sale", lastName: "山田", email: "x" })),
    ).toMatchObject({
      ok: false,
      formError: { code: "invalid" },
      fieldErrors: { firstName: { code: "required" }, email: { code: "email" } },
    });
    expect(await removeReview(null, { id: "abc" })).toMatchObject({ ok: false, formError: { code: "invalid" } });
  });

  it("saves over the version staff opened, refuses a stale save, and expires the public pages", async () => {
    const created = await saveReviewForm(null, form({ ...review, id: "", version: "" }));
    expect(created).toEqual({ ok: true, value: { id: expect.any(Number), version: 1 } });
    expect(expired).toEqual(["content"]);
    const { id } = (created as { value: { id: number } }).value;
    expect(await saveReviewForm(null, form({ ...review, text: "一つ目のタブ", id: String(id), version: "1" }))).toEqual(
      { ok: true, value: { id, version: 2 } },
    );
    expect(
      await saveReviewForm(null, form({ ...review, text: "二つ目のタブ", id: String(id), version: "1" })),
    ).toMatchObject({ ok: false, formError: { code: "conflict" } });
    expect((await db.review.findUniqueOrThrow({ where: { id } })).text).toBe("一つ目のタブ");
    expect(await removeReview(null, { id })).toEqual({ ok: true, value: { id } });
    expect(await saveReviewForm(null, form({ ...review, id: String(id), version: "2" }))).toMatchObject({
      ok: false,
      formError: { code: "notFound" },
    });
  });

  it("answers a database failure in the form, never with an error", async () => {
    const broken = new Proxy({} as PrismaClient, {
      get: () => {
        throw Object.assign(new Error("boom"), { code: "XX000" });
      },
    });
    setProcessDb(broken);
    try {
      expect(await saveReviewForm(null, form({ ...review, id: "", version: "" }))).toMatchObject({
        ok: false,
        formError: { code: "saveFailed" },
        values: { customerName: "K様" },
      });
    } finally {
      setProcessDb(db);
    }
  });

  it("answers a full password gate with a wait in seconds, giving back what was typed but the passwords", async () => {
    await upsertStaffAccount(db, TEST_STAFF.email, "the staff password 0123");
    const link = await createStaffAccount(TEST_STAFF, { name: "", email: "gate@example.jp", role: "staff" });
    const token = (link as { token: string }).token;
    const release = await fillPasswordGate();
    const busy = { code: "busy", value: PASSWORD_WORK.retryAfterSeconds };
    const chosen = { password: "a long new password", confirm: "a long new password" };
    try {
      expect(await setUpAccount(null, form({ token, ...chosen }))).toEqual({
        ok: false,
        formError: busy,
        fieldErrors: {},
        values: { token },
      });
      expect(await changePassword(null, form({ current: "the staff password 0123", ...chosen }))).toEqual({
        ok: false,
        formError: busy,
        fieldErrors: {},
        values: {},
      });
    } finally {
      await release();
    }
    expect(await setUpAccount(null, form({ token, ...chosen }))).toEqual({
      ok: true,
      value: { email: "gate@example.jp" },
    });
  });
});
