// Creating and saving a vehicle from the staff form. A save is accepted only over the version the staff
// member opened (a second editor's stale save is refused), and the search text is rebuilt with it.
import { db } from "@/lib/db";
import type { ListingKind, Prisma } from "@/lib/generated/prisma/client";
import type { StaffSession } from "@/lib/auth/sessions";
import { refreshSearchDocuments } from "@/lib/catalogue/search-document";
import { VEHICLE_FORM_FIELDS, type VehicleFormValues } from "./vehicle-form";
import { formTextOf } from "./entries";
import { updateSeenVersion } from "./versioned";
import { statusDates } from "@/lib/vehicles/status";
import { saleTermsFor } from "@/lib/vehicles/fields";
import { grossWeightOf } from "@/lib/vehicles/licence";
import { totalPaymentYen } from "@/lib/vehicles/price";
import { log } from "@/lib/logging";
import { changedFields } from "./history";
import { recordVehicleChange } from "./vehicle-history";

export type VehicleSave = { ok: true; id: number; version: number } | { ok: false; error: "notFound" | "conflict" };
/**
 * A save over a vehicle also answers the vehicle as it is now, as the form's text: after a save, what the next
 * conflict is measured from; after a conflict, what the save that came first left.
 */
export type VehicleUpdate =
  | { ok: true; id: number; version: number; current: Record<string, string> }
  | { ok: false; error: "notFound" }
  | { ok: false; error: "conflict"; current: Record<string, string> };

const slug = (text: string) =>
  text
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 30);

/**
 * The columns a form save (or an import's row) writes: a purchase listing keeps no sales terms, and 支払総額 is
 * always the sum of its parts.
 */
export function vehicleColumnsOf(kind: ListingKind, form: VehicleFormValues) {
  const { kind: _sentKind, ...values } = saleTermsFor(kind, form);
  return {
    ...(values as Omit<typeof values, "makerId" | "loadClassId" | "bodyTypeId"> & {
      makerId: number;
      loadClassId: number;
      bodyTypeId: number;
    }),
    priceTotalYen: totalPaymentYen(values),
    // Left empty, the gross weight follows from the curb weight, the load and the seats when all are known.
    grossWeightKg:
      values.grossWeightKg ??
      (values.vehicleWeightKg !== null && values.maxLoadKg !== null && values.seats !== null
        ? grossWeightOf(values.vehicleWeightKg, values.maxLoadKg, values.seats)
        : null),
    videoUrl: values.videoUrl || null,
    chassisLast3: values.chassisLast3 || null,
  };
}

/**
 * The next inquiry number, from the column's own sequence: never one a vehicle had before, even a deleted one,
 * so the number a customer quotes and the URL built from it keep meaning one truck.
 */
async function nextInquiryNo(tx: Prisma.TransactionClient): Promise<number> {
  const [row] = await tx.$queryRaw<
    [{ n: number }]
  >`SELECT nextval(pg_get_serial_sequence('vehicles', 'inquiry_no'))::int AS n`;
  return row.n;
}

/**
 * Inserts a vehicle in the caller's transaction, with its own inquiry number and public id: the one way a
 * vehicle comes to be (the form, a duplicate, an import). The caller refreshes its search text after commit.
 */
export async function insertVehicle(
  tx: Prisma.TransactionClient,
  kind: ListingKind,
  values: VehicleFormValues,
  now: Date,
): Promise<{ id: number; version: number; inquiryNo: number }> {
  const maker = await tx.maker.findUnique({ where: { id: values.makerId! }, select: { slug: true } });
  const inquiryNo = await nextInquiryNo(tx);
  const strId = [
    maker?.slug ?? "vehicle",
    slug(values.modelNameEn) || "truck",
    values.modelYear ?? "year-unknown",
    inquiryNo,
  ].join("-");
  return tx.vehicle.create({
    data: {
      ...vehicleColumnsOf(kind, values),
      kind,
      inquiryNo,
      strId,
      ...statusDates(null, values.status, now),
    },
    select: { id: true, version: true, inquiryNo: true },
  });
}

export async function createVehicle(
  staff: StaffSession,
  kind: ListingKind,
  values: VehicleFormValues,
  now = new Date(),
): Promise<VehicleSave> {
  const created = await db().$transaction(async (tx) => {
    const created = await insertVehicle(tx, kind, values, now);
    await recordVehicleChange(tx, staff, created.id, "created", {}, now);
    return created;
  });
  await refreshSearchDocuments(db(), { id: created.id });
  log.info("admin.vehicle.create", { id: created.id, userId: staff.userId });
  return { ok: true, id: created.id, version: created.version };
}

/** What a save over a vehicle needs to know of it before. */
export const vehicleBeforeSave = { publishedAt: true, kind: true, status: true, priceTotalYen: true } as const;
type VehicleBefore = Prisma.VehicleGetPayload<{ select: typeof vehicleBeforeSave }>;

/**
 * Writes the form's values over a vehicle in the caller's transaction, over the version the staff member saw,
 * with the status dates and, for a listed vehicle whose 支払総額 changed, its price history.
 */
export async function writeVehicleUpdate(
  tx: Prisma.TransactionClient,
  id: number,
  current: VehicleBefore,
  values: VehicleFormValues,
  seenVersion: number | null,
  now: Date,
): Promise<VehicleSave> {
  const columns = vehicleColumnsOf(current.kind, values);
  const saved = await updateSeenVersion(tx.vehicle, { id }, seenVersion, {
    ...columns,
    ...statusDates(current, values.status, now),
  });
  // A listed vehicle's price history is what its 値下げ mark and struck-through old price are read from.
  if (saved.ok && current.publishedAt && columns.priceTotalYen !== current.priceTotalYen)
    await tx.vehiclePriceChange.create({
      data: { vehicleId: id, fromYen: current.priceTotalYen, toYen: columns.priceTotalYen, changedAt: now },
    });
  return saved;
}

export async function updateVehicle(
  staff: StaffSession,
  id: number,
  values: VehicleFormValues,
  seenVersion: number | null,
  now = new Date(),
): Promise<VehicleUpdate> {
  // Every column, for the history to name each field the save changed with its value before.
  const current = await db().vehicle.findUnique({ where: { id } });
  if (!current) return { ok: false, error: "notFound" };
  const saved = await db().$transaction(async (tx) => {
    const saved = await writeVehicleUpdate(tx, id, current, values, seenVersion, now);
    if (saved.ok)
      await recordVehicleChange(
        tx,
        staff,
        id,
        "updated",
        changedFields(current, vehicleColumnsOf(current.kind, values)),
        now,
      );
    return saved;
  });
  if (!saved.ok && saved.error === "notFound") return { ok: false, error: "notFound" };
  const after = await db().vehicle.findUnique({ where: { id } });
  if (!after) return { ok: false, error: "notFound" };
  const text = formTextOf(after, VEHICLE_FORM_FIELDS);
  if (!saved.ok) return { ok: false, error: "conflict", current: text };
  await refreshSearchDocuments(db(), { id });
  log.info("admin.vehicle.update", { id, userId: staff.userId });
  return { ...saved, current: text };
}
