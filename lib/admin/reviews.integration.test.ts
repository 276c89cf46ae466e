import { describe, expect, it } from "vitest";
import { TEST_STAFF, useTestDatabase } from "@/test/suite";
import { reviewSchema } from "./form-schemas";
import { deleteReview, listAdminReviews, saveReview } from "./reviews";

const staff = TEST_STAFF;
const PHOTO = `${"a".repeat(64)}.webp`;

describe("customer reviews", () => {
  const db = useTestDatabase();

  const values = (input: Record<string, string> = {}) =>
    reviewSchema.parse({
      text: "対応が早く、\n納車まで安心してお任せできました。",
      customerName: "大阪府 K様",
      vehicleBought: "日野 レンジャー 4段クレーン",
      language: "ja",
      published: "on",
      photoKey: PHOTO,
      ...input,
    });

  it("creates, edits, lists, searches and deletes a review", async () => {
    const created = await saveReview(staff, null, values());
    expect(created.ok).toBe(true);
    const id = (created as { id: number }).id;
    expect(await db.review.findUniqueOrThrow({ where: { id } })).toMatchObject({
      customerName: "大阪府 K様",
      published: true,
      photoKey: PHOTO,
      text: "対応が早く、\n納車まで安心してお任せできました。",
    });

    expect(await saveReview(staff, id, values({ customerName: "K様", photoKey: "", published: "" }), 1)).toEqual({
      ok: true,
      id,
      version: 2,
    });
    expect(await saveReview(staff, id, values({ customerName: "別のタブ" }), 1)).toEqual({
      ok: false,
      error: "conflict",
    });
    expect(await db.review.findUniqueOrThrow({ where: { id } })).toMatchObject({
      customerName: "K様",
      published: false,
      photoKey: null,
    });

    expect((await listAdminReviews(staff, "レンジャー", 1)).rows.map((r) => r.id)).toEqual([id]);
    expect((await listAdminReviews(staff, "スーパーグレート", 1)).total).toBe(0);
    expect(await deleteReview(staff, id)).toEqual({ ok: true, id });
    expect(await deleteReview(staff, id)).toEqual({ ok: false, error: "notFound" });
    expect(await saveReview(staff, id, values())).toEqual({ ok: false, error: "notFound" });
  });

  it("refuses bad input by the schema", async () => {
    const result = reviewSchema.safeParse({
      text: "  ",
      customerName: "x".repeat(61),
      language: "fr",
      photoKey: "https://evil.example/x.jpg",
    });
    expect(result.success ? [] : result.error.issues.map((i) => [i.path[0], i.message])).toEqual([
      ["text", "required"],
      ["customerName", "maxLength:60"],
      ["language", "chooseOne"],
      ["photoKey", "invalidFormat"],
    ]);
  });
});
