import { describe, expect, it } from "vitest";
import { TEST_STAFF, useTestDatabase } from "@/test/suite";
import { blogPostSchema } from "./form-schemas";
import { deletePost, listAdminPosts, savePost, translationCandidates } from "./blog";

const staff = TEST_STAFF;

describe("blog posts", () => {
  const db = useTestDatabase();

  const values = (input: Record<string, string> = {}) =>
    blogPostSchema.parse({
      title: "4段クレーン買取強化",
      body: "**本文**",
      language: "ja",
      published: "on",
      publishedOn: "2026-11-23",
      photoKey: "",
      ...input,
    });

  it("creates, edits, lists and deletes a post, dated in Japan time", async () => {
    const created = await savePost(staff, null, values());
    expect(created.ok).toBe(true);
    const id = (created as { id: number }).id;
    expect((await db.blogPost.findUniqueOrThrow({ where: { id } })).publishedAt?.toISOString()).toBe(
      "2026-11-22T15:00:00.000Z",
    );
    expect(await savePost(staff, id, values({ title: "クレーン買取の実績" }), 1)).toEqual({
      ok: true,
      id,
      version: 2,
    });
    expect((await listAdminPosts(staff, "実績", 1)).rows.map((p) => p.id)).toEqual([id]);
    expect(await deletePost(staff, id)).toEqual({ ok: true, id });
    expect(await deletePost(staff, id)).toEqual({ ok: false, error: "notFound" });
  });

  it("finds a title kept as typed whichever width the search is typed in, and a % only as itself", async () => {
    const fullWidth = ((await savePost(staff, null, values({ title: "ＥＴＣ付きダンプ入庫 ①" }))) as { id: number }).id;
    const halfWidth = ((await savePost(staff, null, values({ title: "etc付き 100%保証" }))) as { id: number }).id;
    const found = async (q: string) => (await listAdminPosts(staff, q, 1)).rows.map((p) => p.id).sort();
    expect(await found("ETC付き")).toEqual([fullWidth, halfWidth].sort());
    expect(await found("ＥＴＣ付き")).toEqual([fullWidth, halfWidth].sort());
    expect(await found("1")).toContain(fullWidth);
    expect(await found("100％")).toEqual([halfWidth]);
    expect(await found("E%付き")).toEqual([]);
  });

  it("links a post to the original it translates, once, and only across languages", async () => {
    const idOf = async (input: Record<string, string>) =>
      ((await savePost(staff, null, values(input))) as { id: number }).id;
    const original = await idOf({ title: "クレーン買取強化中" });
    const english = await idOf({ title: "We buy cranes", language: "en", translationOfId: String(original) });
    expect((await db.blogPost.findUniqueOrThrow({ where: { id: english } })).translationOfId).toBe(original);

    // The original is taken now, and a second Japanese post cannot translate a Japanese one.
    expect(
      await savePost(staff, null, values({ title: "Another", language: "en", translationOfId: String(original) })),
    ).toEqual({ ok: false, error: "translationUnavailable" });
    const otherJapanese = await idOf({ title: "ダンプ買取" });
    expect(await savePost(staff, null, values({ title: "別の記事", translationOfId: String(otherJapanese) }))).toEqual({
      ok: false,
      error: "translationUnavailable",
    });
    // The original cannot take its translation's language, nor become a translation itself.
    expect(await savePost(staff, original, values({ title: "クレーン買取強化中", language: "en" }))).toEqual({
      ok: false,
      error: "translationUnavailable",
    });
    expect(
      await savePost(staff, original, values({ title: "クレーン買取強化中", translationOfId: String(otherJapanese) })),
    ).toEqual({ ok: false, error: "translationUnavailable" });
    expect(await translationCandidates(staff, original)).toEqual([]);
    expect((await translationCandidates(staff, english)).map((post) => post.id)).toContain(original);
    // Saving the translation again keeps its link; unlinking frees the original.
    expect(
      await savePost(
        staff,
        english,
        values({ title: "We buy cranes", language: "en", translationOfId: String(original) }),
        1,
      ),
    ).toEqual({ ok: true, id: english, version: 2 });
    expect(await savePost(staff, english, values({ title: "We buy cranes", language: "en" }), 2)).toEqual({
      ok: true,
      id: english,
      version: 3,
    });
    expect((await translationCandidates(staff, null)).map((post) => post.id)).toEqual(
      expect.arrayContaining([original, english, otherJapanese]),
    );
    await db.blogPost.deleteMany();
  });

  it("refuses bad input by the schema", async () => {
    const result = blogPostSchema.safeParse({
      title: " ",
      body: "",
      language: "fr",
      publishedOn: "23/11/2026",
      photoKey: "../../etc/passwd",
      translationOfId: "2147483648",
    });
    expect(result.success ? [] : result.error.issues.map((i) => [i.path[0], i.message])).toEqual([
      ["title", "required"],
      ["body", "required"],
      ["language", "chooseOne"],
      ["publishedOn", "invalidFormat"],
      ["photoKey", "invalidFormat"],
      ["translationOfId", "chooseOne"],
    ]);
    // A day that does not exist is refused, not rolled over into the next month.
    expect(blogPostSchema.shape.publishedOn.safeParse("2026-02-30").success).toBe(false);
    expect(blogPostSchema.shape.publishedOn.safeParse("2028-02-29").success).toBe(true);
  });
});
