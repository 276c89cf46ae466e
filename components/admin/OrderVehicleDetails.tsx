import { getTranslations } from "next-intl/server";
import type { Locale } from "@/lib/i18n/locales";
import { describeRequestVehicle, type StoredRequestVehicle } from "@/lib/requests/vehicle-details";
import { detailSectionOf } from "@/lib/requests/types";
import { DefinitionList } from "@/components/ui/DefinitionList";

/** What a contact request said of its vehicle (a seller's truck, or the one a buyer wants found), field by field. */
export async function OrderVehicleDetails({
  type,
  details,
  locale,
}: {
  /** The request's type, which says which section it asked. */
  type: string;
  details: StoredRequestVehicle | null;
  locale: Locale;
}) {
  const section = detailSectionOf(type);
  if (!section || !details) return null;
  const t = await getTranslations("requestVehicle");
  const rows = describeRequestVehicle(section, details, t, locale);
  return (
    <section aria-labelledby="order-vehicle-details" className="mt-4" data-testid="order-vehicle-details">
      <h3 id="order-vehicle-details" className="text-sm font-semibold">
        {t(`staffHeading.${section}`)}
      </h3>
      <DefinitionList
        look="table"
        className="mt-1 text-sm"
        rows={rows.map((row) => [
          row.label,
          <span key={row.name} className="break-all">
            {row.value}
          </span>,
        ])}
      />
    </section>
  );
}
