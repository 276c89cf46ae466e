// A vehicle's sale as staff record it (the rules and the form's schema are in ./vehicle-sale), and the requests
// that named the vehicle, which the vehicle's staff page lists. Recording a sale marks the vehicle 売約済 in the
// same transaction, over the version staff opened, and moves the request it names on to 成約 (a deal's 注文書
// writes the same record: lib/deals/orders.ts). Every other way to mark it sold (a row's button, the list's
// bulk action, the vehicle form, a CSV import) changes the status only: the page then asks for the record, which
// can be completed whenever the paperwork arrives. Putting the vehicle back on sale keeps the record, so a deal
// that fell through stays readable; the history says when the status changed back. The sale price is staff-only:
// nothing public, no feed and no export reads this table.
import { db } from "@/lib/db";
import type { Prisma, VehicleStatus } from "@/lib/generated/prisma/client";
import type { StaffSession } from "@/lib/auth/sessions";
import { japanDate, type IsoDate } from "@/lib/business/calendar";
import { advanceRequest } from "@/lib/requests/progress";
import { log } from "@/lib/logging";
import { statusDates } from "@/lib/vehicles/status";
import { changedFields } from "./history";
import { dateColumnOf, isoDateOf } from "./follow-up";
import { orderRowSelect } from "./order-inbox";
import { recordVehicleChange } from "./vehicle-history";
import { updateSeenVersion, type VersionedSave } from "./versioned";
import { saleOrderOf, type VehicleSaleInput } from "./vehicle-sale";
import { displayNameOf } from "@/lib/auth/display-name";

export type SaleRecorded = VersionedSave | { ok: false; error: "saleNotListed" | "saleUnknownRequest" };

// The fields a sale's history row compares, as the form names them.
type SaleFields = {
  orderN: number | null;
  buyerName: string;
  buyerCompany: string;
  buyerPhone: string;
  salePriceYen: number | null;
  soldOn: string | null;
};

/** A sale as written: the request that bought (or the buyer without one), the price agreed and the day. */
export type SaleRecord = Omit<SaleFields, "salePriceYen" | "soldOn"> & { salePriceYen: number; soldOn: IsoDate };
type StoredSale = Omit<SaleRecord, "soldOn"> & { soldOn: Date };

/**
 * Writes vehicle `id`'s sale record, already marked 売約済 by the caller over a version, with its history; a linked
 * request still before 成約 moves to 成約 with it. `before` is the vehicle as read before the change.
 */
export async function writeVehicleSale(
  tx: Prisma.TransactionClient,
  staff: StaffSession,
  id: number,
  before: { status: VehicleStatus; sale: StoredSale | null },
  next: SaleRecord,
  now: Date,
): Promise<void> {
  const recorded = {
    orderN: next.orderN,
    buyerName: next.buyerName,
    buyerCompany: next.buyerCompany,
    buyerPhone: next.buyerPhone,
    salePriceYen: next.salePriceYen,
    soldOn: dateColumnOf(next.soldOn),
    recordedById: staff.userId,
    recordedByName: displayNameOf(staff),
  };
  await tx.vehicleSale.upsert({ where: { vehicleId: id }, create: { vehicleId: id, ...recorded }, update: recorded });
  const was: SaleFields = before.sale
    ? { ...before.sale, soldOn: isoDateOf(before.sale.soldOn) }
    : { orderN: null, buyerName: "", buyerCompany: "", buyerPhone: "", salePriceYen: null, soldOn: null };
  await recordVehicleChange(
    tx,
    staff,
    id,
    "sale",
    { ...changedFields({ status: before.status }, { status: "sold" }), ...changedFields(was, next) },
    now,
  );
  if (next.orderN !== null) await advanceRequest(tx, staff, next.orderN, "won", now);
}

/**
 * Records (or corrects) the sale of sale-catalogue vehicle `id` and marks it 売約済 if it is not yet, over the
 * vehicle's version staff saw. A draft or an archived vehicle is refused: it is listed before it is sold.
 */
export async function recordVehicleSale(
  staff: StaffSession,
  id: number,
  input: VehicleSaleInput,
  seenVersion: number | null,
  now = new Date(),
): Promise<SaleRecorded> {
  const orderN = saleOrderOf(input);
  return db().$transaction(async (tx) => {
    const vehicle = await tx.vehicle.findFirst({
      where: { id, kind: "sale" },
      select: {
        status: true,
        publishedAt: true,
        sale: {
          select: {
            orderN: true,
            buyerName: true,
            buyerCompany: true,
            buyerPhone: true,
            salePriceYen: true,
            soldOn: true,
          },
        },
      },
    });
    if (!vehicle) return { ok: false, error: "notFound" } as const;
    if (vehicle.status === "draft" || vehicle.status === "archived")
      return { ok: false, error: "saleNotListed" } as const;
    if (orderN !== null && !(await tx.order.findUnique({ where: { n: orderN }, select: { n: true } })))
      return { ok: false, error: "saleUnknownRequest" } as const;
    const saved = await updateSeenVersion(tx.vehicle, { id }, seenVersion, {
      status: "sold" as const,
      ...statusDates(vehicle, "sold", now),
    });
    if (!saved.ok) return saved;
    const { buyerName, buyerCompany, buyerPhone, salePriceYen, soldOn } = input;
    await writeVehicleSale(
      tx,
      staff,
      id,
      vehicle,
      { orderN, buyerName, buyerCompany, buyerPhone, salePriceYen, soldOn },
      now,
    );
    log.info("admin.vehicle.sale", { id, userId: staff.userId, linked: orderN !== null });
    return saved;
  });
}

// With its version and deals: a deal is opened from here over the request's version, or opened.
const requestRowSelect = {
  ...orderRowSelect,
  version: true,
  deals: { orderBy: { id: "asc" }, select: { id: true } },
} satisfies Prisma.OrderSelect;

/**
 * The sale panel of a vehicle's staff page: its status and asking price, its sale record, and every request that
 * named it, newest first, after the request its sale names when that one never named it.
 */
export async function vehicleSalePanel(staff: StaffSession, id: number, now = new Date()) {
  const vehicle = await db().vehicle.findUnique({
    where: { id },
    select: {
      status: true,
      version: true,
      priceTotalYen: true,
      sale: {
        select: {
          orderN: true,
          buyerName: true,
          buyerCompany: true,
          buyerPhone: true,
          salePriceYen: true,
          soldOn: true,
          recordedByName: true,
          updatedAt: true,
          order: { select: { lastName: true, firstName: true, companyName: true } },
        },
      },
      orderLines: {
        orderBy: [{ order: { createdAt: "desc" } }, { orderN: "desc" }],
        select: { order: { select: requestRowSelect } },
      },
    },
  });
  if (!vehicle) return null;
  // An order listing the vehicle twice (a 一括問い合わせ sent with it picked twice) is one request.
  const requests = [...new Map(vehicle.orderLines.map(({ order }) => [order.n, order])).values()];
  // The request the sale names is listed too when it never named the vehicle (a general question, a phone call
  // noted as a request): a sale and its request point at each other.
  const soldTo = vehicle.sale?.orderN;
  if (soldTo != null && !requests.some((request) => request.n === soldTo)) {
    const order = await db().order.findUnique({ where: { n: soldTo }, select: requestRowSelect });
    if (order) requests.unshift(order);
  }
  const sale = vehicle.sale && { ...vehicle.sale, soldOn: isoDateOf(vehicle.sale.soldOn)! };
  return {
    status: vehicle.status,
    version: vehicle.version,
    askingYen: vehicle.priceTotalYen,
    today: japanDate(now),
    sale,
    requests,
  };
}
