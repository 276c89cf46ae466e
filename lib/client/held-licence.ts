// The licence a buyer said they hold, kept in this browser as the kept lists are (lib/client/kept-store): no
// account, read and written as plain text, another tab's change arriving as a `storage` event and this tab's as
// an event of ours. What cannot be read (another version's text, storage a browser refuses) is no licence.
import { LICENCES, type Licence, type LicenceNeed } from "@/lib/vehicles/licence";

const STORAGE_KEY = "toho.licence.v1";
const CHANGED = "toho:held-licence";

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
  try {
    return storage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

/** Keeps the licence, or forgets it (null). */
export function writeHeldLicence(
  held: LicenceNeed | null,
  storage: Pick<Storage, "setItem" | "removeItem"> = localStorage,
): void {
  try {
    if (held) storage.setItem(STORAGE_KEY, JSON.stringify(held));
    else storage.removeItem(STORAGE_KEY);
  } catch {
    // Storage refused (a private mode, a full quota): nothing is kept, and nothing changed to tell of.
    return;
  }
  window.dispatchEvent(new Event(CHANGED));
}

export function subscribeHeldLicence(onChange: () => void): () => void {
  window.addEventListener("storage", onChange);
  window.addEventListener(CHANGED, onChange);
  return () => {
    window.removeEventListener("storage", onChange);
    window.removeEventListener(CHANGED, onChange);
  };
}
