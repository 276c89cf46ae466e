import "server-only";
import { db } from "@/lib/db";
import type { ListingKind } from "@/lib/generated/prisma/client";
import type { StaffSession } from "@/lib/auth/sessions";
import type { Locale } from "@/lib/i18n/locales";
import { staffPhotoSrc } from "./photos";
import { VEHICLE_FORM_FIELDS } from "./vehicle-form";
import { formTextOf } from "./entries";
import { nameIn } from "@/lib/i18n/bilingual";
import { vehicleName } from "@/lib/vehicles/name";
import { detailInclude, detailOmit, toVehicleDetail } from "@/lib/vehicles/detail";
import type { VehicleOptions } from "@/lib/vehicles/fields";

/**
 * Every master-data list a vehicle names (maker, class, body, drive, transmission, fuel, the crane's and the
 * refrigeration unit's maker), in the staff's order.
 */
export async function vehicleMasterData() {
  const select = { id: true, slug: true, nameJa: true, nameEn: true } as const;
  const orderBy = [{ position: "asc" as const }, { id: "asc" as const }];
  const [makers, loadClasses, bodyTypes, driveTypes, transmissions, fuels, craneMakers, reeferMakers] =
    await Promise.all([
      db().maker.findMany({ select, orderBy }),
      db().loadClass.findMany({ select, orderBy }),
      db().bodyType.findMany({ select, orderBy }),
      db().driveType.findMany({ select, orderBy }),
      db().transmission.findMany({ select, orderBy }),
      db().fuel.findMany({ select, orderBy }),
      db().craneMaker.findMany({ select, orderBy }),
      db().reeferMaker.findMany({ select, orderBy }),
    ]);
  return { makers, loadClasses, bodyTypes, driveTypes, transmissions, fuels, craneMakers, reeferMakers };
}

/** The choices of every master-data select on the vehicle form, in the staff member's language. */
export async function getVehicleFormOptions(staff: StaffSession, locale: Locale): Promise<VehicleOptions> {
  const lists = await vehicleMasterData();
  const named = (rows: { id: number; nameJa: string; nameEn: string }[]) =>
    rows.map((r) => ({ id: r.id, name: nameIn(locale, r) }));
  return {
    makers: named(lists.makers),
    loadClasses: named(lists.loadClasses),
    bodyTypes: lists.bodyTypes.map((r) => ({ id: r.id, name: nameIn(locale, r), slug: r.slug })),
    driveTypes: named(lists.driveTypes),
    transmissions: named(lists.transmissions),
    fuels: named(lists.fuels),
    craneMakers: named(lists.craneMakers),
    reeferMakers: named(lists.reeferMakers),
  };
}

/** A vehicle as the form shows it: every field as text, with the version its save must match. */
export async function getVehicleForEdit(staff: StaffSession, kind: ListingKind, id: number) {
  if (!Number.isSafeInteger(id) || id < 1) return null;
  const vehicle = await db().vehicle.findFirst({
    where: { id, kind },
    include: {
      photos: { orderBy: { position: "asc" }, select: { id: true, thumbKey: true, previewKey: true } },
      maker: { select: { nameEn: true } },
    },
  });
  if (!vehicle) return null;
  const initial = formTextOf(vehicle, VEHICLE_FORM_FIELDS);
  const photos = vehicle.photos.map((photo) => ({ id: photo.id, src: staffPhotoSrc(photo) }));
  return {
    id: vehicle.id,
    inquiryNo: vehicle.inquiryNo,
    name: vehicle.nameJa,
    // As English pages name it, romanised when no English name is written.
    nameEn: vehicleName("en", vehicle),
    version: vehicle.version,
    initial,
    photos,
  };
}

/**
 * A vehicle as its public page would show it, whatever its status (a draft included), for staff to check
 * before publishing; null for an unknown id.
 */
export async function getVehiclePreview(staff: StaffSession, kind: ListingKind, id: number, locale: Locale) {
  if (!Number.isSafeInteger(id) || id < 1) return null;
  const now = new Date();
  const row = await db().vehicle.findFirst({ where: { id, kind }, include: detailInclude(now), omit: detailOmit });
  return row && { status: row.status, vehicle: toVehicleDetail(row, locale, now) };
}
