import { getTranslations } from "next-intl/server";
import type { VehicleBadges as Badges } from "@/lib/vehicles/badges";
import { Badge } from "@/components/ui/Badge";

/** A listing's marks (lib/vehicles/badges), the same on its card and its page: 新着, 値下げ, 商談中, 売約済. */
export async function VehicleBadges({ badges, size = "sm" }: { badges: Badges; size?: "sm" | "md" }) {
  const t = await getTranslations("badges");
  const tv = await getTranslations("vehicle");
  return (
    <>
      {badges.new && (
        <Badge tone="brand" size={size} data-testid="badge-new">
          {t("new")}
        </Badge>
      )}
      {badges.priceCut && (
        <Badge tone="danger" size={size} data-testid="badge-price-cut">
          {t("priceCut")}
        </Badge>
      )}
      {badges.reserved && (
        <Badge tone="neutral" size={size} data-testid="badge-reserved">
          {t("reserved")}
        </Badge>
      )}
      {badges.sold && (
        <Badge tone="ink" size={size} data-testid="badge-sold">
          {tv("sold")}
        </Badge>
      )}
    </>
  );
}
