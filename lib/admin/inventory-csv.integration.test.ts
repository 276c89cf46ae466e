import { vehicleLabel } from "./vehicle-history";
import { readFileSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { TEST_STAFF, useTestDatabase } from "@/test/suite";
import { parseCsv, toCsv } from "@/lib/csv";
import { historyOf } from "./history";
import {
  checkInventoryCsv,
  exportInventoryCsv,
  importInventoryCsv,
  INVENTORY_CSV_LIMITS,
  inventoryCsvHeaders,
  inventoryCsvTemplate,
} from "./inventory-csv";
import { countCatalogue } from "@/lib/catalogue/query";
import { searchWords } from "@/lib/catalogue/normalize";
import { vehicleFormSchema } from "./vehicle-form";
import { createVehicle } from "./vehicle-save";

const staff = TEST_STAFF;
const bytes = (text: string) => new TextEncoder().encode(text);
const allSale = { q: "", sort: "inquiry" } as const;
const csvRows = (csv: string) => {
  const parsed = parseCsv(csv);
  if (!parsed.ok) throw new Error(`malformed CSV at row ${parsed.row}`);
  return parsed.rows;
};

describe("the inventory as CSV", () => {
  const db = useTestDatabase({ demoData: true });
  let vehicleId: number;
  let inquiryNo: number;

  beforeAll(async () => {
    const [maker, loadClass, bodyType] = await Promise.all([
      db.maker.findFirstOrThrow({ where: { slug: "isuzu" } }),
      db.loadClass.findFirstOrThrow({ where: { slug: "small" } }),
      db.bodyType.findFirstOrThrow({ where: { slug: "flatbed" } }),
    ]);
    const created = await createVehicle(
      staff,
      "sale",
      vehicleFormSchema.parse({
        kind: "sale",
        status: "published",
        nameJa: '=いすゞ エルフ, 2t "平"',
        nameEn: "Isuzu Elf 2 t flatbed CSV",
        makerId: String(maker.id),
        loadClassId: String(loadClass.id),
        bodyTypeId: String(bodyType.id),
        modelYear: "2019",
        priceBodyYen: "2980000",
        priceFeesYen: "150000",
        hasAirConditioner: "on",
        repairHistory: "no",
        descriptionJa: "1行目\n2行目",
      }),
    );
    if (!created.ok) throw new Error("not created");
    vehicleId = created.id;
    inquiryNo = (await db.vehicle.findUniqueOrThrow({ where: { id: vehicleId } })).inquiryNo;
  });

  it("exports the filtered vehicles with the staff member's headers, and reads them back as no change", async () => {
    const csv = await exportInventoryCsv(staff, "sale", { ...allSale, q: "Elf 2 t flatbed CSV" }, "ja");
    expect(csv.startsWith("\uFEFF")).toBe(true);
    expect(csv).toContain("\r\n");
    const [header, row, ...rest] = csvRows(csv);
    expect(header).toEqual(inventoryCsvHeaders("ja"));
    expect(rest).toHaveLength(0);
    expect(row[0]).toBe(String(inquiryNo));
    // A name that starts like a formula is written defused, and comes back as typed.
    expect(row[2]).toBe('\'=いすゞ エルフ, 2t "平"');
    expect(row).toContain("いすゞ");
    expect(row).toContain("掲載中");

    const before = await db.vehicle.findUniqueOrThrow({ where: { id: vehicleId } });
    const logged = await db.changeLogEntry.count();
    const check = await checkInventoryCsv(staff, "sale", bytes(csv));
    expect(check).toEqual({
      ok: true,
      rows: [{ row: 2, action: "unchanged", inquiryNo, name: before.nameJa, changes: [], notes: [] }],
    });
    // A row that changes nothing is neither written nor logged.
    expect(await importInventoryCsv(staff, "sale", bytes(csv))).toEqual({
      ok: true,
      created: 0,
      updated: 0,
      unchanged: 1,
    });
    expect(await db.vehicle.findUniqueOrThrow({ where: { id: vehicleId } })).toEqual(before);
    expect(await db.changeLogEntry.count()).toBe(logged);
  });

  it("previews each changed field before → after, and reads a 車台番号 Excel saved as 84 back as 084", async () => {
    const ja = inventoryCsvHeaders("ja");
    const kept = await db.vehicle.findUniqueOrThrow({ where: { inquiryNo: 10021 } });
    const csv = toCsv(
      [ja[0], "priceBodyYen", "chassisLast3"],
      [[kept.inquiryNo, (kept.priceBodyYen ?? 0) + 10_000, 84]],
    );
    const check = await checkInventoryCsv(staff, kept.kind, bytes(csv), "en");
    expect(check).toMatchObject({
      ok: true,
      rows: [
        {
          action: "update",
          changes: expect.arrayContaining([
            { column: "chassisLast3", before: kept.chassisLast3 ?? "(empty)", after: "084" },
          ]),
          notes: [{ column: "chassisLast3", code: "zerosRestored", value: "084" }],
        },
      ],
    });
    expect(await importInventoryCsv(staff, kept.kind, bytes(csv))).toMatchObject({ ok: true, updated: 1 });
    expect(await db.vehicle.findUniqueOrThrow({ where: { id: kept.id } })).toMatchObject({ chassisLast3: "084" });
  });

  it("exports in English with English headers, which the importer reads as well", async () => {
    const csv = await exportInventoryCsv(staff, "sale", { ...allSale, q: "Elf 2 t flatbed CSV" }, "en");
    const [header, row] = csvRows(csv);
    expect(header).toEqual(inventoryCsvHeaders("en"));
    expect(row).toContain("Isuzu");
    expect(row).toContain("Published");
    expect(await checkInventoryCsv(staff, "sale", bytes(csv))).toMatchObject({ ok: true });
  });

  it("offers a template whose example row passes the check", async () => {
    for (const locale of ["ja", "en"] as const) {
      const template = await inventoryCsvTemplate(staff, "sale", locale);
      const rows = csvRows(template);
      expect(rows).toHaveLength(2);
      expect(rows[0]).toEqual(inventoryCsvHeaders(locale));
      expect(await checkInventoryCsv(staff, "sale", bytes(template))).toMatchObject({
        ok: true,
        rows: [{ row: 2, action: "create", inquiryNo: null }],
      });
    }
  });

  it("creates vehicles from Excel's Shift_JIS file, with a history row each", async () => {
    const file = readFileSync(path.join(process.cwd(), "test/fixtures/inventory-excel-shift-jis.csv"));
    const check = await checkInventoryCsv(staff, "sale", file);
    expect(check).toMatchObject({
      ok: true,
      rows: [{ row: 2, action: "create", name: "日野 レンジャー 冷凍車 SJIS" }],
    });
    expect(await importInventoryCsv(staff, "sale", file)).toEqual({ ok: true, created: 1, updated: 0, unchanged: 0 });
    const vehicle = await db.vehicle.findFirstOrThrow({
      where: { nameEn: "Hino Ranger refrigerated SJIS" },
      include: { maker: true, bodyType: true, fuel: true, transmission: true },
    });
    expect(vehicle).toMatchObject({
      kind: "sale",
      status: "draft",
      mileageKm: 210_000,
      priceTotalYen: 6_050_000,
      hasAirConditioner: true,
      // As typed in Excel: its full-width figures, ① and 髙 (a Windows-only character of Shift_JIS) stay.
      descriptionJa: "荷台は－５℃まで冷却。①整備済み、髙品質",
    });
    expect([vehicle.maker.slug, vehicle.bodyType.slug, vehicle.fuel?.slug, vehicle.transmission?.slug]).toEqual([
      "hino",
      "refrigerated",
      "diesel",
      "mt",
    ]);
    expect(vehicle.searchText).not.toBe("");
    const [entry] = await historyOf(staff, "vehicle", vehicle.id);
    expect(entry).toMatchObject({ action: "imported", entityLabel: vehicleLabel(vehicle) });
  });

  it("reads a UTF-8 file with a BOM in English headers and master names by slug", async () => {
    const en = inventoryCsvHeaders("en");
    const csv = toCsv(
      [en[0], en[2], en[3], en[4], en[5], en[6], "status"],
      [["", "三菱ふそう ファイター BOM", "Fuso Fighter BOM", "fuso", "medium", "wing", "published"]],
    );
    expect(csv.startsWith("\uFEFF")).toBe(true);
    expect(await importInventoryCsv(staff, "purchase", bytes(csv))).toEqual({
      ok: true,
      created: 1,
      updated: 0,
      unchanged: 0,
    });
    const vehicle = await db.vehicle.findFirstOrThrow({ where: { nameEn: "Fuso Fighter BOM" } });
    expect(vehicle).toMatchObject({ kind: "purchase", status: "published" });
    expect(vehicle.publishedAt).not.toBeNull();
  });

  it("imports a file kept from an export made before the English headers were renamed", async () => {
    // A demo truck of its own, so the price history the other tests read is left alone.
    const kept = await db.vehicle.findUniqueOrThrow({ where: { inquiryNo: 10020 } });
    const csv = toCsv(
      ["Inquiry no.", "Body price (yen, tax incl.)", "Fees (yen, tax incl.)"],
      [[kept.inquiryNo, 2_400_000, 140_000]],
    );
    expect(await importInventoryCsv(staff, kept.kind, bytes(csv))).toEqual({
      ok: true,
      created: 0,
      updated: 1,
      unchanged: 0,
    });
    expect(await db.vehicle.findUniqueOrThrow({ where: { id: kept.id } })).toMatchObject({ priceTotalYen: 2_540_000 });
  });

  it("updates by inquiry number, keeping the columns the file leaves out", async () => {
    const ja = inventoryCsvHeaders("ja");
    const before = await db.vehicle.findUniqueOrThrow({ where: { id: vehicleId } });
    const csv = toCsv([ja[0], ja[1], "priceBodyYen", "priceFeesYen"], [[inquiryNo, "", 2_500_000, 150_000]]);
    expect(await importInventoryCsv(staff, "sale", bytes(csv))).toEqual({
      ok: true,
      created: 0,
      updated: 1,
      unchanged: 0,
    });
    const after = await db.vehicle.findUniqueOrThrow({ where: { id: vehicleId }, include: { priceChanges: true } });
    expect(after).toMatchObject({
      priceTotalYen: 2_650_000,
      status: "published",
      nameJa: before.nameJa,
      descriptionJa: before.descriptionJa,
    });
    // A listed vehicle's lowered price goes into its history, as a form save's does.
    expect(after.priceChanges.at(-1)).toMatchObject({ fromYen: 3_130_000, toYen: 2_650_000 });
    const [entry] = await historyOf(staff, "vehicle", vehicleId);
    expect(entry.changes).toEqual({ priceBodyYen: [2_980_000, 2_500_000], priceTotalYen: [3_130_000, 2_650_000] });
  });

  it("reports every problem of every row, with its row and column, and writes nothing", async () => {
    const ja = inventoryCsvHeaders("ja");
    const count = await db.vehicle.count();
    const logged = await db.changeLogEntry.count();
    const csv = toCsv(
      [ja[0], ja[2], ja[3], ja[4], ja[5], ja[6], ja[11], ja[17]],
      [
        ["", "正しい行", "Good row", "日野", "中型", "ウイング", 2018, 1],
        // A row Excel keeps as commas only: passed over, and the rows below keep the spreadsheet's numbers.
        ["", "", "", "", "", "", "", ""],
        ["", "", "No Japanese name", "日野", "中型", "ウイング", 2018, 1],
        ["", "未知のメーカー", "Unknown maker", "ボルボ", "中型", "ウイング", "20x8", 1],
        [99_999_999, "番号違い", "Wrong number", "日野", "中型", "ウイング", 2018, "たぶん"],
      ],
    );
    const check = await checkInventoryCsv(staff, "sale", bytes(csv));
    expect(check).toEqual({
      ok: false,
      problems: [
        { row: 4, column: "nameJa", code: "required" },
        { row: 5, column: "makerId", code: "unknownChoice" },
        { row: 5, column: "modelYear", code: "integer" },
        { row: 6, column: "inquiryNo", code: "unknownInquiryNo" },
        { row: 6, column: "legalMaintenance", code: "yesOrNo" },
      ],
    });
    expect(await importInventoryCsv(staff, "sale", bytes(csv))).toEqual(check);
    expect(await db.vehicle.count()).toBe(count);
    expect(await db.changeLogEntry.count()).toBe(logged);
  });

  it("refuses a file whose quote is left open, naming the row, instead of reading the rest as one cell", async () => {
    const ja = inventoryCsvHeaders("ja");
    const header = [ja[1], ja[2], ja[3], ja[4], ja[5], ja[6], ja[11], ja[13], ja[48]].join(",");
    const row = (name: string, description: string) =>
      `下書き,${name},${name} EN,いすゞ,小型,平ボディ,2018,1000000,${description}`;
    const csv = [
      header,
      row("開いた引用符 前", "問題なし"),
      row("開いた引用符 本体", '"荷台 長さ4.3m、'),
      row("開いた引用符 後", "以前はここまで説明の一部として読まれていた"),
    ].join("\r\n");
    const count = await db.vehicle.count();
    const refused = { ok: false, problems: [{ row: 3, column: null, code: "malformedRow" }] };
    expect(await checkInventoryCsv(staff, "sale", bytes(csv))).toEqual(refused);
    expect(await importInventoryCsv(staff, "sale", bytes(csv))).toEqual(refused);
    expect(await db.vehicle.count()).toBe(count);
  });

  it("says what is wrong with a file that cannot be read at all", async () => {
    const problem = async (file: Uint8Array) => (await checkInventoryCsv(staff, "sale", file)) as { problems: unknown };
    expect((await problem(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x00]))).problems).toEqual([
      { row: null, column: null, code: "encoding" },
    ]);
    expect((await problem(bytes("管理番号\r\n"))).problems).toEqual([{ row: null, column: null, code: "noRows" }]);
    expect((await problem(bytes("価格,車両名（日本語）\r\n1,a\r\n"))).problems).toEqual([
      { row: 1, column: null, header: "価格", code: "unknownColumn" },
    ]);
    const rowsOf = (count: number) => bytes(`車両名（日本語）\r\n${"a\r\n".repeat(count)}`);
    expect((await problem(rowsOf(INVENTORY_CSV_LIMITS.maxRows))).problems).not.toContainEqual(
      expect.objectContaining({ code: expect.stringMatching(/^tooManyRows/) }),
    );
    expect((await problem(rowsOf(INVENTORY_CSV_LIMITS.maxRows + 1))).problems).toEqual([
      { row: null, column: null, code: "tooManyRows", value: 2000 },
    ]);
    expect((await problem(new Uint8Array(2 * 1024 * 1024 + 1).fill(0x41))).problems).toEqual([
      { row: null, column: null, code: "tooLarge", value: 2 },
    ]);
  });
});

