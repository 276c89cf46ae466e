import "server-only";
// A stock vehicle's costs, owners only: the purchase (仕入価格, 仕入先, 仕入日) and the cost lines after it. Every
// write goes over the version of the vehicle's cost record the owner saw (a vehicle without one yet is seen at
// none, so two first saves cannot both land), and writes its history row in words in the same transaction, under
// its own kind of record: the vehicle's history is read by staff, this one by owners alone. The reads and writes
// check the permission again (lib/auth/roles.ts `viewMargins`): the page and the action wrapper are not the only
// door.
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { StaffSession } from "@/lib/auth/sessions";
import { can } from "@/lib/auth/roles";
import { japanDate, type IsoDate } from "@/lib/business/calendar";
import { log } from "@/lib/logging";
import { changedFields, recordChange, type ChangeEntity, type FieldChanges } from "@/lib/admin/history";
import { dateColumnOf, isoDateOf } from "@/lib/admin/follow-up";
import { vehicleLabel } from "@/lib/admin/vehicle-history";
import type { VersionedSave } from "@/lib/admin/versioned";
import { daysInStock } from "@/lib/admin/vehicle-sale";
import type { CostLineInput, PurchaseInput } from "./form";
import { costOf, grossProfitOf, linesTotalOf, marginPercentOf } from "./profit";

/** The history's kind of record for a vehicle's costs; its rows are listed to owners only (lib/admin/history.ts). */
export const COST_ENTITY = "vehicle_cost" satisfies ChangeEntity;

type CostWrite = VersionedSave | { ok: false; error: "forbidden" };

const dateOf = (day: IsoDate | null) => (day === null ? null : dateColumnOf(day));
const forbidden = { ok: false, error: "forbidden" } as const;

const purchaseSelect = { purchasePriceYen: true, supplier: true, purchasedOn: true } as const;

// The purchase as its history compares it: none yet is every part blank.
const purchaseBefore = (row: { purchasePriceYen: number | null; supplier: string; purchasedOn: Date | null } | null) =>
  row
    ? { ...row, purchasedOn: isoDateOf(row.purchasedOn) }
    : { purchasePriceYen: null, supplier: "", purchasedOn: null };

/**
 * Sets vehicle `vehicleId`'s purchase inside the caller's transaction, whoever's work it is (the buy-in that turns a
 * bought truck into stock), with its history row: it makes the cost record or changes it, raising its version so
 * an owner's form opened before is refused rather than overwriting it. No permission is asked: the caller's own
 * action decides who may buy a truck in, and nothing is shown.
 */
export async function setAcquisition(
  tx: Prisma.TransactionClient,
  staff: StaffSession,
  vehicleId: number,
  purchase: { priceYen: number | null; supplier: string; on: IsoDate | null },
): Promise<void> {
  const before = await tx.vehicleCost.findUnique({ where: { vehicleId }, select: purchaseSelect });
  const data = { purchasePriceYen: purchase.priceYen, supplier: purchase.supplier, purchasedOn: dateOf(purchase.on) };
  await tx.vehicleCost.upsert({
    where: { vehicleId },
    create: { vehicleId, ...data },
    update: { ...data, version: { increment: 1 } },
  });
  const after = { purchasePriceYen: purchase.priceYen, supplier: purchase.supplier, purchasedOn: purchase.on };
  await recordCostChange(tx, staff, vehicleId, "updated", changedFields(purchaseBefore(before), after));
}

/**
 * Takes the cost record over the version the owner saw: the record made at the first write (seen at none), or its
 * version raised; a conflict when another write came first, not found when the sale vehicle is gone.
 */
async function claimCostRecord(
  tx: Prisma.TransactionClient,
  vehicleId: number,
  seenVersion: number | null,
): Promise<VersionedSave> {
  const vehicle = await tx.vehicle.findFirst({ where: { id: vehicleId, kind: "sale" }, select: { id: true } });
  if (!vehicle) return { ok: false, error: "notFound" };
  if (seenVersion === null) {
    const created = await tx.vehicleCost.createManyAndReturn({
      data: [{ vehicleId }],
      skipDuplicates: true,
      select: { version: true },
    });
    return created.length ? { ok: true, id: vehicleId, version: 1 } : { ok: false, error: "conflict" };
  }
  const { count } = await tx.vehicleCost.updateMany({
    where: { vehicleId, version: seenVersion },
    data: { version: { increment: 1 } },
  });
  return count ? { ok: true, id: vehicleId, version: seenVersion + 1 } : { ok: false, error: "conflict" };
}

