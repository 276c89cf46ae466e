import { getTranslations } from "next-intl/server";
import { Link } from "@/lib/i18n/navigation";
import { AdminPager } from "./list/AdminPager";
import { routes } from "@/lib/routes";
import type { Locale } from "@/lib/i18n/locales";
import type { ListingKind } from "@/lib/vehicles/listing-kind";
import { formatPrice } from "@/lib/format";
import { mediaUrl } from "@/lib/media/keys";
import {
  ADMIN_VEHICLE_SORTS,
  MOVES_FROM,
  VEHICLE_STATUSES,
  type AdminVehicleFilter,
  type listAdminVehicles,
} from "@/lib/admin/vehicles";
import { VehicleRowActions, type VehicleRowCalls } from "./VehicleRowActions";
import { nameIn } from "@/lib/i18n/bilingual";
import { STAFF_TEXT_LIMITS } from "@/lib/admin/fields";

export async function AdminVehicleList({
  kind,
  filter,
  result,
  locale,
  actions,
}: {
  kind: ListingKind;
  filter: AdminVehicleFilter;
  result: Awaited<ReturnType<typeof listAdminVehicles>>;
  locale: Locale;
  actions: VehicleRowCalls;
}) {
  const t = await getTranslations("admin.vehicles");
  const tn = await getTranslations("admin.nav");
  const tf = await getTranslations("admin.vehicleForm");
  const control = "mt-1 block min-h-11 rounded-md border border-slate-300 bg-white px-3";
  const filters = {
    ...(filter.q && { q: filter.q }),
    ...(filter.status && { status: filter.status }),
    ...(filter.sort !== "updated" && { sort: filter.sort }),
  };
  const list = routes.admin[kind];
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-black">{tn(kind)}</h1>
        <Link
          href={routes.admin.newVehicle(kind)}
          className="inline-flex min-h-11 items-center rounded-md bg-accent-600 px-5 font-bold text-white"
        >
          {tf("new")}
        </Link>
      </div>
      <form method="get" className="mt-4 flex flex-wrap items-end gap-3">
        <label className="text-sm font-bold">
          {t("search")}
          <input
            type="search"
            name="q"
            defaultValue={filter.q}
            maxLength={STAFF_TEXT_LIMITS.listQuery}
            placeholder={t("searchHint")}
            className={`${control} w-64`}
          />
        </label>
        <label className="text-sm font-bold">
          {t("status")}
          <select name="status" defaultValue={filter.status ?? ""} className={control}>
            <option value="">{t("all")}</option>
            {VEHICLE_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`statuses.${status}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="text-sm font-bold">
          {t("sort")}
          <select name="sort" defaultValue={filter.sort} className={control}>
            {ADMIN_VEHICLE_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {t(`sorts.${sort}`)}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="min-h-11 rounded-md bg-brand-700 px-5 font-bold text-white">
          {t("apply")}
        </button>
      </form>
      <p className="mt-4 font-semibold" aria-live="polite">
        {t("count", { total: result.total })}
      </p>
      {result.vehicles.length === 0 ? (
        <p className="mt-4 text-muted">{t("empty")}</p>
      ) : (
        <div className="mt-3 overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead>
              <tr className="border-b border-slate-300">
                {(["inquiryNo", "name", "status", "price", "year", "actions"] as const).map((column) => (
                  <th key={column} scope="col" className="p-2">
                    {column === "price" ? t(`price.${kind}`) : t(column)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {result.vehicles.map((vehicle) => {
                const name = nameIn(locale, vehicle);
                return (
                  <tr key={vehicle.id} className="border-b border-slate-200 bg-white align-top">
                    <td className="p-2 tabular-nums">{vehicle.inquiryNo}</td>
                    <td className="p-2">
                      <div className="flex items-center gap-3">
                        {vehicle.photos[0] && (
                          // eslint-disable-next-line @next/next/no-img-element -- a stored thumbnail
                          <img
                            src={mediaUrl(vehicle.photos[0].thumbKey)}
                            alt=""
                            width={64}
                            height={48}
                            loading="lazy"
                            className="h-12 w-16 rounded object-cover"
                          />
                        )}
                        <div className="flex flex-col">
                          <Link
                            href={routes.admin.vehicle(kind, vehicle.id)}
                            className="font-semibold text-brand-700 underline"
                          >
                            {name}
                          </Link>
                          {vehicle.status !== "draft" && (
                            <Link href={routes.vehicle(kind, vehicle.strId)} className="text-xs underline">
                              {t("view")}
                            </Link>
                          )}
                        </div>
                      </div>
                    </td>
                    <td className="p-2">{t(`statuses.${vehicle.status}`)}</td>
                    <td className="p-2 tabular-nums">
                      {vehicle.priceTotalYen === null
                        ? t("priceOnRequest")
                        : formatPrice(locale, vehicle.priceTotalYen)}
                    </td>
                    <td className="p-2 tabular-nums">{vehicle.modelYear ?? "-"}</td>
                    <td className="p-2">
                      <VehicleRowActions
                        actions={actions}
                        id={vehicle.id}
                        version={vehicle.version}
                        name={name}
                        moves={MOVES_FROM[vehicle.status]}
                        orderCount={vehicle._count.orders}
                        archived={vehicle.status === "archived"}
                      />
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      <AdminPager pathname={list} query={filters} page={filter.page} pageCount={result.pageCount} />
    </>
  );
}
