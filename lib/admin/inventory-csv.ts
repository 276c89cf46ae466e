// The inventory as a spreadsheet: exported with the list's filter, and imported to create vehicles or update
// them by 管理番号. Headers are the staff member's language and either language is read back; master data is
// named (Japanese, English or slug), never numbered. An import is checked whole first (every row's every
// problem, nothing written) and then written whole, in short batches, or not at all (importInventoryCsv).
import { fieldErrorOf, type FieldError, type FieldErrorCode, type FormErrorCode } from "@/lib/actions/result";
import jp from "@/messages/jp.json";
import en from "@/messages/en.json";
import { db } from "@/lib/db";
import type { ListingKind, Prisma, Vehicle } from "@/lib/generated/prisma/client";
import type { StaffSession } from "@/lib/auth/sessions";
import { writeSearchDocuments } from "@/lib/catalogue/search-document";
import { decodeCsv, parseCsv, toCsv } from "@/lib/csv";
import { headOffice } from "@/lib/company";
import { nameIn } from "@/lib/i18n/bilingual";
import type { Locale } from "@/lib/i18n/locales";
import { log, logError } from "@/lib/logging";
import { formatMileage, formatNumber, formatPrice, formatYen } from "@/lib/format";
import { changedFields, type FieldChanges } from "./history";
import { recordVehicleChange } from "./vehicle-history";
import { adminVehicleQuery, inOrderOf, rankedByDaysInStock } from "./inventory";
import {
  CHOICE_LISTS,
  VEHICLE_FIELD_NAMES,
  vehicleField,
  type ChoiceList,
  type MasterList,
  type VehicleField,
  type VehicleFieldSpec,
} from "@/lib/vehicles/fields";
import { vehicleFormSchema, type VehicleFormValues } from "./vehicle-form";
import { insertVehicle, vehicleColumnsOf, writeVehicleUpdate } from "./vehicle-save";
import { vehicleMasterData } from "./vehicle-editor";
import type { AdminVehicleFilter } from "./vehicles";

export const INVENTORY_CSV_LIMITS = {
  /** What Excel saves for a few thousand trucks with descriptions, with room to spare. */
  maxMegabytes: 2,
  maxRows: 2_000,
  /** An export is the whole inventory a filter finds, up to this many. */
  maxExportRows: 10_000,
} as const;

/** The file's columns, in order: 管理番号, which names the vehicle a row updates, then every field of a vehicle. */
export const INVENTORY_CSV_COLUMNS = ["inquiryNo", ...VEHICLE_FIELD_NAMES] as const;

export type InventoryCsvColumn = (typeof INVENTORY_CSV_COLUMNS)[number];

const MESSAGES = { ja: jp, en } as const;

/** The header row in the staff member's language. */
export function inventoryCsvHeaders(locale: Locale): string[] {
  return INVENTORY_CSV_COLUMNS.map((field) => MESSAGES[locale].admin.inventoryCsv.columns[field]);
}

// Spreadsheets and people vary in width, case and spacing; a name is compared as neither does.
const comparable = (text: string) => text.normalize("NFKC").trim().toLowerCase().replace(/\s+/g, " ");

const HEADER_FIELDS = new Map<string, InventoryCsvColumn>([
  ...INVENTORY_CSV_COLUMNS.flatMap((field): [string, InventoryCsvColumn][] => [
    [comparable(field), field],
    [comparable(jp.admin.inventoryCsv.columns[field]), field],
    [comparable(en.admin.inventoryCsv.columns[field]), field],
  ]),
  // Headers an earlier export wrote before the English words changed: a file kept from then still imports.
  [comparable("Inquiry no."), "inquiryNo"],
  ...VEHICLE_FIELD_NAMES.flatMap((field) =>
    (vehicleField(field).formerHeaders ?? []).map((header): [string, InventoryCsvColumn] => [
      comparable(header),
      field,
    ]),
  ),
]);

/** The column a header names: in either language, as an earlier export wrote it, or by the field's name. */
export const columnOfHeader = (header: string) => HEADER_FIELDS.get(comparable(header));

