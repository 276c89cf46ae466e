"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { KEPT_LISTS, withVehicles } from "@/lib/client/kept-vehicles";
import { routes } from "@/lib/routes";
import type { VehicleKey } from "@/lib/vehicles/vehicle-keys";
import { Button } from "@/components/ui/Button";
import { TextLink } from "@/components/ui/TextLink";
import { useKeptList } from "./use-kept";
import { useScripted } from "@/components/ui/use-scripted";
import { cn } from "@/components/ui/cn";

/** 自分のお気に入りに追加: takes a shared list over into this browser's favourites (it needs scripts). */
export function AddSharedFavourites({ keys }: { keys: readonly VehicleKey[] }) {
  const t = useTranslations("keep.favorites");
  const scripted = useScripted();
  const { update } = useKeptList("favourites");
  const [result, setResult] = useState<{ added: number; refused: number } | null>(null);
  const { max } = KEPT_LISTS.favourites;
  // Unseen until scripts run, holding its place, so the list below does not move when it appears.
  return (
    <div className={cn("mt-4 flex flex-wrap items-center gap-3", !scripted && "invisible")}>
      <Button
        variant="primary"
        data-testid="add-shared"
        onClick={() => {
          let outcome = { added: 0, refused: 0 };
          update((current) => {
            const { list, refused } = withVehicles(current, keys, max);
            outcome = { added: list.length - current.length, refused };
            return list;
          });
          setResult(outcome);
        }}
      >
        {t("addShared")}
      </Button>
      <p role="status" className="text-sm font-semibold">
        {result && t("addedShared", { count: result.added })}
        {result && result.refused > 0 && ` ${t("refusedShared", { max, refused: result.refused })}`}
      </p>
      {result && (
        <TextLink href={routes.favorites} standalone>
          {t("mine")}
        </TextLink>
      )}
    </div>
  );
}
