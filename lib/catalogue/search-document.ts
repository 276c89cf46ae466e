// What the free-word search reads for each vehicle: its names in both languages, model and model code,
// the maker's and body type's Japanese, kana, Latin names and aliases, the load class, the inquiry number, and
// its body's equipment in both languages worded as its card and page word it (lib/vehicles/field-words: 前田製作所,
// 4段, ラジコン, パワーゲート), normalised once when the vehicle (or its master data) is saved.
import type { Prisma, PrismaClient } from "@/lib/generated/prisma/client";
import { createPrismaClient } from "@/lib/db/client";
import { locales } from "@/lib/i18n/locales";
import { readSelectOf, VEHICLE_PAGE_ROWS } from "@/lib/vehicles/fields";
import { vehicleWordsIn } from "@/lib/vehicles/field-words";
import { normalizeSearchText, searchGrams } from "./normalize";

const equipmentSelect = readSelectOf([...VEHICLE_PAGE_ROWS.body, ...VEHICLE_PAGE_ROWS.equipment]);
const wordsIn = locales.map(vehicleWordsIn);

export const searchDocumentSelect = {
  id: true,
  nameJa: true,
  nameEn: true,
  modelName: true,
  modelNameEn: true,
  modelCode: true,
  modelYear: true,
  inquiryNo: true,
  maker: { select: { nameJa: true, nameKana: true, nameEn: true, aliases: true } },
  bodyType: { select: { nameJa: true, nameKana: true, nameEn: true, aliases: true } },
  loadClass: { select: { nameJa: true, nameEn: true } },
  updatedAt: true,
  ...equipmentSelect,
} satisfies Prisma.VehicleSelect;

export type SearchDocumentSource = Prisma.VehicleGetPayload<{ select: typeof searchDocumentSelect }>;

export function buildSearchDocument(v: SearchDocumentSource): { searchText: string; searchGrams: string[] } {
  const parts = [
    v.nameJa,
    v.nameEn,
    v.modelName,
    v.modelNameEn,
    v.modelCode,
    v.modelYear,
    v.inquiryNo,
    v.maker.nameJa,
    v.maker.nameKana,
    v.maker.nameEn,
    ...v.maker.aliases,
    v.bodyType.nameJa,
    v.bodyType.nameKana,
    v.bodyType.nameEn,
    ...v.bodyType.aliases,
    v.loadClass.nameJa,
    v.loadClass.nameEn,
    ...wordsIn.flatMap((words) => words.equipmentWords(v)),
  ];
  const searchText = normalizeSearchText(parts.filter((part) => part !== null && part !== "").join(" "));
  return { searchText, searchGrams: searchGrams(searchText) };
}

/**
 * Rebuilds the search document of the vehicles `where` selects in the caller's transaction, so that a write and
 * the search text it changes commit together; returns how many. For a few hundred vehicles at most: they are
 * written by one statement, as one update a vehicle took a round trip each (seconds for a maker's trucks on the
 * embedded database). Written in SQL, it leaves updatedAt alone: a master-data edit changes what the search
 * finds, not the vehicle, and the catalogue's "recently updated" order must not move it.
 */
export async function writeSearchDocuments(
  tx: Prisma.TransactionClient,
  where: Prisma.VehicleWhereInput,
): Promise<number> {
  const vehicles = await tx.vehicle.findMany({ where, orderBy: { id: "asc" }, select: searchDocumentSelect });
  if (vehicles.length === 0) return 0;
  const documents = JSON.stringify(vehicles.map((v) => ({ id: v.id, ...buildSearchDocument(v) })));
  await tx.$executeRaw`
    UPDATE vehicles AS v
    SET search_text = d."searchText", search_grams = ARRAY(SELECT jsonb_array_elements_text(d."searchGrams"))
    FROM jsonb_to_recordset(${documents}::jsonb) AS d(id integer, "searchText" text, "searchGrams" jsonb)
    WHERE v.id = d.id`;
  return vehicles.length;
}

/**
 * Rebuilds the search document of the vehicles `where` selects, a batch per transaction; returns how many. A batch
 * is short, so that on the embedded database (one session, held for a whole transaction) visitors' queries get
 * their turn between batches; its time limit is far above what a batch takes on a busy machine.
 */
export async function refreshSearchDocuments(
  db: PrismaClient,
  where: Prisma.VehicleWhereInput = {},
  batchSize = 100,
): Promise<number> {
  let updated = 0;
  let cursor = 0;
  for (;;) {
    // AND, not a spread: `where` may name an id itself, which the cursor must narrow, not replace.
    const batch = await db.vehicle.findMany({
      where: { AND: [where, { id: { gt: cursor } }] },
      orderBy: { id: "asc" },
      take: batchSize,
      select: { id: true },
    });
    if (batch.length === 0) return updated;
    const ids = batch.map((v) => v.id);
    await db.$transaction((tx) => writeSearchDocuments(tx, { id: { in: ids } }), SEARCH_BATCH_TRANSACTION);
    updated += batch.length;
    cursor = ids[ids.length - 1];
  }
}

const SEARCH_BATCH_TRANSACTION = { maxWait: 15_000, timeout: 60_000 } as const;

/** Fills the search document of vehicles that have none (rows written before the search existed). */
export async function backfillSearchDocuments(connectionString: string): Promise<number> {
  const db = createPrismaClient(connectionString, 2);
  try {
    return await refreshSearchDocuments(db, { searchText: "" });
  } finally {
    await db.$disconnect();
  }
}
