import { describe, expect, it } from "vitest";
import { TEST_STAFF, useTestDatabase } from "@/test/suite";
import { deleteStaffPage, listAdminPages, saveStaffPage } from "./pages";
import { staffPageSchema } from "./form-schemas";

const staff = TEST_STAFF;

describe("staff pages", () => {
  const db = useTestDatabase();

  const values = (input: Record<string, string> = {}) =>
    staffPageSchema.parse({
      slug: "notice",
      titleJa: "年末年始の営業について",
      bodyJa: "12月29日から1月4日まで休業します。",
      titleEn: "",
      bodyEn: "",
      published: "on",
      ...input,
    });
  const issues = (input: Record<string, string>) => {
    const result = staffPageSchema.safeParse({ slug: "notice", titleJa: "お知らせ", bodyJa: "本文", ...input });
    return result.success ? [] : result.error.issues.map((i) => [i.path[0], i.message]);
  };

  it("creates, edits, lists and deletes a page; a second page cannot take its slug", async () => {
    const created = await saveStaffPage(staff, null, values());
    expect(created.ok).toBe(true);
    const id = (created as { id: number }).id;
    expect(
      await saveStaffPage(
        staff,
        id,
        values({ titleEn: "Year-end holidays", bodyEn: "We are closed from 29 December to 4 January." }),
        1,
      ),
    ).toEqual({ ok: true, id, version: 2 });
    expect(await db.page.findUniqueOrThrow({ where: { id } })).toMatchObject({
      slug: "notice",
      titleEn: "Year-end holidays",
      published: true,
    });
    expect(await saveStaffPage(staff, null, values())).toEqual({ ok: false, error: "slugTaken" });
    expect((await listAdminPages(staff, "year-end", 1)).rows.map((p) => p.id)).toEqual([id]);
    expect(await deleteStaffPage(staff, id)).toEqual({ ok: true, id });
    expect(await deleteStaffPage(staff, id)).toEqual({ ok: false, error: "notFound" });
    expect(await db.page.count()).toBe(0);
  });

  it("refuses a slug the site already uses, a page without text, and text without its title", () => {
    expect(issues({ slug: "sale" })).toEqual([["slug", "reserved"]]);
    expect(issues({ slug: "admin" })).toEqual([["slug", "reserved"]]);
    expect(issues({ slug: "Privacy Policy" })).toEqual([["slug", "invalidFormat"]]);
    expect(issues({ bodyJa: " " })).toEqual([["bodyJa", "bodyRequired"]]);
    expect(issues({ bodyEn: "English only", titleEn: "" })).toEqual([["titleEn", "titleForBody"]]);
    expect(issues({ titleJa: "", bodyJa: "", titleEn: "Notice", bodyEn: "English only" })).toEqual([]);
  });
});
