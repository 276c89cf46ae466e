// What this browser keeps without an account (the kept lists, the licence a buyer holds): localStorage, read and
// written as plain text. Another tab's change arrives as a `storage` event; this tab's own as an event of the
// store's, so every part of the page that shows it agrees. Storage a browser refuses (private modes, a full quota)
// reads as empty and ignores writes.

export type BrowserStore = {
  /** The stored text under `key` (a stable snapshot for useSyncExternalStore), or null. */
  read(key: string, storage?: Pick<Storage, "getItem">): string | null;
  /** Keeps `text` under `key`, or forgets it (null), and tells the page. */
  write(key: string, text: string | null, storage?: Pick<Storage, "setItem" | "removeItem">): void;
  subscribe(onChange: () => void): () => void;
};

/** A store whose changes this tab announces as `changedEvent`. */
export function browserStore(changedEvent: string): BrowserStore {
  return {
    read(key, storage = localStorage) {
      try {
        return storage.getItem(key);
      } catch {
        return null;
      }
    },
    write(key, text, storage = localStorage) {
      try {
        if (text === null) storage.removeItem(key);
        else storage.setItem(key, text);
      } catch {
        // Storage refused: nothing is kept, and nothing changed to tell of.
        return;
      }
      window.dispatchEvent(new Event(changedEvent));
    },
    subscribe(onChange) {
      window.addEventListener("storage", onChange);
      window.addEventListener(changedEvent, onChange);
      return () => {
        window.removeEventListener("storage", onChange);
        window.removeEventListener(changedEvent, onChange);
      };
    },
  };
}
