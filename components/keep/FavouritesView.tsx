"use client";

import { useTranslations } from "next-intl";
import { KEPT_LISTS, withoutVehicle } from "@/lib/client/kept-vehicles";
import { routes } from "@/lib/routes";
import { BULK_INQUIRY_MAX, withIds, type VehicleKey } from "@/lib/vehicles/vehicle-keys";
import { Button } from "@/components/ui/Button";
import { ButtonLink } from "@/components/ui/ButtonLink";
import { EmptyNote } from "@/components/ui/EmptyNote";
import { Notice } from "@/components/ui/Notice";
import { TextLink } from "@/components/ui/TextLink";
import { KeepControls } from "./KeepControls";
import { KeptVehicleItem } from "./KeptVehicleItem";
import { ShareFavourites } from "./ShareFavourites";
import { useKeptCards, useKeptList } from "./use-kept";
import { useScripted } from "@/components/ui/use-scripted";

/**
 * One's own favourites, read from this browser and shown as they are now. The server's HTML says JavaScript is
 * needed, since only the browser knows the list.
 */
export function FavouritesView() {
  const t = useTranslations("keep.favorites");
  const ti = useTranslations("keep.item");
  const tk = useTranslations("keep");
  const scripted = useScripted();
  const { list, update } = useKeptList("favourites");
  const cards = useKeptCards(list);
  if (!scripted) return <Notice tone="info">{t("needsScript")}</Notice>;
  if (list.length === 0) {
    return (
      <EmptyNote>
        {t("empty")}{" "}
        <TextLink href={routes.sale()} className="whitespace-nowrap">
          {t("browse")}
        </TextLink>
      </EmptyNote>
    );
  }
  if (cards.state === "loading") return <p role="status">{t("loading")}</p>;
  if (cards.state === "failed") {
    return (
      <div className="flex flex-wrap items-center gap-3">
        <Notice tone="error">{t("loadFailed")}</Notice>
        <Button variant="secondary" onClick={cards.retry}>
          {t("retry")}
        </Button>
      </div>
    );
  }
  const remove = (key: VehicleKey) => update((current) => withoutVehicle(current, key));
  // One more than a request takes, so the request's page can say that some were left out.
  const askable = cards.vehicles
    .filter((item) => item.state === "published" || item.state === "reserved")
    .slice(0, BULK_INQUIRY_MAX + 1)
    .map(({ kind, strId }) => ({ kind, strId }));
  return (
    <>
      <p className="text-sm text-muted">{t("compareHint", { max: KEPT_LISTS.compare.max })}</p>
      <ul className="mt-4 divide-y divide-slate-200 border-y border-slate-200" data-testid="favourites-list">
        {cards.vehicles.map((item) => {
          const key = { kind: item.kind, strId: item.strId };
          return (
            <li key={`${item.kind}:${item.strId}`} className="py-4">
              <KeptVehicleItem item={item} layout="row">
                {item.state === "gone" ? (
                  <Button variant="remove" size="sm" className="mt-2" onClick={() => remove(key)}>
                    {ti("removeGone")}
                  </Button>
                ) : (
                  <KeepControls vehicle={key} name={item.vehicle.name} className="mt-2" />
                )}
              </KeptVehicleItem>
            </li>
          );
        })}
      </ul>
      {askable.length > 0 && (
        <div className="mt-6">
          <ButtonLink href={withIds(routes.bulkInquiry, askable)} variant="accent">
            {tk("askTogether")}
          </ButtonLink>
          <p className="mt-1 text-sm text-muted">{tk("askTogetherHint", { max: BULK_INQUIRY_MAX })}</p>
        </div>
      )}
      <ShareFavourites keys={list} />
    </>
  );
}