type MasterRow = { id: number; slug: string; nameJa: string; nameEn: string };
export type Masters = Record<MasterList, MasterRow[]>;

const loadMasters = (): Promise<Masters> => vehicleMasterData();

/** The words of each option of a fixed list in a language, found at the list's message path. */
function choiceWords(messages: (typeof MESSAGES)[Locale], list: ChoiceList): Record<string, string> {
  return CHOICE_LISTS[list].words
    .split(".")
    .reduce<unknown>((at, key) => (at as Record<string, unknown>)[key], messages) as Record<string, string>;
}

type CsvCell = string | number | null;

const yes = (value: boolean | null) => (value === null ? "" : value ? 1 : 0);

/** A field's value as the file shows it, in the staff member's language. */
export function cellOf(field: VehicleFieldSpec, value: unknown, masters: Masters, locale: Locale): CsvCell {
  switch (field.type) {
    case "choice":
      if (value === null) return "";
      return choiceWords(MESSAGES[locale], field.list)[value as string] ?? (value as string);
    case "master": {
      const row = masters[field.list].find((master) => master.id === value);
      return row ? nameIn(locale, row) : "";
    }
    case "boolean":
    case "yesNo":
      return yes(value as boolean | null);
    default:
      return value as string | number | null;
  }
}

const LONGEST_PREVIEW = 80;

/**
 * A field's value as the import's preview shows it, in the staff member's language: a price and a mileage as the
 * form words them (128万円, 12.5万km), or `exact` to the yen and km where that rounding would hide the change;
 * master data and fixed lists by name, ticks in words.
 */
export function previewValue(
  field: VehicleFieldSpec,
  value: unknown,
  masters: Masters,
  locale: Locale,
  exact = false,
): string {
  const words = MESSAGES[locale].admin.inventoryCsv.values;
  if (value === null || value === undefined || value === "") return words.empty;
  switch (field.type) {
    case "yen":
      return (exact ? formatYen : formatPrice)(locale, value as number);
    case "integer":
      if (field.unit === "year" || field.unit === "month") return String(value);
      if (field.unit === "km" && !exact) return formatMileage(locale, value as number);
      return formatNumber(locale, value as number);
    case "boolean":
    case "yesNo":
      return value ? words.yes : words.no;
    case "choice":
    case "master":
      return String(cellOf(field, value, masters, locale));
    default: {
      const text = String(value);
      return text.length > LONGEST_PREVIEW ? `${text.slice(0, LONGEST_PREVIEW)}…` : text;
    }
  }
}

/** What one changed field of a row reads as in the preview: its column, and its value before → after. */
export type CsvFieldChange = { column: VehicleField; before: string; after: string };

/** The fields an update would change, before → after as the preview shows them, in the file's column order. */
export function describeChanges(changes: FieldChanges, masters: Masters, locale: Locale): CsvFieldChange[] {
  return VEHICLE_FIELD_NAMES.filter((column) => column in changes).map((column) => {
    const field = vehicleField(column);
    const [before, after] = changes[column];
    const rounded = [previewValue(field, before, masters, locale), previewValue(field, after, masters, locale)];
    const [shownBefore, shownAfter] =
      rounded[0] === rounded[1]
        ? [previewValue(field, before, masters, locale, true), previewValue(field, after, masters, locale, true)]
        : rounded;
    return { column, before: shownBefore, after: shownAfter };
  });
}

/** The fields a row would change on `vehicle`, compared as the save would write them. */
export function importedChanges(vehicle: Record<string, unknown>, kind: ListingKind, values: VehicleFormValues) {
  return changedFields(vehicle, vehicleColumnsOf(kind, values), VEHICLE_FIELD_NAMES);
}

/**
 * A code of a fixed length (車台番号（下3桁）) that a spreadsheet read as a number and saved without its leading
 * zeros (084 → 84): the code as it was, or null when the cell is not such a number.
 */
export function restoreDroppedZeros(field: VehicleFieldSpec, text: string): string | null {
  if (field.type !== "code" || field.length === undefined) return null;
  const digits = text.normalize("NFKC");
  return /^\d+$/.test(digits) && digits.length < field.length ? digits.padStart(field.length, "0") : null;
}

