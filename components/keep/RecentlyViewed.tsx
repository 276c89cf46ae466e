"use client";

import { useEffect } from "react";
import { useTranslations } from "next-intl";
import { KEPT_LISTS, withoutVehicle, withVisit } from "@/lib/client/kept-vehicles";
import type { VehicleKey } from "@/lib/vehicles/vehicle-keys";
import { KeptVehicleItem } from "./KeptVehicleItem";
import { useKeptCards, useKeptList } from "./use-kept";
import { cn } from "@/components/ui/cn";

/**
 * 最近見た車両: the last vehicles opened in this browser, newest first, in a row that scrolls sideways. On a
 * vehicle's page it records the visit and leaves that vehicle out. Nothing shows until there is something to show.
 */
export function RecentlyViewed({ current, className }: { current?: VehicleKey; className?: string }) {
  const t = useTranslations("keep.recent");
  const { list, update } = useKeptList("recent");
  const kind = current?.kind;
  const strId = current?.strId;
  useEffect(() => {
    if (kind && strId) update((visited) => withVisit(visited, { kind, strId }, KEPT_LISTS.recent.max));
  }, [kind, strId, update]);
  const others = current ? withoutVehicle(list, current) : list;
  const cards = useKeptCards(others);
  const shown = cards.state === "ready" ? cards.vehicles.filter((item) => item.state !== "gone") : [];
  if (shown.length === 0) return null;
  return (
    <section aria-labelledby="recently-viewed" className={cn(className, "print:hidden")} data-testid="recently-viewed">
      <h2 id="recently-viewed" className="text-xl font-black">
        {t("title")}
      </h2>
      <ul className="mt-4 flex gap-4 overflow-x-auto pb-2">
        {shown.map((item) => (
          <li key={`${item.kind}:${item.strId}`} className="w-40 shrink-0 pc:w-48">
            <KeptVehicleItem item={item} layout="tile" />
          </li>
        ))}
      </ul>
    </section>
  );
}
