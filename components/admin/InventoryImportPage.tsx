import { getTranslations } from "next-intl/server";
import { Link } from "@/lib/i18n/navigation";
import { routes } from "@/lib/routes";
import { localeCodes, type Locale } from "@/lib/i18n/locales";
import type { ListingKind } from "@/lib/vehicles/listing-kind";
import { INVENTORY_CSV_LIMITS } from "@/lib/admin/inventory-csv";
import { buttonClass } from "@/components/ui/button";
import { InventoryCsvImport } from "./InventoryCsvImport";

/** The CSV import of one catalogue: what a file holds, its template, and the uploader. */
export async function InventoryImportPage({ kind, locale }: { kind: ListingKind; locale: Locale }) {
  const t = await getTranslations("admin.inventoryCsv");
  const tn = await getTranslations("admin.nav");
  const tf = await getTranslations("admin.vehicleForm");
  return (
    <>
      <p>
        <Link href={routes.admin[kind]} className="underline">
          {tf("back")}
        </Link>
      </p>
      <h1 className="mt-2 text-2xl font-black">{t("importTitle", { kind: tn(kind) })}</h1>
      <div className="mt-4 grid max-w-3xl gap-3">
        <p>{t("intro")}</p>
        <p className="text-sm">
          {t("rules", { megabytes: INVENTORY_CSV_LIMITS.maxMegabytes, rows: INVENTORY_CSV_LIMITS.maxRows })}
        </p>
        <p>
          <a
            href={`${routes.admin.inventoryCsvTemplate}?${new URLSearchParams({ kind, lang: localeCodes[locale] })}`}
            className={buttonClass({ variant: "outline", size: "sm" })}
            download
          >
            {t("template")}
          </a>
        </p>
      </div>
      <InventoryCsvImport kind={kind} />
    </>
  );
}
