"use client";

import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from "react";
import { useLocale } from "next-intl";
import { localeCodes } from "@/lib/i18n/locales";
import { routes } from "@/lib/routes";
import {
  hasVehicle,
  KEPT_LISTS,
  parseKeptList,
  withoutVehicle,
  withVehicle,
  type KeptListName,
} from "@/lib/client/kept-vehicles";
import { readKeptList, storedKeptList, subscribeKeptLists, writeKeptList } from "@/lib/client/kept-store";
import { idsParam, sameVehicle, type VehicleKey } from "@/lib/vehicles/vehicle-keys";
import type { KeptVehicleCard } from "@/lib/vehicles/by-ids";

/**
 * A kept list as this browser stores it, kept up to date across components and tabs; empty on the server. `update`
 * changes it from what is stored at that moment, so two quick clicks never undo each other.
 */
export function useKeptList(name: KeptListName) {
  const stored = useSyncExternalStore(
    subscribeKeptLists,
    () => storedKeptList(name),
    () => null,
  );
  const list = useMemo(() => parseKeptList(stored, KEPT_LISTS[name].max), [stored, name]);
  const update = useCallback(
    (change: (current: VehicleKey[]) => VehicleKey[] | null) => {
      const next = change(readKeptList(name));
      if (next) writeKeptList(name, next);
      return next !== null;
    },
    [name],
  );
  return { list, update };
}

/**
 * Whether one vehicle is on a list, and `toggle`, which adds or removes it (false when the list was full, so it
 * could not be added). Not kept on the server and while hydrating: the snapshot is a yes or no, so a card whose
 * vehicle is not kept, most of a results page, is not drawn a second time once the page hydrates.
 */
export function useKeptVehicle(name: KeptListName, vehicle: VehicleKey) {
  const kept = useSyncExternalStore(
    subscribeKeptLists,
    () => hasVehicle(readKeptList(name), vehicle),
    () => false,
  );
  const { kind, strId } = vehicle;
  const toggle = useCallback(() => {
    const current = readKeptList(name);
    const key = { kind, strId };
    const next = hasVehicle(current, key)
      ? withoutVehicle(current, key)
      : withVehicle(current, key, KEPT_LISTS[name].max);
    if (next) writeKeptList(name, next);
    return next !== null;
  }, [name, kind, strId]);
  return { kept, toggle };
}

export type KeptCards = { state: "loading" } | { state: "failed" } | { state: "ready"; vehicles: KeptVehicleCard[] };

/** What each kept vehicle is now, asked of the server whenever the list changes. */
export function useKeptCards(keys: readonly VehicleKey[]): KeptCards & { retry: () => void } {
  const locale = useLocale();
  const ids = idsParam(keys);
  const [answer, setAnswer] = useState<{ ids: string; cards: KeptCards } | null>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!ids) return;
    const controller = new AbortController();
    fetch(`${routes.keptVehicles(localeCodes[locale])}?ids=${ids}`, { signal: controller.signal })
      .then(async (response) => {
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        const { vehicles } = (await response.json()) as { vehicles: KeptVehicleCard[] };
        setAnswer({ ids, cards: { state: "ready", vehicles } });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.warn("kept vehicles could not be loaded", error);
        setAnswer({ ids, cards: { state: "failed" } });
      });
    return () => controller.abort();
  }, [ids, locale, attempt]);
  const retry = useCallback(() => {
    setAnswer(null);
    setAttempt((n) => n + 1);
  }, []);
  return { ...currentCards(keys, ids, answer), retry };
}

// While a changed list is asked for, a list that only lost vehicles is shown at once from the last answer.
function currentCards(keys: readonly VehicleKey[], ids: string, answer: { ids: string; cards: KeptCards } | null) {
  if (!ids) return { state: "ready", vehicles: [] } satisfies KeptCards;
  if (!answer) return { state: "loading" } satisfies KeptCards;
  if (answer.ids === ids) return answer.cards;
  const { cards } = answer;
  if (cards.state !== "ready") return { state: "loading" } satisfies KeptCards;
  const known = keys.map((key) => cards.vehicles.find((vehicle) => sameVehicle(vehicle, key)));
  return known.every((vehicle) => vehicle !== undefined)
    ? ({ state: "ready", vehicles: known } satisfies KeptCards)
    : ({ state: "loading" } satisfies KeptCards);
}
