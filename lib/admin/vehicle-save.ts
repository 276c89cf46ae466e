// Creating and saving a vehicle from the staff form. A save is accepted only over the version the staff
// member opened (a second editor's stale save is refused), and the search text is rebuilt with it.
import type { ListingKind, PrismaClient } from "@/lib/generated/prisma/client";
import type { StaffSession } from "@/lib/auth/sessions";
import { refreshSearchDocuments } from "@/lib/catalogue/search-document";
import type { VehicleFormValues } from "./vehicle-form";
import { updateSeenVersion } from "./versioned";
import { hasPublicPage } from "@/lib/vehicles/status";
import { saleTermsFor } from "@/lib/vehicles/listing-kind";
import { log } from "@/lib/logging";

export type VehicleSave = { ok: true; id: number; version: number } | { ok: false; error: "unauthorized" | "notFound" | "conflict" };

const slug = (text: string) =>
  text
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 30);

/**
 * The next inquiry number, from the column's own sequence: never one a vehicle had before, even a deleted one,
 * so the number a customer quotes and the URL built from it keep meaning one truck.
 */
async function nextInquiryNo(db: PrismaClient): Promise<number> {
  const [row] = await db.$queryRaw<[{ n: number }]>`SELECT nextval(pg_get_serial_sequence('vehicles', 'inquiry_no'))::int AS n`;
  return row.n;
}

export async function createVehicle(db: PrismaClient, staff: StaffSession | null, kind: ListingKind, values: VehicleFormValues, now = new Date()): Promise<VehicleSave> {
  if (!staff) return { ok: false, error: "unauthorized" };
  const maker = await db.maker.findUnique({ where: { id: values.makerId! }, select: { slug: true } });
  const inquiryNo = await nextInquiryNo(db);
  const strId = [maker?.slug ?? "vehicle", slug(values.modelNameEn) || "truck", values.modelYear ?? "year-unknown", inquiryNo].join("-");
  values = saleTermsFor(kind, values);
  const created = await db.vehicle.create({
    data: { ...(values as Omit<VehicleFormValues, "makerId" | "loadClassId" | "bodyTypeId"> & { makerId: number; loadClassId: number; bodyTypeId: number }), kind, inquiryNo, strId, videoUrl: values.videoUrl || null, chassisLast3: values.chassisLast3 || null, publishedAt: hasPublicPage(values.status) ? now : null },
    select: { id: true, version: true },
  });
  await refreshSearchDocuments(db, { id: created.id });
  log.info("admin.vehicle.create", { id: created.id, userId: staff.userId });
  return { ok: true, id: created.id, version: created.version };
}

export async function updateVehicle(db: PrismaClient, staff: StaffSession | null, id: number, values: VehicleFormValues, seenVersion: number | null, now = new Date()): Promise<VehicleSave> {
  if (!staff) return { ok: false, error: "unauthorized" };
  const current = await db.vehicle.findUnique({ where: { id }, select: { publishedAt: true, kind: true } });
  if (!current) return { ok: false, error: "notFound" };
  values = saleTermsFor(current.kind, values);
  const saved = await updateSeenVersion(db.vehicle, id, seenVersion, {
    ...(values as Omit<VehicleFormValues, "makerId" | "loadClassId" | "bodyTypeId"> & { makerId: number; loadClassId: number; bodyTypeId: number }),
    videoUrl: values.videoUrl || null,
    chassisLast3: values.chassisLast3 || null,
    ...(hasPublicPage(values.status) && !current.publishedAt && { publishedAt: now }),
  });
  if (!saved.ok) return saved;
  await refreshSearchDocuments(db, { id });
  log.info("admin.vehicle.update", { id, userId: staff.userId });
  return saved;
}
