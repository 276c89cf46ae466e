import { getTranslations } from "next-intl/server";
import { Link } from "@/lib/i18n/navigation";
import { AdminPager } from "./list/AdminPager";
import { FilterSearch, FilterSelect, FilterText, ListFilters } from "./list/ListFilters";
import { ListHeader } from "./list/ListHeader";
import { ListTable, type Column } from "./list/ListTable";
import { Thumbnail } from "./list/Thumbnail";
import { routes } from "@/lib/routes";
import { localeCodes, type Locale } from "@/lib/i18n/locales";
import type { ListingKind } from "@/lib/vehicles/listing-kind";
import { formatPrice } from "@/lib/format";
import {
  ADMIN_VEHICLE_SORTS,
  adminVehicleFilterQuery,
  MOVES_FROM,
  pickFieldName,
  VEHICLE_STATUSES,
  type AdminVehicleFilter,
} from "@/lib/admin/vehicles";
import type { listAdminVehicles } from "@/lib/admin/inventory";
import type { getVehicleFormOptions } from "@/lib/admin/vehicle-editor";
import { company } from "@/lib/company";
import { VehicleRowActions, type VehicleRowCalls } from "./VehicleRowActions";
import { BULK_FORM_ID, BulkVehicleActions, SelectAllRows, type BulkCall } from "./BulkVehicleActions";
import { ButtonLink } from "@/components/ui/ButtonLink";
import { buttonClass } from "@/components/ui/button";
import { vehicleName } from "@/lib/vehicles/name";
import { STAFF_TEXT_LIMITS } from "@/lib/admin/fields";

type Vehicle = Awaited<ReturnType<typeof listAdminVehicles>>["vehicles"][number];