/** One vehicle's row as the file shows it, in the staff member's language. */
function cellsOf(vehicle: Vehicle, masters: Masters, locale: Locale): CsvCell[] {
  return INVENTORY_CSV_COLUMNS.map((column) =>
    column === "inquiryNo" ? vehicle.inquiryNo : cellOf(vehicleField(column), vehicle[column], masters, locale),
  );
}

/** The vehicles the list's filter finds, as a CSV file (UTF-8 with BOM, CRLF). */
export async function exportInventoryCsv(
  _staff: StaffSession,
  kind: ListingKind,
  filter: Omit<AdminVehicleFilter, "page">,
  locale: Locale,
): Promise<string> {
  const { where, orderBy } = adminVehicleQuery(kind, filter);
  const ranked = orderBy
    ? null
    : (await rankedByDaysInStock(where, new Date())).slice(0, INVENTORY_CSV_LIMITS.maxExportRows);
  const [found, masters] = await Promise.all([
    db().vehicle.findMany({
      where: ranked ? { id: { in: ranked } } : where,
      ...(!ranked && { orderBy, take: INVENTORY_CSV_LIMITS.maxExportRows }),
    }),
    loadMasters(),
  ]);
  const vehicles = ranked ? inOrderOf(ranked, found) : found;
  return toCsv(
    inventoryCsvHeaders(locale),
    vehicles.map((vehicle) => cellsOf(vehicle, masters, locale)),
  );
}

/** The header row and one example row (a new draft, named with the first master data), to fill in. */
export async function inventoryCsvTemplate(_staff: StaffSession, kind: ListingKind, locale: Locale): Promise<string> {
  const masters = await loadMasters();
  const [maker, loadClass, bodyType] = [masters.makers[0], masters.loadClasses[0], masters.bodyTypes[0]];
  const example: Partial<Record<InventoryCsvColumn, CsvCell>> = {
    status: MESSAGES[locale].admin.vehicles.statuses.draft,
    nameJa: `${maker?.nameJa ?? ""} ${bodyType?.nameJa ?? ""}`.trim(),
    nameEn: `${maker?.nameEn ?? ""} ${bodyType?.nameEn ?? ""}`.trim(),
    makerId: maker && nameIn(locale, maker),
    loadClassId: loadClass && nameIn(locale, loadClass),
    bodyTypeId: bodyType && nameIn(locale, bodyType),
    yard: MESSAGES[locale].offices[headOffice.id],
    modelYear: new Date().getFullYear() - 5,
    mileageKm: 120_000,
    priceBodyYen: 3_000_000,
    ...(kind === "sale" && { priceFeesYen: 200_000 }),
    hasAirConditioner: 1,
    hasPowerSteering: 1,
  };
  return toCsv(inventoryCsvHeaders(locale), [INVENTORY_CSV_COLUMNS.map((field) => example[field] ?? "")]);
}

/**
 * A problem with the file: `row` is the spreadsheet's row number (the header is row 1), `column` the field it is
 * in (null for a header staff wrote that we do not know, given as `header`, and for a row whose quoting is
 * broken), `code` and `value` a field's message (`required`, `maxLength` with 100, `unknownChoice`). A
 * problem with the file as a whole has neither, and is a form's message (`tooLarge` with its limit as `value`).
 */
export type CsvProblem =
  | ({ row: number; column: InventoryCsvColumn | null; header?: string } & FieldError)
  | { row: null; column: null; header?: never; code: FormErrorCode; value?: number };
/** Something the check read differently from the cell, for staff to know: `value` is what it read. */
export type CsvRowNote = { column: VehicleField; code: "zerosRestored"; value: string };
/** What a row would do: add a vehicle, change the fields named, or nothing (a row that matches its vehicle). */
export type CsvPlannedRow = {
  row: number;
  action: "create" | "update" | "unchanged";
  inquiryNo: number | null;
  name: string;
  changes: CsvFieldChange[];
  notes: CsvRowNote[];
};
export type InventoryCsvCheck = { ok: true; rows: CsvPlannedRow[] } | { ok: false; problems: CsvProblem[] };
export type InventoryCsvImport =
  { ok: true; created: number; updated: number; unchanged: number } | { ok: false; problems: CsvProblem[] };

