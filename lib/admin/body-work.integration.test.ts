import { beforeAll, describe, expect, it } from "vitest";
import { TEST_STAFF, useTestDatabase } from "@/test/suite";
import { bodyWorkSchema } from "./form-schemas";
import { deleteBodyWork, listAdminBodyWork, moveBodyWork, saveBodyWork } from "./body-work";

const staff = TEST_STAFF;

describe("body manufacturing items", () => {
  const db = useTestDatabase();
  let craneType: number;

  beforeAll(async () => {
    craneType = (
      await db.bodyType.create({ data: { slug: "crane", nameJa: "クレーン", nameKana: "くれーん", nameEn: "Crane" } })
    ).id;
  });

  const values = (slug: string, input: Record<string, string> = {}) =>
    bodyWorkSchema.parse({
      slug,
      titleJa: `${slug}架装`,
      titleEn: `${slug} body`,
      textJa: "ご要望に合わせて製作します。",
      textEn: "Built to order.",
      bodyTypeId: String(craneType),
      position: "0",
      published: "on",
      photoKey: "",
      ...input,
    });
  const order = async () => (await listAdminBodyWork(staff, "", 1)).rows.map((item) => item.slug);

  it("creates, edits, orders and deletes items; slugs stay unique", async () => {
    const ids: number[] = [];
    for (const slug of ["wing", "dump", "crane"])
      ids.push(((await saveBodyWork(staff, null, values(slug))) as { id: number }).id);
    expect(await order()).toEqual(["wing", "dump", "crane"]);
    expect(await saveBodyWork(staff, null, values("wing"))).toEqual({ ok: false, error: "slugTaken" });

    expect(
      await saveBodyWork(staff, ids[1], values("dump", { titleJa: "ダンプ架装", bodyTypeId: "", position: "5" }), 1),
    ).toEqual({ ok: true, id: ids[1], version: 2 });
    expect(await db.bodyWorkItem.findUniqueOrThrow({ where: { id: ids[1] } })).toMatchObject({
      titleJa: "ダンプ架装",
      bodyTypeId: null,
      position: 5,
    });
    expect(await order()).toEqual(["wing", "crane", "dump"]);

    // Moving renumbers the whole order, so equal positions still move one step; the ends stay put.
    expect(await moveBodyWork(staff, ids[2], "up")).toEqual({ ok: true, id: ids[2] });
    expect(await order()).toEqual(["crane", "wing", "dump"]);
    await moveBodyWork(staff, ids[2], "up");
    expect(await order()).toEqual(["crane", "wing", "dump"]);
    await moveBodyWork(staff, ids[0], "down");
    expect(await order()).toEqual(["crane", "dump", "wing"]);

    expect(await deleteBodyWork(staff, ids[0])).toEqual({ ok: true, id: ids[0] });
    expect(await order()).toEqual(["crane", "dump"]);
    expect(await moveBodyWork(staff, ids[0], "up")).toEqual({ ok: false, error: "notFound" });
  });

  it("refuses a deleted body type and bad input", async () => {
    expect(await saveBodyWork(staff, null, values("tank", { bodyTypeId: "999999" }))).toEqual({
      ok: false,
      error: "bodyTypeGone",
    });
    const result = bodyWorkSchema.safeParse({
      slug: "タンク",
      titleJa: "",
      titleEn: "Tank",
      textJa: "",
      textEn: "x",
      position: "-1",
    });
    expect(result.success ? [] : result.error.issues.map((i) => [i.path[0], i.message])).toEqual([
      ["slug", "invalidFormat"],
      ["titleJa", "required"],
      ["textJa", "required"],
      ["position", "minValue:0"],
    ]);
  });
});
