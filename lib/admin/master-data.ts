// Master data staff keep: makers and body types (with the kana, Latin names and aliases the catalogue
// search reads), load classes, fuels, transmissions, drive types and the makers of cranes and refrigeration
// units. A change rebuilds the search text of the vehicles that use the entry; an entry still used by vehicles
// cannot be deleted.
import { masterEntrySchema, type MasterEntryValues } from "./form-schemas";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { StaffSession } from "@/lib/auth/sessions";
import { refreshSearchDocuments } from "@/lib/catalogue/search-document";
import { unlessTaken } from "@/lib/db/errors";
import type { VersionedSave } from "./versioned";
import { deleteEntry, formTextOf, listPage, saveEntry } from "./entries";
import { log } from "@/lib/logging";
import { listSearchWhere } from "./list-search";

// `searchable`: it has the reading and aliases the search reads; `inSearchText`: its names are in the search
// text of the vehicles that use it, which a rename rebuilds.
export const MASTER_TYPES = {
  makers: { model: "maker", table: "makers", vehicleField: "makerId", searchable: true, inSearchText: true },
  "body-types": {
    model: "bodyType",
    table: "body_types",
    vehicleField: "bodyTypeId",
    searchable: true,
    inSearchText: true,
  },
  "load-classes": {
    model: "loadClass",
    table: "load_classes",
    vehicleField: "loadClassId",
    searchable: false,
    inSearchText: true,
  },
  fuels: { model: "fuel", table: "fuels", vehicleField: "fuelId", searchable: false, inSearchText: false },
  transmissions: {
    model: "transmission",
    table: "transmissions",
    vehicleField: "transmissionId",
    searchable: false,
    inSearchText: false,
  },
  "drive-types": {
    model: "driveType",
    table: "drive_types",
    vehicleField: "driveTypeId",
    searchable: false,
    inSearchText: false,
  },
  "crane-makers": {
    model: "craneMaker",
    table: "crane_makers",
    vehicleField: "craneMakerId",
    searchable: false,
    inSearchText: true,
  },
  "reefer-makers": {
    model: "reeferMaker",
    table: "reefer_makers",
    vehicleField: "reeferMakerId",
    searchable: false,
    inSearchText: true,
  },
} as const;
export type MasterType = keyof typeof MASTER_TYPES;
export const MASTER_PAGE_SIZE = 50;

export function isMasterType(value: string): value is MasterType {
  return Object.hasOwn(MASTER_TYPES, value);
}

export interface MasterEntry {
  id: number;
  slug: string;
  nameJa: string;
  nameEn: string;
  nameKana?: string;
  categoryEn?: string;
  towsTrailer?: boolean;
  boxBody?: boolean;
  aliases?: string[];
  position: number;
  version: number;
}

// One shape for the eight tables; each Prisma delegate has these methods with these arguments.
interface Delegate {
  findMany(args: object): Promise<MasterEntry[]>;
  findUnique(args: object): Promise<MasterEntry | null>;
  count(args?: object): Promise<number>;
  create(args: object): Promise<MasterEntry>;
  updateMany(args: object): Promise<{ count: number }>;
  deleteMany(args: object): Promise<{ count: number }>;
}
const delegate = (type: MasterType, client: Prisma.TransactionClient = db()) =>
  client[MASTER_TYPES[type].model] as unknown as Delegate;

export async function listMasterEntries(staff: StaffSession, type: MasterType, q: string, page: number) {
  const where = await listSearchWhere(MASTER_TYPES[type].table, q);
  return listPage(
    page,
    MASTER_PAGE_SIZE,
    () => delegate(type).count({ where }),
    (window) => delegate(type).findMany({ where, orderBy: [{ position: "asc" }, { id: "asc" }], ...window }),
  );
}

export function getMasterEntry(staff: StaffSession, type: MasterType, id: number) {
  return Number.isSafeInteger(id) && id > 0 ? delegate(type).findUnique({ where: { id } }) : Promise.resolve(null);
}

/** The entry as its form shows it; its aliases one line, separated by 、. */
export function masterEntryFormValues(entry: MasterEntry | null): Record<string, string> {
  if (!entry) return { position: "0" };
  return { ...formTextOf(entry, Object.keys(masterEntrySchema.shape)), aliases: (entry.aliases ?? []).join("、") };
}

export type MasterChange =
  { ok: true; id: number } | { ok: false; error: "notFound" } | { ok: false; error: "inUse"; count: number };
export type MasterSave = VersionedSave | { ok: false; error: "slugTaken" };

/** A master entry in the change history: one kind for the eight tables, so its id says which table ("fuels/3"). */
const masterIdPrefix = (type: MasterType) => `${type}/`;
export const masterEntityId = (type: MasterType, id: number) => `${masterIdPrefix(type)}${id}`;
const masterHistory = (type: MasterType) => ({
  entity: "master" as const,
  labelField: "nameJa",
  idPrefix: masterIdPrefix(type),
});

export async function saveMasterEntry(
  staff: StaffSession,
  type: MasterType,
  id: number | null,
  values: MasterEntryValues,
  seenVersion: number | null = null,
): Promise<MasterSave> {
  const { searchable, inSearchText, vehicleField } = MASTER_TYPES[type];
  const { categoryEn, towsTrailer, boxBody, nameKana, aliases, ...common } = values;
  const data = {
    ...common,
    ...(searchable && { nameKana, aliases }),
    ...(type === "body-types" && { categoryEn, towsTrailer, boxBody }),
  };
  return unlessTaken({ ok: false, error: "slugTaken" } as const, async () => {
    const saved = await saveEntry((tx) => delegate(type, tx), id, seenVersion, data, {
      staff,
      ...masterHistory(type),
    });
    if (!saved.ok) return saved;
    if (id !== null && inSearchText) await refreshSearchDocuments(db(), { [vehicleField]: saved.id });
    log.info("admin.master.save", { type, id: saved.id, userId: staff.userId });
    return saved;
  });
}

export async function deleteMasterEntry(staff: StaffSession, type: MasterType, id: number): Promise<MasterChange> {
  const count = await db().vehicle.count({ where: { [MASTER_TYPES[type].vehicleField]: id } });
  if (count > 0) return { ok: false, error: "inUse", count };
  const deleted = await deleteEntry((tx) => delegate(type, tx), id, {
    staff,
    ...masterHistory(type),
  });
  if (!deleted.ok) return deleted;
  log.info("admin.master.delete", { type, id, userId: staff.userId });
  return { ok: true, id };
}
