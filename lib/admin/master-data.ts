// Master data staff keep: makers and body types (with the kana, Latin names and aliases the catalogue
// search reads), load classes, fuels, transmissions and drive types. A change rebuilds the search text of
// the vehicles that use the entry; an entry still used by vehicles cannot be deleted.
import { z } from "@/lib/zod";
import { hasNoControlCharacters } from "@/lib/text";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import type { StaffSession } from "@/lib/auth/sessions";
import { refreshSearchDocuments } from "@/lib/catalogue/search-document";
import { isUniqueViolation } from "@/lib/db/errors";
import { updateSeenVersion, type VersionedSave } from "./versioned";
import { lineField, pageCountOf, positionField, slugField } from "./fields";
import { log } from "@/lib/logging";

export const MASTER_TYPES = {
  makers: { model: "maker", vehicleField: "makerId", searchable: true },
  "body-types": { model: "bodyType", vehicleField: "bodyTypeId", searchable: true },
  "load-classes": { model: "loadClass", vehicleField: "loadClassId", searchable: false },
  fuels: { model: "fuel", vehicleField: "fuelId", searchable: false },
  transmissions: { model: "transmission", vehicleField: "transmissionId", searchable: false },
  "drive-types": { model: "driveType", vehicleField: "driveTypeId", searchable: false },
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
  aliases?: string[];
  position: number;
  version: number;
}

// One shape for the six tables; each Prisma delegate has these methods with these arguments.
interface Delegate {
  findMany(args: object): Promise<MasterEntry[]>;
  findUnique(args: object): Promise<MasterEntry | null>;
  count(args?: object): Promise<number>;
  create(args: object): Promise<MasterEntry>;
  updateMany(args: object): Promise<{ count: number }>;
  delete(args: object): Promise<MasterEntry>;
}
const delegate = (db: PrismaClient, type: MasterType) => db[MASTER_TYPES[type].model] as unknown as Delegate;

export const masterEntrySchema = z.object({
  slug: slugField,
  nameJa: lineField(60),
  nameEn: lineField(60),
  nameKana: lineField(60, { optional: true }),
  /** Body types only: the English plural their catalogue is headed with. */
  categoryEn: lineField(60, { optional: true }),
  /** Other names people type, separated by commas (、 or ,). */
  aliases: z.preprocess(
    (v) =>
      typeof v === "string"
        ? v
            .normalize("NFKC")
            .split(/[,、]/)
            .map((a) => a.trim())
            .filter(Boolean)
        : [],
    z
      .array(
        z.string().max(40, { error: "maxLength:40" }).refine(hasNoControlCharacters, { error: "excludedCharacter" }),
      )
      .max(20, { error: "maxLength:20" }),
  ),
  position: positionField,
});
export type MasterEntryValues = z.output<typeof masterEntrySchema>;

export async function listMasterEntries(db: PrismaClient, type: MasterType, q: string, page: number) {
  const where = q
    ? {
        OR: [
          { nameJa: { contains: q } },
          { nameEn: { contains: q, mode: "insensitive" } },
          { slug: { contains: q.toLowerCase() } },
        ],
      }
    : {};
  const [total, entries] = await Promise.all([
    delegate(db, type).count({ where }),
    delegate(db, type).findMany({
      where,
      orderBy: [{ position: "asc" }, { id: "asc" }],
      skip: (page - 1) * MASTER_PAGE_SIZE,
      take: MASTER_PAGE_SIZE,
    }),
  ]);
  return { total, entries, pageCount: pageCountOf(total, MASTER_PAGE_SIZE) };
}

export function getMasterEntry(db: PrismaClient, type: MasterType, id: number) {
  return Number.isSafeInteger(id) && id > 0 ? delegate(db, type).findUnique({ where: { id } }) : Promise.resolve(null);
}

export type MasterChange =
  | { ok: true; id: number }
  | { ok: false; error: "unauthorized" | "notFound" }
  | { ok: false; error: "inUse"; count: number };
export type MasterSave = VersionedSave | { ok: false; error: "unauthorized" | "slugTaken" };

export async function saveMasterEntry(
  db: PrismaClient,
  staff: StaffSession | null,
  type: MasterType,
  id: number | null,
  values: MasterEntryValues,
  seenVersion: number | null = null,
): Promise<MasterSave> {
  if (!staff) return { ok: false, error: "unauthorized" };
  const { searchable, vehicleField } = MASTER_TYPES[type];
  const { categoryEn, nameKana, aliases, ...common } = values;
  const data = { ...common, ...(searchable && { nameKana, aliases }), ...(type === "body-types" && { categoryEn }) };
  try {
    const saved: MasterSave =
      id === null
        ? { ok: true, ...(await delegate(db, type).create({ data, select: { id: true, version: true } })) }
        : await updateSeenVersion(delegate(db, type), id, seenVersion, data);
    if (!saved.ok) return saved;
    if (id !== null && (searchable || type === "load-classes"))
      await refreshSearchDocuments(db, { [vehicleField]: saved.id });
    log.info("admin.master.save", { type, id: saved.id, userId: staff.userId });
    return saved;
  } catch (error) {
    if (isUniqueViolation(error)) return { ok: false, error: "slugTaken" };
    throw error;
  }
}

export async function deleteMasterEntry(
  db: PrismaClient,
  staff: StaffSession | null,
  type: MasterType,
  id: number,
): Promise<MasterChange> {
  if (!staff) return { ok: false, error: "unauthorized" };
  const count = await db.vehicle.count({ where: { [MASTER_TYPES[type].vehicleField]: id } });
  if (count > 0) return { ok: false, error: "inUse", count };
  try {
    await delegate(db, type).delete({ where: { id } });
  } catch (error) {
    if ((error as { code?: string }).code === "P2025") return { ok: false, error: "notFound" };
    throw error;
  }
  log.info("admin.master.delete", { type, id, userId: staff.userId });
  return { ok: true, id };
}
