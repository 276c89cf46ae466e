"use client";

import { useSyncExternalStore } from "react";

const MINUTE = 60_000;
const subscribe = (onChange: () => void) => {
  const timer = setInterval(onChange, MINUTE / 4);
  return () => clearInterval(timer);
};

/**
 * The current time to the minute, kept up to date; null while rendering on the server and hydrating.
 * Pages are cached, so anything that depends on "now" is decided in the browser.
 */
export function useNow(): number | null {
  return useSyncExternalStore(
    subscribe,
    () => Math.floor(Date.now() / MINUTE) * MINUTE,
    () => null,
  );
}
