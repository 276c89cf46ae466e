// Where the kept lists live (lib/client/browser-store): every heart, counter and list on the page agrees.
import { KEPT_LISTS, parseKeptList, type KeptListName } from "./kept-vehicles";
import { browserStore } from "./browser-store";
import type { VehicleKey } from "@/lib/vehicles/vehicle-keys";

const store = browserStore("toho:kept-vehicles");

/** The stored text of a list (a stable snapshot for useSyncExternalStore), or null. */
export function storedKeptList(name: KeptListName, storage: Pick<Storage, "getItem"> = localStorage): string | null {
  return store.read(KEPT_LISTS[name].storageKey, storage);
}

export function readKeptList(name: KeptListName, storage: Pick<Storage, "getItem"> = localStorage): VehicleKey[] {
  return parseKeptList(storedKeptList(name, storage), KEPT_LISTS[name].max);
}

export function writeKeptList(
  name: KeptListName,
  list: readonly VehicleKey[],
  storage: Pick<Storage, "setItem" | "removeItem"> = localStorage,
): void {
  store.write(KEPT_LISTS[name].storageKey, JSON.stringify(list.slice(0, KEPT_LISTS[name].max)), storage);
}

export const subscribeKeptLists = store.subscribe;