type Planned = Omit<CsvPlannedRow, "changes"> & {
  changes: FieldChanges;
  values: VehicleFormValues;
  vehicleId: number | null;
};

const TRUE_WORDS = new Set(["1", "true", "yes", "y", "on", "はい", "あり", "有", "○", "〇", "◯"]);
const FALSE_WORDS = new Set(["0", "false", "no", "n", "off", "いいえ", "なし", "無", "×", "-"]);

/** A cell as typed, without the apostrophe our export (or staff) put before a formula-like text. */
const cellText = (cell: string | undefined) => (cell ?? "").replace(/^'(?=[=+\-@])/, "").trim();

// Each option of a fixed list is read by its id or by its words in either language.
const CHOICE_WORDS = Object.fromEntries(
  (Object.keys(CHOICE_LISTS) as ChoiceList[]).map((list) => [
    list,
    new Map<string, string>([
      ...CHOICE_LISTS[list].options.map((option): [string, string] => [comparable(option), option]),
      ...(["ja", "en"] as const).flatMap((locale) =>
        Object.entries(choiceWords(MESSAGES[locale], list)).map(([option, word]): [string, string] => [
          comparable(word),
          option,
        ]),
      ),
    ]),
  ]),
) as Record<ChoiceList, Map<string, string>>;

type Converted = { ok: true; input: string } | { ok: false; code: FieldErrorCode };

/** A cell as the vehicle form would have sent it: master data and fixed lists named, ticks in words. */
export function inputOf(field: VehicleFieldSpec, text: string, masters: Masters): Converted {
  const word = comparable(text);
  switch (field.type) {
    case "boolean":
      if (TRUE_WORDS.has(word)) return { ok: true, input: "on" };
      return word === "" || FALSE_WORDS.has(word) ? { ok: true, input: "" } : { ok: false, code: "yesOrNo" };
    case "yesNo":
      if (word === "") return { ok: true, input: "" };
      if (TRUE_WORDS.has(word)) return { ok: true, input: "yes" };
      return FALSE_WORDS.has(word) ? { ok: true, input: "no" } : { ok: false, code: "yesOrNo" };
    case "choice": {
      if (word === "" && field.optional) return { ok: true, input: "" };
      const option = word === "" ? field.fallback : CHOICE_WORDS[field.list].get(word);
      return option ? { ok: true, input: option } : { ok: false, code: "chooseOne" };
    }
    case "master": {
      if (word === "") return { ok: true, input: "" };
      const row = masters[field.list].find((master) =>
        [master.slug, master.nameJa, master.nameEn].some((name) => comparable(name) === word),
      );
      return row ? { ok: true, input: String(row.id) } : { ok: false, code: "unknownChoice" };
    }
    default:
      return { ok: true, input: text };
  }
}

/** The file's columns by header, or the problems with its header row. */
function columnsOfHeader(header: string[]): { ok: true; fields: (InventoryCsvColumn | null)[] } | CsvProblem[] {
  const problems: CsvProblem[] = [];
  const seen = new Set<InventoryCsvColumn>();
  const fields = header.map((cell) => {
    if (comparable(cell) === "") return null;
    const field = columnOfHeader(cell);
    if (!field) problems.push({ row: 1, column: null, header: cell, code: "unknownColumn" });
    else if (seen.has(field)) problems.push({ row: 1, column: field, code: "duplicateColumn" });
    else {
      seen.add(field);
      return field;
    }
    return null;
  });
  return problems.length ? problems : { ok: true, fields };
}

const fileProblem = (code: FormErrorCode, value?: number): { ok: false; problems: CsvProblem[] } => ({
  ok: false,
  problems: [{ row: null, column: null, code, ...(value !== undefined && { value }) }],
});

/**
 * Reads and checks the whole file against the vehicle form's own schema: what each row would do, or every
 * problem of every row. Rows with a 管理番号 update that vehicle of this catalogue (columns the file leaves out
 * keep their values); rows without one create a vehicle (a draft unless the status says otherwise).
 */
async function planImport(
  kind: ListingKind,
  bytes: Uint8Array,
): Promise<{ ok: true; rows: Planned[]; masters: Masters } | { ok: false; problems: CsvProblem[] }> {
  if (bytes.byteLength > INVENTORY_CSV_LIMITS.maxMegabytes * 1024 * 1024)
    return fileProblem("tooLarge", INVENTORY_CSV_LIMITS.maxMegabytes);
  const text = decodeCsv(bytes);
  if (text === null) return fileProblem("encoding");
  const parsed = parseCsv(text);
  if (!parsed.ok) return { ok: false, problems: [{ row: parsed.row, column: null, code: "malformedRow" }] };
  const [header, ...records] = parsed.rows;
  // Rows left blank (or holding only the commas Excel keeps for cleared cells) are passed over, numbered still.
  const lines = records
    .map((cells, index) => ({ cells, row: index + 2 }))
    .filter(({ cells }) => cells.some((cell) => cell.trim() !== ""));
  if (!header || lines.length === 0) return fileProblem("noRows");
  if (lines.length > INVENTORY_CSV_LIMITS.maxRows) return fileProblem("tooManyRows", INVENTORY_CSV_LIMITS.maxRows);
  const columns = columnsOfHeader(header);
  if (Array.isArray(columns)) return { ok: false, problems: columns };
  const inquiryAt = columns.fields.indexOf("inquiryNo");

  const numbers = lines.map(({ cells }) => (inquiryAt < 0 ? "" : cellText(cells[inquiryAt]).normalize("NFKC")));
  const wanted = numbers.filter((n) => /^\d{1,9}$/.test(n)).map(Number);
  const [masters, existing] = await Promise.all([
    loadMasters(),
    db().vehicle.findMany({ where: { kind, inquiryNo: { in: wanted } } }),
  ]);
  const byNumber = new Map(existing.map((vehicle) => [vehicle.inquiryNo, vehicle]));
  const seenNumbers = new Set<number>();

  const problems: CsvProblem[] = [];
  const planned: Planned[] = [];
  lines.forEach(({ cells: line, row }, index) => {
    const rowProblems: CsvProblem[] = [];
    const number = numbers[index];
    let vehicle: Vehicle | undefined;
    if (number !== "") {
      vehicle = /^\d{1,9}$/.test(number) ? byNumber.get(Number(number)) : undefined;
      if (!vehicle) rowProblems.push({ row, column: "inquiryNo", code: "unknownInquiryNo" });
      else if (seenNumbers.has(vehicle.inquiryNo))
        rowProblems.push({ row, column: "inquiryNo", code: "duplicateInquiryNo" });
      else seenNumbers.add(vehicle.inquiryNo);
    }
    // An update starts from the vehicle as it is (as its export row), so a column left out keeps its value.
    const cells = new Map<InventoryCsvColumn, string>(
      vehicle ? cellsOf(vehicle, masters, "ja").map((cell, at) => [INVENTORY_CSV_COLUMNS[at], String(cell ?? "")]) : [],
    );
    // A status left empty keeps the vehicle's (a new one is a draft): a blank cell never takes a truck off the site.
    const status = cells.get("status") || jp.admin.vehicles.statuses.draft;
    const notes: CsvRowNote[] = [];
    columns.fields.forEach((field, at) => {
      if (!field) return;
      const text = cellText(line[at]);
      const restored = field === "inquiryNo" ? null : restoreDroppedZeros(vehicleField(field), text);
      if (restored) notes.push({ column: field as VehicleField, code: "zerosRestored", value: restored });
      cells.set(field, restored ?? text);
    });
    if (!cells.get("status")) cells.set("status", status);

    const input: Record<string, string> = { kind };
    for (const field of VEHICLE_FIELD_NAMES) {
      const converted = inputOf(vehicleField(field), cells.get(field) ?? "", masters);
      if (converted.ok) input[field] = converted.input;
      else rowProblems.push({ row, column: field, code: converted.code });
    }
    const parsed = vehicleFormSchema.safeParse(input);
    if (!parsed.success) {
      const reported = new Set(rowProblems.map((problem) => problem.column));
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0] ?? "") as InventoryCsvColumn;
        if (reported.has(field)) continue;
        reported.add(field);
        rowProblems.push({ row, column: field, ...fieldErrorOf(issue.message) });
      }
    }
    problems.push(...rowProblems);
    if (parsed.success && rowProblems.length === 0) {
      const changes = vehicle ? importedChanges(vehicle, kind, parsed.data) : {};
      const changed = Object.keys(changes).length > 0;
      planned.push({
        row,
        action: vehicle ? (changed ? "update" : "unchanged") : "create",
        inquiryNo: vehicle?.inquiryNo ?? null,
        name: parsed.data.nameJa,
        changes,
        notes,
        values: parsed.data,
        vehicleId: vehicle?.id ?? null,
      });
    }
  });
  return problems.length ? { ok: false, problems } : { ok: true, rows: planned, masters };
}

