import { getTranslations } from "next-intl/server";
import { Link } from "@/lib/i18n/navigation";
import { routes } from "@/lib/routes";
import type { Locale } from "@/lib/i18n/locales";
import type { getOrder } from "@/lib/admin/order-inbox";
import { formatCalendarDate } from "@/lib/format";
import { isoDateOf } from "@/lib/admin/follow-up";
import { textLinkClass } from "@/components/ui/TextLink";
import { vehicleRecordName } from "../VehicleEditor";

type Sales = NonNullable<Awaited<ReturnType<typeof getOrder>>>["sales"];

/** The vehicles recorded as sold to this request (売約), each linking to its staff page, with the day of the sale. */
export async function SoldToRequest({ sales, locale }: { sales: Sales; locale: Locale }) {
  if (sales.length === 0) return null;
  const t = await getTranslations("admin.sale");
  const names = await Promise.all(
    sales.map(({ vehicle }) =>
      vehicleRecordName({ inquiryNo: vehicle.inquiryNo, name: vehicle.nameJa, nameEn: vehicle.nameEn }, locale),
    ),
  );
  return (
    <div className="mt-4 rounded-md border border-slate-200 bg-white p-3 text-sm" data-testid="sold-to-request">
      <p className="font-semibold">{t("soldToRequest")}</p>
      <ul className="mt-1 grid gap-1">
        {sales.map(({ vehicle, soldOn }, index) => (
          <li key={vehicle.id}>
            <Link href={routes.admin.vehicle(vehicle.kind, vehicle.id)} className={textLinkClass()}>
              {names[index]}
            </Link>
            {t("soldOn", { date: formatCalendarDate(locale, isoDateOf(soldOn)!, "full") })}
          </li>
        ))}
      </ul>
    </div>
  );
}
