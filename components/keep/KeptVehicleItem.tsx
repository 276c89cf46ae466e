import type { ReactNode } from "react";
import { useLocale, useTranslations } from "next-intl";
import { Link } from "@/lib/i18n/navigation";
import { routes } from "@/lib/routes";
import { formatPrice } from "@/lib/format";
import type { KeptVehicleCard } from "@/lib/vehicles/by-ids";
import { vehicleKeyText } from "@/lib/vehicles/vehicle-keys";
import { Badge } from "@/components/ui/Badge";
import { StoredImage } from "@/components/ui/StoredImage";
import { cn } from "@/components/ui/cn";

// One kept vehicle as it is now, in the favourites (a row) or the recently viewed (a small tile). Rendered by the
// server for a shared list and by the browser for one's own, so it reads only the words the browser has (keep).

function StateBadge({ state }: { state: KeptVehicleCard["state"] }) {
  const t = useTranslations("keep.statuses");
  if (state === "published") return null;
  return (
    <span data-testid="kept-status">
      <Badge tone={state === "reserved" ? "accent" : "ink"}>{t(state)}</Badge>
    </span>
  );
}

function Price({ item }: { item: Extract<KeptVehicleCard, { vehicle: unknown }> }) {
  const t = useTranslations("keep.item");
  const locale = useLocale();
  const { kind, priceTotalYen } = item.vehicle;
  if (priceTotalYen === null) return <p className="text-sm font-bold">{t(`priceOnRequest.${kind}`)}</p>;
  return (
    <p>
      <span className="block text-xs text-muted">{t(`priceLabel.${kind}`)}</span>
      <span data-testid="kept-price" className="text-xl font-black text-price tabular-nums">
        {formatPrice(locale, priceTotalYen)}
      </span>
    </p>
  );
}

export function KeptVehicleItem({
  item,
  layout,
  children,
}: {
  item: KeptVehicleCard;
  layout: "row" | "tile";
  /** What the visitor can do with it here (the heart, compare, remove). */
  children?: ReactNode;
}) {
  const t = useTranslations("keep.item");
  const tile = layout === "tile";
  const photoClass = tile ? "aspect-[4/3] w-full" : "aspect-[4/3] w-28 shrink-0 pc:w-40";
  const testId = { "data-testid": "kept-vehicle", "data-vehicle": vehicleKeyText(item) };
  if (item.state === "gone") {
    return (
      <div {...testId} className={cn("flex gap-3", tile && "flex-col")}>
        <div className={cn(photoClass, "flex items-center justify-center rounded bg-slate-100")} />
        <div className="min-w-0 flex-1">
          <StateBadge state="gone" />
          <p className="mt-1 text-sm text-muted">{t("goneName", { id: item.strId })}</p>
          {children}
        </div>
      </div>
    );
  }
  const { vehicle } = item;
  return (
    <div {...testId} className={cn("flex gap-3", tile && "flex-col")}>
      <Link href={routes.vehicle(vehicle.kind, vehicle.strId)} tabIndex={-1} aria-hidden="true" className={photoClass}>
        {vehicle.photo ? (
          <StoredImage
            image={vehicle.photo}
            alt=""
            loading="lazy"
            decoding="async"
            className="h-full w-full rounded bg-slate-100 object-cover"
          />
        ) : (
          <span className="flex h-full items-center justify-center rounded bg-slate-100 text-xs text-muted">
            {t("noPhoto")}
          </span>
        )}
      </Link>
      <div className="min-w-0 flex-1">
        <StateBadge state={item.state} />
        <Link
          href={routes.vehicle(vehicle.kind, vehicle.strId)}
          data-testid="kept-name"
          className={cn("mt-1 font-bold hover:underline", tile ? "line-clamp-2 text-sm" : "block leading-snug")}
        >
          {vehicle.name}
        </Link>
        <p data-testid="kept-inquiry" className="text-xs text-muted">
          {t("inquiryNo", { inquiryNo: vehicle.inquiryNo })}
        </p>
        <Price item={item} />
        {children}
      </div>
    </div>
  );
}
