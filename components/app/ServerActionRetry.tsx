"use client";

import { retryServerActions } from "@/lib/http/client-fetch";

// Put in place as this module loads, before any form on the page can be sent.
if (typeof window !== "undefined") retryServerActions();

/** Every server action the page sends follows the spec's retry rule (lib/http/client-fetch). */
export function ServerActionRetry() {
  return null;
}
