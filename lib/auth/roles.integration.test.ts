import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { TEST_STAFF, useTestDatabase } from "@/test/suite";
import type { StaffSession } from "@/lib/auth/sessions";

// Every action that deletes or manages accounts, sent as the framework sends it by a signed-in account of the
// staff role: each is refused before it touches anything, and the same action from an owner goes through.
const request = vi.hoisted(() => ({ staff: null as StaffSession | null }));
vi.mock("next/headers", () => ({
  headers: async () => new Headers({ origin: "http://127.0.0.1:3000", host: "127.0.0.1:3000" }),
}));
vi.mock("next/cache", () => ({ updateTag: () => {} }));
vi.mock("@/lib/auth/staff", () => ({ currentStaff: async () => request.staff }));

const content = await import("@/app/actions/admin-content");
const { removeMasterEntry } = await import("@/app/actions/admin-master-data");
const { removeVehicle, setVehicleStatus } = await import("@/app/actions/admin-vehicles");
const accounts = await import("@/app/actions/admin-accounts");

const forbidden = { ok: false, formError: { code: "forbidden" }, fieldErrors: {} };

describe("what a staff account may not do, on the server", () => {
  const db = useTestDatabase({ demoData: true });
  let staff: StaffSession;

  beforeAll(async () => {
    const account = await db.adminUser.create({
      data: { email: "clerk@example.jp", name: "事務", passwordHash: "-", role: "staff" },
    });
    staff = { userId: account.id, sessionId: "clerk", email: account.email, name: account.name, role: "staff" };
  });
  beforeEach(() => {
    vi.stubEnv("AUTH_SECRET", "integration-test-secret-0123456789abcdef");
    vi.stubEnv("DATABASE_URL", process.env.DATABASE_URL || "postgresql://the-test-database");
    request.staff = staff;
  });

  it("cannot delete a vehicle, but still moves its status", async () => {
    const vehicle = await db.vehicle.findFirstOrThrow({ where: { status: "published" } });
    expect(await removeVehicle(null, { id: vehicle.id, version: vehicle.version })).toEqual(forbidden);
    expect(await db.vehicle.findUniqueOrThrow({ where: { id: vehicle.id } })).toMatchObject({ status: "published" });
    expect(await setVehicleStatus(null, { id: vehicle.id, version: vehicle.version, move: "unpublish" })).toMatchObject(
      {
        ok: true,
      },
    );
  });

  it("cannot delete a blog post, a review, a page or body work", async () => {
    const rows = {
      post: await db.blogPost.findFirstOrThrow(),
      review: await db.review.findFirstOrThrow(),
      page: await db.page.findFirstOrThrow(),
      bodyWork: await db.bodyWorkItem.findFirstOrThrow(),
    };
    expect(await content.removePost(null, { id: rows.post.id })).toEqual(forbidden);
    expect(await content.removeReview(null, { id: rows.review.id })).toEqual(forbidden);
    expect(await content.removeStaffPage(null, { id: rows.page.id })).toEqual(forbidden);
    expect(await content.removeBodyWork(null, { id: rows.bodyWork.id })).toEqual(forbidden);
    expect(await db.blogPost.count({ where: { id: rows.post.id } })).toBe(1);
    expect(await db.review.count({ where: { id: rows.review.id } })).toBe(1);
    expect(await db.page.count({ where: { id: rows.page.id } })).toBe(1);
    expect(await db.bodyWorkItem.count({ where: { id: rows.bodyWork.id } })).toBe(1);
  });

  it("cannot delete master data", async () => {
    const fuel = await db.fuel.create({ data: { slug: "unused-fuel", nameJa: "未使用", nameEn: "Unused" } });
    expect(await removeMasterEntry(null, { type: "fuels", id: fuel.id })).toEqual(forbidden);
    expect(await db.fuel.count({ where: { id: fuel.id } })).toBe(1);
    request.staff = TEST_STAFF;
    expect(await removeMasterEntry(null, { type: "fuels", id: fuel.id })).toMatchObject({ ok: true });
  });

  it("cannot add, rename, change, disable or reset any account, its own included", async () => {
    const before = await db.adminUser.findMany({ orderBy: { id: "asc" } });
    const form = new FormData();
    for (const [name, value] of Object.entries({ name: "新人", email: "new@example.jp", role: "owner", locale: "ja" }))
      form.set(name, value);
    expect(await accounts.addStaffAccount(null, form)).toMatchObject(forbidden);
    for (const id of [staff.userId, TEST_STAFF.userId]) {
      expect(await accounts.changeStaffRole(null, { id, role: "owner" })).toEqual(forbidden);
      expect(await accounts.setStaffDisabled(null, { id, disabled: true })).toEqual(forbidden);
      expect(await accounts.resetStaffPassword(null, { id, locale: "ja" })).toEqual(forbidden);
      expect(await accounts.renameStaffAccount(null, { id, name: "改名" })).toEqual(forbidden);
    }
    expect(await db.adminUser.findMany({ orderBy: { id: "asc" } })).toEqual(before);
    expect(await db.changeLogEntry.count({ where: { entity: "account" } })).toBe(0);
  });

  it("answers an owner's delete as before", async () => {
    request.staff = TEST_STAFF;
    const review = await db.review.findFirstOrThrow();
    expect(await content.removeReview(null, { id: review.id })).toEqual({ ok: true, value: { id: review.id } });
  });
});
