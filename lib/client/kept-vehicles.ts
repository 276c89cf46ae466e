// The vehicles a visitor keeps in this browser, without an account: favourites (お気に入り), the recently viewed
// (閲覧履歴) and those picked for comparison. Each is a list of vehicle keys in localStorage, under a key that
// names its format's version, so a later format can leave an old one behind rather than misread it.
import {
  COMPARE_MAX,
  distinctKeys,
  isVehicleKey,
  KEPT_VEHICLES_MAX,
  sameVehicle,
  type VehicleKey,
} from "@/lib/vehicles/vehicle-keys";

export const KEPT_LISTS = {
  favourites: { storageKey: "toho.favourites.v1", max: KEPT_VEHICLES_MAX },
  recent: { storageKey: "toho.recent.v1", max: 20 },
  compare: { storageKey: "toho.compare.v1", max: COMPARE_MAX },
} as const;

export type KeptListName = keyof typeof KEPT_LISTS;

/** A stored list, read leniently: anything malformed is dropped rather than breaking the page. */
export function parseKeptList(stored: string | null, max: number): VehicleKey[] {
  if (!stored) return [];
  let value: unknown;
  try {
    value = JSON.parse(stored);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  return distinctKeys(value.filter(isVehicleKey).map(({ kind, strId }) => ({ kind, strId }))).slice(0, max);
}

export function hasVehicle(list: readonly VehicleKey[], key: VehicleKey): boolean {
  return list.some((kept) => sameVehicle(kept, key));
}

/**
 * The list with the vehicle added first (newest first); the same list when it is already there; null when the
 * list is full, so the visitor is told rather than losing a vehicle they kept.
 */
export function withVehicle(list: readonly VehicleKey[], key: VehicleKey, max: number): VehicleKey[] | null {
  if (hasVehicle(list, key)) return [...list];
  if (list.length >= max) return null;
  return [{ kind: key.kind, strId: key.strId }, ...list];
}

export function withoutVehicle(list: readonly VehicleKey[], key: VehicleKey): VehicleKey[] {
  return list.filter((kept) => !sameVehicle(kept, key));
}

/** The recently viewed after a visit: this vehicle first, once, the oldest falling off past `max`. */
export function withVisit(list: readonly VehicleKey[], key: VehicleKey, max: number): VehicleKey[] {
  return [{ kind: key.kind, strId: key.strId }, ...withoutVehicle(list, key)].slice(0, max);
}

/**
 * The list with each of `keys` added (a shared list taken over as one's own), in their order before those already
 * kept; `refused` counts those that no longer fit.
 */
export function withVehicles(
  list: readonly VehicleKey[],
  keys: readonly VehicleKey[],
  max: number,
): { list: VehicleKey[]; refused: number } {
  const fresh = distinctKeys(keys).filter((key) => !hasVehicle(list, key));
  const taken = fresh.slice(0, Math.max(0, max - list.length)).map(({ kind, strId }) => ({ kind, strId }));
  return { list: [...taken, ...list], refused: fresh.length - taken.length };
}
