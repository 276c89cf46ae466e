import { beforeAll, describe, expect, it } from "vitest";
import { useTestDatabase } from "@/test/suite";
import { findCataloguePage, type CatalogueFilter } from "./query";
import { searchWords } from "./normalize";
import { refreshSearchDocuments } from "./search-document";
import { LICENCES, requiredLicence, type Licence } from "@/lib/vehicles/licence";
import { getSimilarVehicles, getVehicleDetail } from "@/lib/vehicles/detail";
import { LISTED } from "@/lib/vehicles/status";

const select = {
  id: true,
  priceTotalYen: true,
  modelYear: true,
  mileageKm: true,
  makerId: true,
  bodyTypeId: true,
} as const;

describe("catalogue query", () => {
  const db = useTestDatabase({ demoData: true, connections: 2 });
  let ids: { isuzu: number; hino: number; crane: number; dump: number; medium: number };

  beforeAll(async () => {
    const id = async (p: Promise<{ id: number }>) => (await p).id;
    ids = {
      isuzu: await id(db.maker.findUniqueOrThrow({ where: { slug: "isuzu" } })),
      hino: await id(db.maker.findUniqueOrThrow({ where: { slug: "hino" } })),
      crane: await id(db.bodyType.findUniqueOrThrow({ where: { slug: "crane" } })),
      dump: await id(db.bodyType.findUniqueOrThrow({ where: { slug: "dump" } })),
      medium: await id(db.loadClass.findUniqueOrThrow({ where: { slug: "medium" } })),
    };
  });

  const find = (
    filter: Partial<CatalogueFilter> & { q?: string },
    sort: "newest" | "price-asc" | "year-desc" | "mileage-asc" | "price-desc" = "newest",
    page = 1,
  ) =>
    findCataloguePage({ kind: "sale", words: searchWords(filter.q ?? ""), ...filter }, { sort, page }, select, {
      pageSize: 1000,
    });
  const idsOf = async (filter: Parameters<typeof find>[0]) => (await find(filter)).rows.map((r) => r.id).sort();

  it("lists only the catalogue's listed vehicles and those sold in the last two weeks", async () => {
    const shown = (kind: "sale" | "purchase") => ({
      kind,
      OR: [
        { status: { in: ["published" as const, "reserved" as const] } },
        { status: "sold" as const, soldAt: { gte: new Date(Date.now() - 14 * 24 * 3600_000) } },
      ],
    });
    const all = await find({});
    expect(all.total).toBe(await db.vehicle.count({ where: shown("sale") }));
    expect(all.total).toBeGreaterThan(await db.vehicle.count({ where: { kind: "sale", status: "published" } }));
    expect((await findCataloguePage({ kind: "purchase", words: [] }, { sort: "newest", page: 1 }, select)).total).toBe(
      await db.vehicle.count({ where: shown("purchase") }),
    );
  });

  it("filters by maker, load class and body type", async () => {
    const rows = (await find({ makerId: ids.isuzu, loadClassId: ids.medium })).rows;
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.makerId === ids.isuzu)).toBe(true);
    expect((await find({ bodyTypeId: ids.crane })).rows.every((r) => r.bodyTypeId === ids.crane)).toBe(true);
  });

  it("finds a maker by its kanji, kana, katakana, romaji and full- or half-width spelling", async () => {
    const byFilter = await idsOf({ makerId: ids.isuzu });
    expect(byFilter.length).toBeGreaterThan(0);
    for (const q of ["いすゞ", "いすず", "イスズ", "ｲｽｽﾞ", "isuzu", "ISUZU", "ＩＳＵＺＵ", "Isuzu"]) {
      expect(await idsOf({ q }), q).toEqual(byFilter);
    }
    const hino = await idsOf({ makerId: ids.hino });
    for (const q of ["日野", "ひの", "HINO"]) expect(await idsOf({ q }), q).toEqual(hino);
  });

  it("finds a body type by its Japanese name, kana and alias", async () => {
    const cranes = await idsOf({ bodyTypeId: ids.crane });
    for (const q of ["クレーン付き", "くれーん", "ユニック", "ﾕﾆｯｸ"]) expect(await idsOf({ q }), q).toEqual(cranes);
  });

  it("reads a load and a body as buyers write them: 4t = 4トン = ４ｔ = 4屯, 平ボデー = 平ボディ", async () => {
    const fourTonnes = await idsOf({ q: "4t" });
    expect(fourTonnes.length).toBeGreaterThan(0);
    for (const q of ["4トン", "４ｔ", "4屯", "４トン"]) expect(await idsOf({ q }), q).toEqual(fourTonnes);
    const flatbeds = await idsOf({ q: "平ボディ" });
    expect(flatbeds.length).toBeGreaterThan(0);
    expect(await idsOf({ q: "平ボデー" })).toEqual(flatbeds);
  });

  it("finds a romaji model as a word: elf finds the Elf, not a self-loader", async () => {
    const elves = await find({ q: "elf" });
    expect(elves.total).toBeGreaterThan(0);
    const selfLoaders = await idsOf({ q: "セルフローダー" });
    expect(selfLoaders.length).toBeGreaterThan(0);
    expect(elves.rows.some((row) => selfLoaders.includes(row.id))).toBe(false);
    expect(await idsOf({ q: "elf" })).toEqual(await idsOf({ q: "エルフ" }));
  });

  it("finds a body's equipment as its card and page word it: ラジコン, 4段, パワーゲート, 前田, in English too", async () => {
    const listed = async (where: object) =>
      (await db.vehicle.findMany({ where: { AND: [where, { id: { in: await idsOf({}) } }] }, select: { id: true } }))
        .map((v) => v.id)
        .sort();
    const radio = await listed({ craneRadioRemote: true });
    const powerGates = await listed({ powerGateType: { not: null } });
    const maeda = await listed({ craneMaker: { slug: "maeda" } });
    for (const cases of [radio, powerGates, maeda]) expect(cases.length).toBeGreaterThan(0);
    for (const q of ["ラジコン", "らじこん", "radio remote"]) expect(await idsOf({ q }), q).toEqual(radio);
    for (const q of ["パワーゲート", "ﾊﾟﾜｰｹﾞｰﾄ", "tail lift"]) expect(await idsOf({ q }), q).toEqual(powerGates);
    for (const q of ["前田", "前田製作所", "maeda"]) expect(await idsOf({ q }), q).toEqual(maeda);
    expect(await idsOf({ q: "4段" })).toEqual(await listed({ craneStages: 4 }));
  });

  it("offers a crane truck's other cranes first among similar vehicles, then its class", async () => {
    const cranes = await db.vehicle.findMany({
      where: { kind: "sale", ...LISTED, bodyTypeId: ids.crane },
      orderBy: { id: "asc" },
      select: { strId: true, loadClassId: true },
    });
    expect(cranes.length).toBeGreaterThan(1);
    const crane = (await getVehicleDetail("sale", cranes[0].strId, "ja"))!;
    const similar = await getSimilarVehicles(crane, "ja", cranes.length + 3);
    const isCrane = similar.map((card) => card.bodyTypeSlug === "crane");
    const otherCranes = cranes.length - 1;
    expect(isCrane.slice(0, otherCranes)).toEqual(Array(otherCranes).fill(true));
    expect(isCrane.slice(otherCranes)).not.toContain(true);
    expect(similar.length).toBeGreaterThan(otherCranes);
    expect(similar.some((card) => card.strId === crane.strId)).toBe(false);
  });

  it("lists for a licence only the trucks it may drive, from the gross weight and the load", async () => {
    const licenced = { ...select, grossWeightKg: true, maxLoadKg: true } as const;
    const drivable = async (licence: Licence) =>
      (
        await findCataloguePage({ kind: "sale", words: [], licence }, { sort: "newest", page: 1 }, licenced, {
          pageSize: 1000,
        })
      ).rows;
    const order = LICENCES;
    let previous = 0;
    for (const licence of order) {
      const rows = await drivable(licence);
      expect(rows.length, licence).toBeGreaterThanOrEqual(previous);
      for (const row of rows) {
        const needed = requiredLicence(row);
        if (licence !== "ogata")
          expect(needed && order.indexOf(needed.licence), `${licence} ${row.id}`).toBeLessThanOrEqual(
            order.indexOf(licence),
          );
      }
      previous = rows.length;
    }
    expect((await drivable("junchugata")).length).toBeGreaterThan(0);
    expect((await drivable("ogata")).length).toBe((await find({})).total);
  });

  it("narrows with each extra word", async () => {
    const hino = await idsOf({ q: "日野" });
    const hinoDump = await idsOf({ q: "日野 ダンプ" });
    expect(hinoDump.length).toBeLessThan(hino.length);
    expect(hinoDump.every((id) => hino.includes(id))).toBe(true);
    expect(hinoDump).toEqual(await idsOf({ makerId: ids.hino, bodyTypeId: ids.dump }));
  });

  it("treats %, _ and \\ as literal characters", async () => {
    for (const q of ["%", "_", "\\", "%%", "い%ず", "_すゞ"]) expect((await find({ q })).total, q).toBe(0);
  });

  it("sorts by price, year and mileage with unknown values last", async () => {
    const byPrice = (await find({}, "price-asc")).rows.map((r) => r.priceTotalYen);
    const known = byPrice.filter((p): p is number => p !== null);
    expect(known).toEqual([...known].sort((a, b) => a - b));
    expect(byPrice.slice(known.length).every((p) => p === null)).toBe(true);
    const years = (await find({}, "year-desc")).rows.map((r) => r.modelYear!);
    expect(years).toEqual([...years].sort((a, b) => b - a));
    const km = (await find({}, "mileage-asc")).rows.map((r) => r.mileageKm!);
    expect(km).toEqual([...km].sort((a, b) => a - b));
  });

  it("pages without overlap and shows the last page for a page past the end", async () => {
    const pageOf = (page: number) =>
      findCataloguePage({ kind: "sale", words: [] }, { sort: "newest", page }, select, { pageSize: 20 });
    const [first, second] = [await pageOf(1), await pageOf(2)];
    expect(first.rows).toHaveLength(20);
    expect(second.rows.some((r) => first.rows.some((f) => f.id === r.id))).toBe(false);
    const past = await pageOf(999);
    expect(past.page).toBe(past.pageCount);
    expect(past.rows.length).toBeGreaterThan(0);
    const none = await findCataloguePage(
      { kind: "sale", words: ["存在しない車両"] },
      { sort: "newest", page: 3 },
      select,
    );
    expect(none).toMatchObject({ total: 0, page: 1, pageCount: 1, rows: [] });
  });

  it("rebuilds the search text of the vehicles asked for, and only those", async () => {
    const one = await db.vehicle.findFirstOrThrow({ where: { kind: "sale" }, select: { id: true } });
    expect(await refreshSearchDocuments(db, { id: one.id })).toBe(1);
    expect(await refreshSearchDocuments(db, { makerId: ids.hino })).toBe(
      await db.vehicle.count({ where: { makerId: ids.hino } }),
    );
  });
});