/**
 * The dry run: what the file would do, each update's changed fields before → after in the staff member's
 * language, or every problem in it. Nothing is written.
 */
export async function checkInventoryCsv(
  _staff: StaffSession,
  kind: ListingKind,
  bytes: Uint8Array,
  locale: Locale = "ja",
): Promise<InventoryCsvCheck> {
  const plan = await planImport(kind, bytes);
  if (!plan.ok) return plan;
  return {
    ok: true,
    rows: plan.rows.map(({ row, action, inquiryNo, name, changes, notes }) => ({
      row,
      action,
      inquiryNo,
      name,
      changes: describeChanges(changes, plan.masters, locale),
      notes,
    })),
  };
}

// What an imported update's history names: every column of the file, and the 支払総額 that follows from them.
const HISTORY_FIELDS = [...VEHICLE_FIELD_NAMES, "priceTotalYen"];

/** A vehicle gone between the check and the write (deleted by a colleague): the whole import is undone. */
class VanishedVehicle extends Error {
  constructor(readonly row: number) {
    super("vehicle vanished during import");
  }
}

/**
 * Rows written per transaction. On the embedded database a transaction holds its one session from BEGIN to
 * COMMIT and every other query waits for it: a batch this size holds it well under a second here, and the
 * visitors' queries that queued meanwhile run before the next batch.
 */