async function recordCostChange(
  tx: Prisma.TransactionClient,
  staff: StaffSession,
  vehicleId: number,
  action: string,
  changes: FieldChanges,
) {
  const vehicle = await tx.vehicle.findUniqueOrThrow({
    where: { id: vehicleId },
    select: { inquiryNo: true, nameJa: true },
  });
  await recordChange(tx, staff, {
    entity: COST_ENTITY,
    entityId: vehicleId,
    label: vehicleLabel(vehicle),
    action,
    changes,
  });
}

/** Saves the purchase of sale vehicle `vehicleId` over the version the owner saw. */
export async function savePurchase(
  staff: StaffSession,
  vehicleId: number,
  input: PurchaseInput,
  seenVersion: number | null,
): Promise<CostWrite> {
  if (!can(staff, "viewMargins")) return forbidden;
  return db().$transaction(async (tx) => {
    const before = await tx.vehicleCost.findUnique({ where: { vehicleId }, select: purchaseSelect });
    const claimed = await claimCostRecord(tx, vehicleId, seenVersion);
    if (!claimed.ok) return claimed;
    await tx.vehicleCost.update({
      where: { vehicleId },
      data: {
        purchasePriceYen: input.purchasePriceYen,
        supplier: input.supplier,
        purchasedOn: dateOf(input.purchasedOn),
      },
    });
    await recordCostChange(tx, staff, vehicleId, "updated", changedFields(purchaseBefore(before), input));
    log.info("admin.costs.purchase", { id: vehicleId, userId: staff.userId });
    return claimed;
  });
}

// A cost line as its history row keeps it: each part a field, so the kind reads in words (admin.costs.kinds).
const lineFields = (line: { kind: string; label: string; amountYen: number; spentOn: IsoDate | null }) => ({
  kind: line.kind,
  label: line.label,
  amountYen: line.amountYen,
  spentOn: line.spentOn,
});
const added = (line: Parameters<typeof lineFields>[0]): FieldChanges =>
  changedFields({ kind: null, label: "", amountYen: null, spentOn: null }, lineFields(line));
const removed = (line: Parameters<typeof lineFields>[0]): FieldChanges =>
  changedFields(lineFields(line), { kind: null, label: "", amountYen: null, spentOn: null });

/** Adds one cost line to sale vehicle `vehicleId` over the version the owner saw. */
export async function addCostLine(
  staff: StaffSession,
  vehicleId: number,
  input: CostLineInput,
  seenVersion: number | null,
): Promise<CostWrite> {
  if (!can(staff, "viewMargins")) return forbidden;
  return db().$transaction(async (tx) => {
    const claimed = await claimCostRecord(tx, vehicleId, seenVersion);
    if (!claimed.ok) return claimed;
    await tx.vehicleCostLine.create({ data: { vehicleId, ...input, spentOn: dateOf(input.spentOn) } });
    await recordCostChange(tx, staff, vehicleId, "costLineAdded", added(input));
    log.info("admin.costs.lineAdded", { id: vehicleId, userId: staff.userId, kind: input.kind });
    return claimed;
  });
}

