// The page's one line that says why a vehicle could not be kept (the favourites or the compare list is full),
// shown by KeepStatus: every heart and compare box of a results page speaks through it, rather than each card
// carrying a live region of its own.
let message = "";
const listeners = new Set<() => void>();

/** Says `text` in the page's status line; "" clears it. */
export function sayKeptStatus(text: string): void {
  if (text === message) return;
  message = text;
  for (const listener of listeners) listener();
}

export function keptStatus(): string {
  return message;
}

export function subscribeKeptStatus(onChange: () => void): () => void {
  listeners.add(onChange);
  return () => listeners.delete(onChange);
}
