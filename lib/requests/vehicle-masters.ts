import "server-only";
// The master data a request's vehicle names: the choices the contact form offers, and the names copied into the
// request as it is sent (lib/requests/vehicle-details.ts), so it still reads once staff rename or delete a row.
import { db } from "@/lib/db";
import type { Locale } from "@/lib/i18n/locales";
import { nameIn } from "@/lib/i18n/bilingual";
import { getCatalogueOptions } from "@/lib/catalogue/options";
import type { DetailOptions, RequestVehicle, StoredRequestVehicle } from "./vehicle-details";

/** The makers, load classes and body types the contact form offers, in the visitor's language. */
export async function requestVehicleOptions(locale: Locale): Promise<DetailOptions> {
  const { makers, loadClasses, bodyTypes } = await getCatalogueOptions(locale);
  const choices = (rows: { id: number; name: string }[]) => rows.map(({ id, name }) => ({ id, name }));
  return { makers: choices(makers), loadClasses: choices(loadClasses), bodyTypes: choices(bodyTypes) };
}

/**
 * The vehicle with the names of the rows it chose, in the request's language. A row that no longer exists (deleted
 * while the form was open, or an id nobody offered) is dropped: the request stands without it.
 */
export async function withMasterNames(vehicle: RequestVehicle, locale: Locale): Promise<StoredRequestVehicle> {
  const select = { id: true, nameJa: true, nameEn: true } as const;
  const find = <T>(id: number | null, lookup: (id: number) => Promise<T | null>) =>
    id === null ? Promise.resolve(null) : lookup(id);
  const [maker, loadClass, bodyType] = await Promise.all([
    find(vehicle.makerId, (id) => db().maker.findUnique({ where: { id }, select })),
    find(vehicle.loadClassId, (id) => db().loadClass.findUnique({ where: { id }, select })),
    find(vehicle.bodyTypeId, (id) => db().bodyType.findUnique({ where: { id }, select })),
  ]);
  return {
    ...vehicle,
    makerId: maker?.id ?? null,
    makerName: maker ? nameIn(locale, maker) : "",
    loadClassId: loadClass?.id ?? null,
    loadClassName: loadClass ? nameIn(locale, loadClass) : "",
    bodyTypeId: bodyType?.id ?? null,
    bodyTypeName: bodyType ? nameIn(locale, bodyType) : "",
  };
}