const IMPORT_BATCH_ROWS = 50;
// A batch waits its turn behind visitors' queries and takes a second or two on a busy machine: these are limits
// for a database that has stopped answering, not for slow work.
const IMPORT_BATCH_TRANSACTION = { maxWait: 15_000, timeout: 60_000 } as const;

/**
 * What a committed batch wrote, to take it back: the vehicles it created, those it updated as they were, and the
 * version the import left on each, so a vehicle a colleague saved since is never taken back over their save.
 */
type WrittenBatch = { created: number[]; updatedFrom: Vehicle[]; versions: Map<number, number> };

/**
 * Checks the file again (the server trusts no earlier dry run) and writes it in batches, each one short
 * transaction with its history rows and its vehicles' search text, so the site keeps answering on either
 * database. All or nothing comes from undoing: a batch that fails is rolled back by its transaction, and the
 * batches before it are taken back (created vehicles deleted, updated ones written back as they were, with the
 * history and price rows the import added). Visitors may see part of an import while it runs, as they would see
 * the same rows saved one by one. Only when the taking back fails too (the database gone, or a colleague saved
 * one of the vehicles meanwhile) does the answer say the import stopped partway.
 */
export async function importInventoryCsv(
  staff: StaffSession,
  kind: ListingKind,
  bytes: Uint8Array,
  now = new Date(),
): Promise<InventoryCsvImport> {
  const plan = await planImport(kind, bytes);
  if (!plan.ok) return plan;
  // A row that matches its vehicle is neither written nor logged: the history names what someone changed.
  const changing = plan.rows.filter((row) => row.action !== "unchanged");
  const written: WrittenBatch[] = [];
  try {
    for (let at = 0; at < changing.length; at += IMPORT_BATCH_ROWS) {
      const rows = changing.slice(at, at + IMPORT_BATCH_ROWS);
      written.push(await db().$transaction((tx) => writeBatch(tx, staff, kind, rows, now), IMPORT_BATCH_TRANSACTION));
    }
  } catch (error) {
    if (!(await undoImport(written, now))) {
      logError("admin.vehicle.import", error);
      return fileProblem("partlyImported");
    }
    if (error instanceof VanishedVehicle)
      return { ok: false, problems: [{ row: error.row, column: "inquiryNo", code: "unknownInquiryNo" }] };
    throw error;
  }
  const created = changing.filter((row) => row.action === "create").length;
  const [updated, unchanged] = [changing.length - created, plan.rows.length - changing.length];
  log.info("admin.vehicle.import", { kind, created, updated, unchanged, userId: staff.userId });
  return { ok: true, created, updated, unchanged };
}

