// The staff inventory pages, the same for both catalogues: /admin/{sale|purchase}, …/new and …/{id}. Each page
// file names its catalogue and exports these (as vehicleRoutes does for the public vehicle pages).
import { cache } from "react";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { localeOf, type Locale } from "@/lib/i18n/locales";
import { requireStaff } from "@/lib/auth/staff";
import { can } from "@/lib/auth/roles";
import { getVehicleForEdit, getVehicleFormOptions } from "@/lib/admin/vehicle-editor";
import { boughtFromOf } from "@/lib/buy-in/buy-in";
import { BoughtFrom } from "@/components/admin/buy-in/BoughtFrom";
import { historyOf } from "@/lib/admin/history";
import { masterNamesOf } from "@/lib/admin/history-view";
import { listAdminVehicles } from "@/lib/admin/inventory";
import { vehicleSalePanel } from "@/lib/admin/vehicle-sales";
import { parseAdminVehicleFilter } from "@/lib/admin/vehicles";
import { parseId } from "@/lib/http/url-values";
import { withErrorMetadata } from "@/lib/seo/error-pages";
import type { ListingKind } from "@/lib/vehicles/listing-kind";
import { AdminVehicleList } from "@/components/admin/AdminVehicleList";
import { VehicleEditor, vehicleRecordName } from "@/components/admin/VehicleEditor";
import { InventoryImportPage } from "@/components/admin/InventoryImportPage";
import { withErrorPages } from "@/components/layout/withErrorPages";
import { ChangeHistory } from "@/components/admin/history/ChangeHistory";
import { VehicleSalePanel } from "@/components/admin/sale/VehicleSalePanel";
import { VehicleCostsLink } from "@/components/admin/margins/VehicleCostsLink";
import { orderActions, recordSale, vehicleEditorActions, vehicleListActions } from "./staff-actions";

type Params = Promise<{ locale: string }>;
type Query = Promise<Record<string, string | string[] | undefined>>;

/** The vehicle an edit page edits, for signed-in staff; 404 for a malformed or unknown id. */
const loadVehicle = cache(async (kind: ListingKind, locale: Locale, segment: string) => {
  const staff = await requireStaff(locale);
  const id = parseId(segment);
  const vehicle = id === null ? null : await getVehicleForEdit(staff, kind, id);
  if (!vehicle) notFound();
  return vehicle;
});

export function adminVehicleRoutes(kind: ListingKind) {
  return {
    list: {
      async generateMetadata({ params }: { params: Params }): Promise<Metadata> {
        const t = await getTranslations({ locale: localeOf((await params).locale), namespace: "admin.nav" });
        return { title: t(kind) };
      },
      Page: withErrorPages(async function Page({ params, searchParams }: { params: Params; searchParams: Query }) {
        const locale = localeOf((await params).locale);
        setRequestLocale(locale);
        const staff = await requireStaff(locale);
        const filter = parseAdminVehicleFilter(await searchParams);
        return (
          <AdminVehicleList
            kind={kind}
            filter={filter}
            options={await getVehicleFormOptions(staff, locale)}
            result={await listAdminVehicles(staff, kind, filter)}
            locale={locale}
            actions={can(staff, "delete") ? vehicleListActions : { ...vehicleListActions, remove: undefined }}
          />
        );
      }),
    },
    create: {
      async generateMetadata({ params }: { params: Params }): Promise<Metadata> {
        const t = await getTranslations({ locale: localeOf((await params).locale), namespace: "admin.vehicleForm" });
        return { title: t("new") };
      },
      Page: withErrorPages(async function Page({ params }: { params: Params }) {
        const locale = localeOf((await params).locale);
        setRequestLocale(locale);
        const staff = await requireStaff(locale);
        return (
          <VehicleEditor
            actions={vehicleEditorActions}
            kind={kind}
            locale={locale}
            vehicle={null}
            options={await getVehicleFormOptions(staff, locale)}
          />
        );
      }),
    },
    edit: {
      generateMetadata: withErrorMetadata(async ({ params }: { params: Promise<{ locale: string; id: string }> }) => {
        const { locale: segment, id } = await params;
        const locale = localeOf(segment);
        return { title: await vehicleRecordName(await loadVehicle(kind, locale, id), locale) };
      }),
      Page: withErrorPages(async function Page({
        params,
        searchParams,
      }: {
        params: Promise<{ locale: string; id: string }>;
        searchParams: Query;
      }) {
        const { locale: segment, id } = await params;
        const locale = localeOf(segment);
        setRequestLocale(locale);
        const staff = await requireStaff(locale);
        const vehicle = await loadVehicle(kind, locale, id);
        const history = await historyOf(staff, "vehicle", vehicle.id);
        const [sale, boughtFrom] = await Promise.all([
          vehicleSalePanel(staff, vehicle.id),
          boughtFromOf(staff, vehicle.id),
        ]);
        return (
          <>
            {/* Drawn anew when a sale is recorded below (it raises the version and marks the truck sold): the form
                opened before would save over the sale, or be refused as changed elsewhere. Its own saves keep it. */}
            <VehicleEditor
              key={sale?.sale?.updatedAt.toISOString() ?? "unsold"}
              actions={vehicleEditorActions}
              kind={kind}
              locale={locale}
              vehicle={vehicle}
              options={await getVehicleFormOptions(staff, locale)}
              created={(await searchParams).created === "1"}
            />
            {boughtFrom && <BoughtFrom orderN={boughtFrom.orderN} />}
            {kind === "sale" && can(staff, "viewMargins") && <VehicleCostsLink vehicleId={vehicle.id} />}
            {sale && (
              <VehicleSalePanel
                kind={kind}
                vehicleId={vehicle.id}
                panel={sale}
                locale={locale}
                action={recordSale}
                openDeal={orderActions.openDeal}
              />
            )}
            <ChangeHistory rows={history} locale={locale} names={await masterNamesOf(staff, history, locale)} />
          </>
        );
      }),
    },
    import: {
      async generateMetadata({ params }: { params: Params }): Promise<Metadata> {
        const locale = localeOf((await params).locale);
        const t = await getTranslations({ locale, namespace: "admin.inventoryCsv" });
        const tn = await getTranslations({ locale, namespace: "admin.nav" });
        return { title: t("importTitle", { kind: tn(kind) }) };
      },
      Page: withErrorPages(async function Page({ params }: { params: Params }) {
        const locale = localeOf((await params).locale);
        setRequestLocale(locale);
        await requireStaff(locale);
        return <InventoryImportPage kind={kind} locale={locale} />;
      }),
    },
  };
}