/** Removes cost line `lineId` of vehicle `vehicleId` over the version the owner saw. */
export async function removeCostLine(
  staff: StaffSession,
  vehicleId: number,
  lineId: number,
  seenVersion: number | null,
): Promise<CostWrite> {
  if (!can(staff, "viewMargins")) return forbidden;
  return db().$transaction(async (tx) => {
    const line = await tx.vehicleCostLine.findFirst({
      where: { id: lineId, vehicleId },
      select: { kind: true, label: true, amountYen: true, spentOn: true },
    });
    if (!line) return { ok: false, error: "notFound" } as const;
    // A record seen at none has no line to remove: the version is the record's, never null here.
    const claimed =
      seenVersion === null
        ? ({ ok: false, error: "conflict" } as const)
        : await claimCostRecord(tx, vehicleId, seenVersion);
    if (!claimed.ok) return claimed;
    await tx.vehicleCostLine.delete({ where: { id: lineId } });
    await recordCostChange(
      tx,
      staff,
      vehicleId,
      "costLineRemoved",
      removed({ ...line, spentOn: isoDateOf(line.spentOn) }),
    );
    log.info("admin.costs.lineRemoved", { id: vehicleId, userId: staff.userId });
    return claimed;
  });
}

export interface CostLineRow {
  id: number;
  kind: CostLineInput["kind"];
  label: string;
  amountYen: number;
  spentOn: IsoDate | null;
}

export interface VehicleCostsPage {
  vehicle: { id: number; inquiryNo: number; nameJa: string; nameEn: string; status: string };
  /** The cost record's version, null while the vehicle has none: the forms save over it. */
  version: number | null;
  purchase: { purchasePriceYen: number | null; supplier: string; purchasedOn: IsoDate | null };
  lines: CostLineRow[];
  linesTotalYen: number;
  /** 原価: null while the purchase price is not entered. */
  costYen: number | null;
  /** The recorded sale, while the vehicle is sold, with what it earned. */
  sale: { salePriceYen: number; soldOn: IsoDate; grossProfitYen: number | null; marginPercent: number | null } | null;
  daysInStock: number;
  today: IsoDate;
}

/** Sale vehicle `vehicleId`'s cost page; null for no such vehicle, and for an account that may not see costs. */
export async function vehicleCostsPage(
  staff: StaffSession,
  vehicleId: number,
  now = new Date(),
): Promise<VehicleCostsPage | null> {
  if (!can(staff, "viewMargins")) return null;
  const vehicle = await db().vehicle.findFirst({
    where: { id: vehicleId, kind: "sale" },
    select: {
      id: true,
      inquiryNo: true,
      nameJa: true,
      nameEn: true,
      status: true,
      createdAt: true,
      publishedAt: true,
      soldAt: true,
      sale: { select: { salePriceYen: true, soldOn: true } },
      cost: {
        select: {
          version: true,
          purchasePriceYen: true,
          supplier: true,
          purchasedOn: true,
          lines: {
            orderBy: [{ spentOn: { sort: "asc", nulls: "last" } }, { id: "asc" }],
            select: { id: true, kind: true, label: true, amountYen: true, spentOn: true },
          },
        },
      },
    },
  });
  if (!vehicle) return null;
  const { cost, sale } = vehicle;
  const lines = (cost?.lines ?? []).map((line) => ({ ...line, spentOn: isoDateOf(line.spentOn) }));
  const today = japanDate(now);
  const soldOn = sale && isoDateOf(sale.soldOn)!;
  const grossProfitYen = sale && grossProfitOf(sale.salePriceYen, cost);
  return {
    vehicle: {
      id: vehicle.id,
      inquiryNo: vehicle.inquiryNo,
      nameJa: vehicle.nameJa,
      nameEn: vehicle.nameEn,
      status: vehicle.status,
    },
    version: cost?.version ?? null,
    purchase: {
      purchasePriceYen: cost?.purchasePriceYen ?? null,
      supplier: cost?.supplier ?? "",
      purchasedOn: isoDateOf(cost?.purchasedOn ?? null),
    },
    lines,
    linesTotalYen: linesTotalOf(lines),
    costYen: costOf(cost),
    sale:
      sale && vehicle.status === "sold"
        ? {
            salePriceYen: sale.salePriceYen,
            soldOn: soldOn!,
            grossProfitYen,
            marginPercent: grossProfitYen === null ? null : marginPercentOf(grossProfitYen, sale.salePriceYen),
          }
        : null,
    daysInStock: daysInStock({ ...vehicle, sale: sale && { soldOn: soldOn! } }, today),
    today,
  };
}