describe("an import in batches", () => {
  const db = useTestDatabase({ demoData: true });
  const ja = inventoryCsvHeaders("ja");
  // 掲載中, so that the public search finds them; the tag makes this suite's vehicles its own.
  const fileOf = (tag: string, names: string[]) =>
    bytes(
      toCsv(
        [ja[1], ja[2], ja[3], ja[4], ja[5], ja[6], ja[11], ja[13], ja[14]],
        names.map((name, n) => [
          "掲載中",
          name,
          `Isuzu ${tag} ${n}`,
          "いすゞ",
          "小型",
          "平ボディ",
          2015,
          1_000_000 + n,
          100_000,
        ]),
      ),
    );
  const publicSearch = (words: string) => countCatalogue({ kind: "sale", words: searchWords(words) });

  // Three batches and one row: each batch is written alike, so a file of the largest size (INVENTORY_CSV_LIMITS) takes
  // more of them, not another path. How long the largest takes is a speed, measured apart from the tests.
  it("is written whole with its search text, while a public search meanwhile is answered between batches", async () => {
    const rows = 151;
    const file = fileOf(
      "BATCHES",
      Array.from({ length: rows }, (_, n) => (n === rows - 1 ? "いすゞ 全件取込 最終行" : `いすゞ 全件取込 ${n}`)),
    );
    const settled: string[] = [];
    const importing = importInventoryCsv(staff, "sale", file).finally(() => settled.push("import"));
    // Asked again and again while the import runs: answered between its batches, it first finds some of it.
    let found = 0;
    while (found === 0 && settled.length === 0) found = await publicSearch("全件取込");
    settled.push("search");
    expect(await importing).toEqual({ ok: true, created: rows, updated: 0, unchanged: 0 });
    expect(settled).toEqual(["search", "import"]);
    expect(found).toBeGreaterThan(0);
    expect(found).toBeLessThan(rows);

    expect(await publicSearch("全件取込")).toBe(rows);
    expect(await publicSearch("全件取込 最終行")).toBe(1);
    expect(await db.changeLogEntry.count({ where: { action: "imported" } })).toBe(rows);
  });

  /**
   * A file whose first row lowers a listed vehicle's price (an update, a history row and a price-history row to
   * undo), then adds vehicles of these names, under a trigger that acts as the database meets each new row (`body`,
   * PL/pgSQL on NEW): a database that refuses one row as it is written, which the check cannot see coming.
   */
  async function importUnderTrigger(names: string[], body: (vehicleId: number) => string) {
    const [vehicle] = await db.vehicle.findMany({ where: { kind: "sale", status: "published" }, take: 1 });
    const { maker, loadClass, bodyType } = await db.vehicle.findUniqueOrThrow({
      where: { id: vehicle.id },
      select: { maker: true, loadClass: true, bodyType: true },
    });
    const file = bytes(
      toCsv(
        [ja[0], ja[2], ja[3], ja[4], ja[5], ja[6], ja[13], ja[14]],
        [
          [vehicle.inquiryNo, vehicle.nameJa, vehicle.nameEn, maker.slug, loadClass.slug, bodyType.slug, 1_234_000, 0],
          ...names.map((name, n) => ["", name, `Isuzu undo ${n}`, "いすゞ", "小型", "平ボディ", 1_000_000, 100_000]),
        ],
      ),
    );
    expect(await checkInventoryCsv(staff, "sale", file)).toMatchObject({ ok: true });
    await db.$executeRawUnsafe(
      `CREATE FUNCTION as_written() RETURNS trigger LANGUAGE plpgsql
        AS $$ BEGIN ${body(vehicle.id)} RETURN NEW; END $$`,
    );
    await db.$executeRawUnsafe(
      "CREATE TRIGGER as_written BEFORE INSERT ON vehicles FOR EACH ROW EXECUTE FUNCTION as_written()",
    );
    try {
      return { vehicle, outcome: await importInventoryCsv(staff, "sale", file).catch((error: unknown) => error) };
    } finally {
      await db.$executeRawUnsafe("DROP TRIGGER as_written ON vehicles");
      await db.$executeRawUnsafe("DROP FUNCTION as_written");
    }
  }
  const refuseLastRow = "IF NEW.name_ja = 'いすゞ 書けない行' THEN RAISE EXCEPTION 'refused'; END IF;";

  it("leaves nothing when its last row cannot be written: the batches already written are taken back", async () => {
    const counts = () => Promise.all([db.vehicle.count(), db.changeLogEntry.count(), db.vehiclePriceChange.count()]);
    const before = await counts();
    const names = [...Array.from({ length: 120 }, (_, n) => `いすゞ 取消 ${n}`), "いすゞ 書けない行"];
    const { vehicle, outcome } = await importUnderTrigger(names, () => refuseLastRow);
    expect(outcome).toBeInstanceOf(Error);
    expect(await counts()).toEqual(before);
    expect(await db.vehicle.findUniqueOrThrow({ where: { id: vehicle.id } })).toEqual(vehicle);
    expect(await publicSearch("取消")).toBe(0);
  });

  it("keeps a colleague's save made while it ran, and says it stopped partway", async () => {
    // As a later batch is written, a colleague saves the vehicle the first batch updated; the last row then fails.
    const names = Array.from({ length: 110 }, (_, n) => (n === 60 ? "いすゞ 同僚の保存" : `いすゞ 途中 ${n}`));
    const { vehicle, outcome } = await importUnderTrigger(
      [...names, "いすゞ 書けない行"],
      (id) => `IF NEW.name_ja = 'いすゞ 同僚の保存' THEN
          UPDATE vehicles SET name_en = 'Saved by a colleague', version = version + 1 WHERE id = ${id};
        END IF; ${refuseLastRow}`,
    );
    expect(outcome).toEqual({ ok: false, problems: [{ row: null, column: null, code: "partlyImported" }] });
    expect(await db.vehicle.findUniqueOrThrow({ where: { id: vehicle.id } })).toMatchObject({
      nameEn: "Saved by a colleague",
    });
    // Everything else the import wrote is taken back.
    expect(await publicSearch("途中")).toBe(0);
  });
});
