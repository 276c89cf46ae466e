import { getTranslations } from "next-intl/server";
import { Link } from "@/lib/i18n/navigation";
import { routes } from "@/lib/routes";
import { formatPrice } from "@/lib/format";
import type { Locale } from "@/lib/i18n/locales";
import type { ListingKind } from "@/lib/vehicles/listing-kind";

/** What an order recorded of its vehicle when the customer sent it (lib/requests/orders.ts). */
export interface OrderedVehicleFields {
  vehicleName: string;
  vehicleId: number | null;
  vehicleKind: ListingKind | null;
  vehicleStrId: string | null;
  vehicleInquiryNo: number | null;
  vehiclePriceYen: number | null;
}

/**
 * The vehicle's name as the order recorded it (with its inquiry number), linked to the vehicle's staff page
 * while the vehicle is still in the inventory. A contact request shows the vehicle name the visitor typed.
 */
export async function OrderedVehicleName({ order }: { order: OrderedVehicleFields }) {
  const t = await getTranslations("admin.orders");
  if (!order.vehicleKind) return <>{order.vehicleName || "-"}</>;
  if (order.vehicleId === null)
    return (
      <>
        {order.vehicleName} <span className="text-muted">{t("vehicleGone")}</span>
      </>
    );
  return (
    <Link href={routes.admin.vehicle(order.vehicleKind, order.vehicleId)} className="underline">
      {order.vehicleName}
    </Link>
  );
}

/** The price and the page of the vehicle as the customer saw them, for the order's detail. */
export async function OrderedVehicleTerms({ order, locale }: { order: OrderedVehicleFields; locale: Locale }) {
  if (!order.vehicleKind || !order.vehicleStrId) return null;
  const t = await getTranslations("admin.orders");
  const tv = await getTranslations("admin.vehicles");
  const rows: [string, React.ReactNode][] = [
    [
      t("priceWhenSent"),
      order.vehiclePriceYen === null ? tv("priceOnRequest") : formatPrice(locale, order.vehiclePriceYen),
    ],
    [
      t("vehiclePage"),
      <Link key="page" href={routes.vehicle(order.vehicleKind, order.vehicleStrId)} className="underline break-all">
        {routes.vehicle(order.vehicleKind, order.vehicleStrId)}
      </Link>,
    ],
  ];
  return rows.map(([label, value]) => (
    <div key={label} className="contents">
      <dt className="font-semibold">{label}</dt>
      <dd>{value}</dd>
    </div>
  ));
}
