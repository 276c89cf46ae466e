import { getTranslations } from "next-intl/server";
import { Link } from "@/lib/i18n/navigation";
import { routes } from "@/lib/routes";
import { formatPrice } from "@/lib/format";
import type { Locale } from "@/lib/i18n/locales";
import type { ListingKind } from "@/lib/vehicles/listing-kind";
import { describedVehicleName } from "@/lib/requests/vehicle-details";
import { cn } from "@/components/ui/cn";

/** A vehicle an order named, as the customer saw it when sending (lib/requests/orders.ts). */
export interface OrderLine {
  vehicleId: number | null;
  kind: ListingKind;
  strId: string;
  inquiryNo: number;
  name: string;
  priceYen: number | null;
}

/**
 * A vehicle order's vehicles, or a contact request's vehicle name as the visitor typed it and the vehicle a seller
 * or buyer described (maker, model, year).
 */
export interface OrderedVehicleFields {
  vehicleName: string;
  vehicles: OrderLine[];
  vehicleDetails: { makerName: string; model: string; year: number | null } | null;
}

/**
 * A vehicle's name as the order recorded it, with its inquiry number, linked to the vehicle's staff page while
 * the vehicle is still in the inventory.
 */
async function LineName({ line }: { line: OrderLine }) {
  const t = await getTranslations("admin.orders");
  const to = await getTranslations("order");
  const name = to("vehicleNameValue", { name: line.name, inquiryNo: line.inquiryNo });
  if (line.vehicleId === null)
    return (
      <>
        {name} <span className="text-muted">{t("vehicleGone")}</span>
      </>
    );
  return (
    <Link href={routes.admin.vehicle(line.kind, line.vehicleId)} className="underline">
      {name}
    </Link>
  );
}

/**
 * For the inbox's row: the vehicle an order names, or the first and how many more ("いすゞ エルフ ほか2台")
 * with every inquiry number. A contact request shows the vehicle its sender described, else the name they typed.
 */
export async function OrderedVehicleName({ order, locale }: { order: OrderedVehicleFields; locale: Locale }) {
  const [first, ...rest] = order.vehicles;
  if (!first) return <>{describedVehicleName(order.vehicleDetails, locale) || order.vehicleName || "-"}</>;
  if (rest.length === 0) return <LineName line={first} />;
  const t = await getTranslations("bulkInquiry.admin");
  return (
    <>
      {t("firstAndMore", { name: first.name, count: rest.length })}
      <span className="block text-xs text-muted">
        {t("inquiryNos", { numbers: order.vehicles.map((line) => line.inquiryNo).join(t("separator")) })}
      </span>
    </>
  );
}

/** For the order's detail: every vehicle it names, each with its price and page as the customer saw them. */
export async function OrderedVehicles({ order, locale }: { order: OrderedVehicleFields; locale: Locale }) {
  const t = await getTranslations("admin.orders");
  const tf = await getTranslations("form");
  const tv = await getTranslations("admin.vehicles");
  if (order.vehicles.length === 0)
    return (
      <div className="contents">
        <dt className="font-semibold">{tf("vehicleName")}</dt>
        <dd className="break-all">{order.vehicleName || "-"}</dd>
      </div>
    );
  return order.vehicles.map((line, index) => (
    <div key={index} className="contents" data-testid="ordered-vehicle">
      <dt className={cn("font-semibold", index > 0 && "mt-2")}>
        {order.vehicles.length > 1 ? t("vehicleNumbered", { number: index + 1 }) : t("vehicle")}
      </dt>
      <dd className={cn("break-all", index > 0 && "mt-2")}>
        <LineName line={line} />
      </dd>
      <dt className="font-semibold">{t("priceWhenSent")}</dt>
      <dd>{line.priceYen === null ? tv("priceOnRequest") : formatPrice(locale, line.priceYen)}</dd>
      <dt className="font-semibold">{t("vehiclePage")}</dt>
      <dd>
        <Link href={routes.vehicle(line.kind, line.strId)} className="underline break-all">
          {routes.vehicle(line.kind, line.strId)}
        </Link>
      </dd>
    </div>
  ));
}
