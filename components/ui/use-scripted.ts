"use client";

import { useSyncExternalStore } from "react";

const noChanges = () => () => {};

/** Whether scripts run: false on the server and while hydrating, so the first HTML says what works without them. */
export function useScripted(): boolean {
  return useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
}
