import { describe, expect, it } from "vitest";
import { TEST_STAFF, testVehicleForm, useTestDatabase } from "@/test/suite";
import { findCataloguePage } from "@/lib/catalogue/query";
import { searchWords } from "@/lib/catalogue/normalize";
import { getVehicleDetail } from "@/lib/vehicles/detail";
import { createVehicle } from "./vehicle-save";
import { deleteMasterEntry, listMasterEntries, saveMasterEntry } from "./master-data";
import { masterEntrySchema } from "./form-schemas";

const staff = TEST_STAFF;

describe("master data", () => {
  const db = useTestDatabase({ demoData: true });

  const search = async (q: string) =>
    (await findCataloguePage({ kind: "sale", words: searchWords(q) }, { sort: "newest", page: 1 }, { id: true })).total;

  it("an alias added to a maker finds its vehicles in the catalogue search", async () => {
    const isuzu = await db.maker.findUniqueOrThrow({ where: { slug: "isuzu" } });
    expect(await search("ISZ自動車")).toBe(0);
    const values = masterEntrySchema.parse({
      ...isuzu,
      aliases: [...isuzu.aliases, "ISZ自動車"].join("、"),
      position: String(isuzu.position),
    });
    expect(await saveMasterEntry(staff, "makers", isuzu.id, values, isuzu.version)).toEqual({
      ok: true,
      id: isuzu.id,
      version: isuzu.version + 1,
    });
    expect(await search("isz自動車")).toBe(
      await db.vehicle.count({ where: { kind: "sale", status: "published", makerId: isuzu.id } }),
    );
  });

  it("an edit of a maker leaves its vehicles' own last-updated time alone", async () => {
    const hino = await db.maker.findUniqueOrThrow({ where: { slug: "hino" } });
    const before = await db.vehicle.findMany({
      where: { makerId: hino.id },
      select: { id: true, updatedAt: true },
      orderBy: { id: "asc" },
    });
    expect(before.length).toBeGreaterThan(1);
    const values = masterEntrySchema.parse({
      ...hino,
      aliases: [...hino.aliases, "HNM"].join("、"),
      position: String(hino.position),
    });
    expect((await saveMasterEntry(staff, "makers", hino.id, values, hino.version)).ok).toBe(true);
    const after = await db.vehicle.findMany({
      where: { makerId: hino.id },
      select: { id: true, updatedAt: true, searchText: true },
      orderBy: { id: "asc" },
    });
    expect(after.map(({ id, updatedAt }) => ({ id, updatedAt }))).toEqual(before);
    expect(after.every((v) => v.searchText.includes("hnm"))).toBe(true);
  });

  it.each(["towsTrailer", "boxBody"] as const)(
    "a body type's %s is saved ticked, and unticked again (a tractor's 牽引免許, a box body's 庫内寸)",
    async (flag) => {
      const dump = await db.bodyType.findUniqueOrThrow({ where: { slug: "dump" } });
      const form = { ...dump, aliases: dump.aliases.join("、"), position: String(dump.position) };
      const ticked = masterEntrySchema.parse({ ...form, [flag]: "on" });
      expect((await saveMasterEntry(staff, "body-types", dump.id, ticked, dump.version)).ok).toBe(true);
      expect((await db.bodyType.findUniqueOrThrow({ where: { id: dump.id } }))[flag]).toBe(true);
      const { [flag]: _ticked, ...unticked } = form;
      const saved = masterEntrySchema.parse(unticked);
      expect((await saveMasterEntry(staff, "body-types", dump.id, saved, dump.version + 1)).ok).toBe(true);
      expect((await db.bodyType.findUniqueOrThrow({ where: { id: dump.id } }))[flag]).toBe(false);
    },
  );

  it("creates, edits and deletes an unused entry, and refuses a taken slug", async () => {
    const values = masterEntrySchema.parse({ slug: "hydrogen", nameJa: "水素", nameEn: "Hydrogen", position: "9" });
    const created = await saveMasterEntry(staff, "fuels", null, values);
    expect(created.ok).toBe(true);
    const id = (created as { id: number }).id;
    expect(await saveMasterEntry(staff, "fuels", null, values)).toEqual({ ok: false, error: "slugTaken" });
    expect(await saveMasterEntry(staff, "fuels", id, { ...values, nameEn: "Hydrogen fuel cell" }, 1)).toEqual({
      ok: true,
      id,
      version: 2,
    });
    expect(await saveMasterEntry(staff, "fuels", id, { ...values, nameEn: "A stale copy" }, 1)).toEqual({
      ok: false,
      error: "conflict",
    });
    expect((await listMasterEntries(staff, "fuels", "fuel cell", 1)).rows.map((e) => e.slug)).toEqual(["hydrogen"]);
    expect(await deleteMasterEntry(staff, "fuels", id)).toEqual({ ok: true, id });
  });

  it("a crane maker staff add is chosen on a crane truck, named on its page, found, kept while used", async () => {
    const values = masterEntrySchema.parse({
      slug: "shinmaywa",
      nameJa: "新明和",
      nameEn: "ShinMaywa",
      position: "50",
    });
    const added = (await saveMasterEntry(staff, "crane-makers", null, values)) as { id: number };
    // The packers' bodies are 新明和's already: the crane truck is one more.
    const before = await search("新明和");
    const crane = await db.bodyType.findUniqueOrThrow({ where: { slug: "crane" } });
    const form = await testVehicleForm(db);
    const saved = await createVehicle(
      staff,
      "sale",
      form({ bodyTypeId: String(crane.id), craneMakerId: String(added.id), craneStages: "4" }),
    );
    const vehicle = await db.vehicle.findUniqueOrThrow({ where: { id: (saved as { id: number }).id } });
    const page = await getVehicleDetail("sale", vehicle.strId, "ja");
    expect(page?.craneMaker?.nameJa).toBe("新明和");
    expect(await search("新明和")).toBe(before + 1);
    expect(await deleteMasterEntry(staff, "crane-makers", added.id)).toEqual({ ok: false, error: "inUse", count: 1 });
    // A rename reaches the search at once, as a maker's does.
    const renamed = { ...values, nameJa: "新明和クレーン" };
    expect((await saveMasterEntry(staff, "crane-makers", added.id, renamed, 1)).ok).toBe(true);
    expect(await search("新明和クレーン")).toBe(1);
  });

  it("refuses to delete an entry vehicles still use, and says how many", async () => {
    const hino = await db.maker.findUniqueOrThrow({ where: { slug: "hino" } });
    const count = await db.vehicle.count({ where: { makerId: hino.id } });
    expect(await deleteMasterEntry(staff, "makers", hino.id)).toEqual({ ok: false, error: "inUse", count });
    expect(await db.maker.findUnique({ where: { id: hino.id } })).not.toBeNull();
  });
});