export async function AdminVehicleList({
  kind,
  filter,
  options,
  result,
  locale,
  actions,
}: {
  kind: ListingKind;
  filter: AdminVehicleFilter;
  /** The makers and body types to filter by. */
  options: Pick<Awaited<ReturnType<typeof getVehicleFormOptions>>, "makers" | "bodyTypes">;
  result: Awaited<ReturnType<typeof listAdminVehicles>>;
  locale: Locale;
  actions: VehicleRowCalls & { bulk: BulkCall };
}) {
  const t = await getTranslations("admin.vehicles");
  const tn = await getTranslations("admin.nav");
  const tf = await getTranslations("admin.vehicleForm");
  const tc = await getTranslations("admin.inventoryCsv");
  const to = await getTranslations("offices");
  const filters = adminVehicleFilterQuery(filter);
  const list = routes.admin[kind];
  const columns: Column<Vehicle>[] = [
    {
      key: "pick",
      label: <SelectAllRows label={t("pickAll")} />,
      // On a phone's card the box says what it does beside it; its name says which vehicle it picks.
      cell: (vehicle) => (
        <label className="flex min-h-11 items-center gap-2 pc:min-h-0">
          <input
            type="checkbox"
            form={BULK_FORM_ID}
            name={pickFieldName(vehicle.id)}
            aria-label={t("pick", { name: vehicleName(locale, vehicle) })}
            className="size-5"
          />
          <span className="text-sm font-semibold pc:sr-only">{t("pickShort")}</span>
        </label>
      ),
    },
    { key: "inquiryNo", label: t("inquiryNo"), numeric: true, cell: (vehicle) => vehicle.inquiryNo },
    {
      key: "name",
      label: t("name"),
      cell: (vehicle) => (
        <div className="flex items-center gap-3">
          <Thumbnail photoKey={vehicle.photos[0]?.thumbKey} />
          <div className="flex flex-col">
            <Link href={routes.admin.vehicle(kind, vehicle.id)} className="font-semibold text-brand-700 underline">
              {vehicleName(locale, vehicle)}
            </Link>
            {vehicle.status !== "draft" && (
              <Link href={routes.vehicle(kind, vehicle.strId)} className="text-xs underline">
                {t("view")}
              </Link>
            )}
          </div>
        </div>
      ),
    },
    { key: "status", label: t("status"), cell: (vehicle) => t(`statuses.${vehicle.status}`) },
    {
      key: "price",
      label: t(`price.${kind}`),
      numeric: true,
      cell: (vehicle) =>
        vehicle.priceTotalYen === null ? t("priceOnRequest") : formatPrice(locale, vehicle.priceTotalYen),
    },
    { key: "year", label: t("year"), numeric: true, cell: (vehicle) => vehicle.modelYear ?? "-" },
    {
      key: "days",
      label: t("daysInStock"),
      numeric: true,
      cell: (vehicle) => t("days", { days: vehicle.daysInStock }),
    },
    {
      key: "actions",
      label: t("actions"),
      menu: (vehicle) => t("recordName", { inquiryNo: vehicle.inquiryNo, name: vehicleName(locale, vehicle) }),
      cell: (vehicle) => (
        <VehicleRowActions
          actions={actions}
          kind={kind}
          id={vehicle.id}
          version={vehicle.version}
          name={t("recordName", { inquiryNo: vehicle.inquiryNo, name: vehicleName(locale, vehicle) })}
          moves={MOVES_FROM[vehicle.status]}
          orderCount={vehicle._count.orderLines}
          archived={vehicle.status === "archived"}
        />
      ),
    },
  ];
  return (
    <>
      <ListHeader title={tn(kind)} create={{ href: routes.admin.newVehicle(kind), label: tf("new") }} />
      <ListFilters apply={t("apply")} set={Object.keys(filters).length}>
        <FilterSearch
          label={t("search")}
          value={filter.q}
          maxLength={STAFF_TEXT_LIMITS.listQuery}
          placeholder={t("searchHint")}
          wide
        />
        <FilterSelect
          label={t("status")}
          name="status"
          value={filter.status ?? ""}
          all={t("all")}
          options={VEHICLE_STATUSES.map((status) => ({ value: status, label: t(`statuses.${status}`) }))}
        />
        <FilterSelect
          label={t("maker")}
          name="maker"
          value={filter.maker?.toString() ?? ""}
          all={t("allOptions")}
          options={options.makers.map((maker) => ({ value: String(maker.id), label: maker.name }))}
        />
        <FilterSelect
          label={tf("fields.bodyTypeId")}
          name="bodyType"
          value={filter.bodyType?.toString() ?? ""}
          all={t("allOptions")}
          options={options.bodyTypes.map((type) => ({ value: String(type.id), label: type.name }))}
        />
        <FilterSelect
          label={tf("fields.yard")}
          name="yard"
          value={filter.yard ?? ""}
          all={t("allOptions")}
          options={company.offices.map((office) => ({ value: office.id, label: to(office.id) }))}
        />
        <FilterText label={t("priceMin")} name="priceMin" value={filter.priceMin?.toString() ?? ""} />
        <FilterText label={t("priceMax")} name="priceMax" value={filter.priceMax?.toString() ?? ""} />
        <FilterSelect
          label={t("sort")}
          name="sort"
          value={filter.sort}
          options={ADMIN_VEHICLE_SORTS.map((sort) => ({ value: sort, label: t(`sorts.${sort}`) }))}
        />
      </ListFilters>
      <div className="mt-4 flex flex-wrap gap-3">
        <a
          href={`${routes.admin.inventoryCsv}?${new URLSearchParams({ kind, lang: localeCodes[locale], ...filters })}`}
          className={buttonClass({ variant: "outline", size: "sm" })}
          download
        >
          {tc("export")}
        </a>
        <ButtonLink href={routes.admin.vehicleImport(kind)} variant="outline" size="sm">
          {tc("import")}
        </ButtonLink>
      </div>
      <BulkVehicleActions action={actions.bulk} kind={kind} />
      <ListTable
        count={t("count", { total: result.total })}
        columns={columns}
        rows={result.vehicles}
        rowKey={(vehicle) => vehicle.id}
        empty={t("empty")}
      />
      <AdminPager pathname={list} query={filters} page={filter.page} pageCount={result.pageCount} />
    </>
  );
}
