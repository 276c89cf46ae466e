// The licence a buyer said they hold, kept in this browser as the kept lists are (lib/client/browser-store): no
// account. What cannot be read (another version's text, storage a browser refuses) is no licence.
import { LICENCES, type Licence, type LicenceNeed } from "@/lib/vehicles/licence";
import { browserStore } from "./browser-store";

const STORAGE_KEY = "toho.licence.v1";
const store = browserStore("toho:held-licence");

export function parseHeldLicence(text: string | null): LicenceNeed | null {
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== "object" || value === null) return null;
    const { licence, towing } = value as Record<string, unknown>;
    return LICENCES.includes(licence as Licence) ? { licence: licence as Licence, towing: towing === true } : null;
  } catch {
    return null;
  }
}

/** The stored text (a stable snapshot for useSyncExternalStore), or null. */
export function storedHeldLicence(storage: Pick<Storage, "getItem"> = localStorage): string | null {
  return store.read(STORAGE_KEY, storage);
}

/** Keeps the licence, or forgets it (null). */
export function writeHeldLicence(
  held: LicenceNeed | null,
  storage: Pick<Storage, "setItem" | "removeItem"> = localStorage,
): void {
  store.write(STORAGE_KEY, held && JSON.stringify(held), storage);
}

export const subscribeHeldLicence = store.subscribe;
