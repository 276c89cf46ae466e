"use client";

import { useMemo, useSyncExternalStore } from "react";
import { parseHeldLicence, storedHeldLicence, subscribeHeldLicence } from "@/lib/client/held-licence";

/** The licence this browser keeps for its buyer, kept up to date across components and tabs; none on the server. */
export function useHeldLicence() {
  const stored = useSyncExternalStore(subscribeHeldLicence, storedHeldLicence, () => null);
  return useMemo(() => parseHeldLicence(stored), [stored]);
}