async function writeBatch(
  tx: Prisma.TransactionClient,
  staff: StaffSession,
  kind: ListingKind,
  rows: Planned[],
  now: Date,
): Promise<WrittenBatch> {
  const batch: WrittenBatch = { created: [], updatedFrom: [], versions: new Map() };
  for (const row of rows) await writeRow(tx, staff, kind, row, now, batch);
  await writeSearchDocuments(tx, { id: { in: [...batch.created, ...batch.updatedFrom.map(({ id }) => id)] } });
  return batch;
}

async function writeRow(
  tx: Prisma.TransactionClient,
  staff: StaffSession,
  kind: ListingKind,
  row: Planned,
  now: Date,
  batch: WrittenBatch,
): Promise<void> {
  if (row.vehicleId === null) {
    const created = await insertVehicle(tx, kind, row.values, now);
    await recordVehicleChange(tx, staff, created.id, "imported", {}, now);
    batch.created.push(created.id);
    batch.versions.set(created.id, created.version);
    return;
  }
  const before = await tx.vehicle.findUnique({ where: { id: row.vehicleId } });
  if (!before) throw new VanishedVehicle(row.row);
  await writeVehicleUpdate(tx, before.id, before, row.values, before.version, now);
  const after = await tx.vehicle.findUniqueOrThrow({ where: { id: before.id } });
  await recordVehicleChange(tx, staff, before.id, "imported", changedFields(before, after, HISTORY_FIELDS), now);
  batch.updatedFrom.push(before);
  batch.versions.set(before.id, after.version);
}

/**
 * Takes back the committed batches, newest first, each in a transaction of its own; false if that failed or if a
 * vehicle had been saved by a colleague since the import wrote it (theirs is kept, so the import stays partway).
 * The rows the import added are known by the import's own time (`now`) on the vehicles it wrote.
 */
async function undoImport(written: WrittenBatch[], now: Date): Promise<boolean> {
  let whole = true;
  try {
    for (const { created, updatedFrom, versions } of written.toReversed()) {
      await db().$transaction(async (tx) => {
        // Each vehicle is taken back only while it still holds the version the import left on it.
        const undone: number[] = [];
        for (const id of created)
          if ((await tx.vehicle.deleteMany({ where: { id, version: versions.get(id) } })).count) undone.push(id);
        for (const { id, ...before } of updatedFrom)
          if ((await tx.vehicle.updateMany({ where: { id, version: versions.get(id) }, data: before })).count)
            undone.push(id);
        if (undone.length < versions.size) whole = false;
        await tx.changeLogEntry.deleteMany({
          where: { entity: "vehicle", action: "imported", at: now, entityId: { in: undone.map(String) } },
        });
        await tx.vehiclePriceChange.deleteMany({ where: { vehicleId: { in: undone }, changedAt: now } });
      }, IMPORT_BATCH_TRANSACTION);
    }
    return whole;
  } catch (error) {
    logError("admin.vehicle.import.undo", error);
    return false;
  }
}
