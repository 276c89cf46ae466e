// Where the kept lists live: localStorage, read and written as plain text. Another tab's change arrives as a
// `storage` event; this tab's own as an event of ours, so every heart, counter and list on the page agrees.
// Storage a browser refuses (private modes, a full quota) reads as empty and ignores writes.
import { KEPT_LISTS, parseKeptList, type KeptListName } from "./kept-vehicles";
import type { VehicleKey } from "@/lib/vehicles/vehicle-keys";

const CHANGED = "toho:kept-vehicles";

/** The stored text of a list (a stable snapshot for useSyncExternalStore), or null. */
export function storedKeptList(name: KeptListName, storage: Pick<Storage, "getItem"> = localStorage): string | null {
  try {
    return storage.getItem(KEPT_LISTS[name].storageKey);
  } catch {
    return null;
  }
}

export function readKeptList(name: KeptListName, storage: Pick<Storage, "getItem"> = localStorage): VehicleKey[] {
  return parseKeptList(storedKeptList(name, storage), KEPT_LISTS[name].max);
}

export function writeKeptList(
  name: KeptListName,
  list: readonly VehicleKey[],
  storage: Pick<Storage, "setItem"> = localStorage,
): void {
  try {
    storage.setItem(KEPT_LISTS[name].storageKey, JSON.stringify(list.slice(0, KEPT_LISTS[name].max)));
  } catch {
    // Storage refused (a private mode, a full quota): the list stays as it was, and nothing changed to tell of.
    return;
  }
  window.dispatchEvent(new Event(CHANGED));
}

export function subscribeKeptLists(onChange: () => void): () => void {
  window.addEventListener("storage", onChange);
  window.addEventListener(CHANGED, onChange);
  return () => {
    window.removeEventListener("storage", onChange);
    window.removeEventListener(CHANGED, onChange);
  };
}
