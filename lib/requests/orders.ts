// Storing a vehicle order: one row, in one statement, with the number staff quote on the phone.
// A second submission with the same idempotency key returns the first order instead of a copy.
import type { ListingKind, PrismaClient } from "@/lib/generated/prisma/client";
import type { Locale } from "@/lib/i18n/locales";
import type { VehicleOrder } from "./schema";

export type OrderOutcome = { status: "created" | "duplicate"; n: number } | { status: "unavailable" };

function isUniqueViolation(error: unknown): boolean {
  return typeof error === "object" && error !== null && (error as { code?: string }).code === "P2002";
}

export async function createVehicleOrder(db: PrismaClient, kind: ListingKind, strId: string, locale: Locale, order: VehicleOrder): Promise<OrderOutcome> {
  const existing = await db.order.findUnique({ where: { idempotencyKey: order.idempotencyKey }, select: { n: true } });
  if (existing) return { status: "duplicate", n: existing.n };
  const vehicle = await db.vehicle.findFirst({ where: { kind, strId, status: "published" }, select: { id: true } });
  if (!vehicle) return { status: "unavailable" };
  try {
    const created = await db.order.create({
      data: {
        type: "vehicle",
        lastName: order.lastName,
        firstName: order.firstName,
        companyName: order.companyName || null,
        email: order.email,
        phone: order.phone,
        vehicleName: order.vehicleName,
        contactMethod: order.contactMethod,
        message: order.message,
        vehicleId: vehicle.id,
        locale,
        idempotencyKey: order.idempotencyKey,
      },
      select: { n: true },
    });
    return { status: "created", n: created.n };
  } catch (error) {
    // Two submissions raced past the lookup: the unique key let one in; answer with that one.
    if (!isUniqueViolation(error)) throw error;
    const first = await db.order.findUniqueOrThrow({ where: { idempotencyKey: order.idempotencyKey }, select: { n: true } });
    return { status: "duplicate", n: first.n };
  }
}
