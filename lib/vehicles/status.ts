// Which vehicles have a public page: published ones, and sold ones (marked sold, so a shared link still
// shows what it was). A draft has none yet; an archived one is no longer listed.
import type { VehicleStatus } from "@/lib/generated/prisma/client";

export const PUBLIC_PAGE_STATUSES = ["published", "sold"] as const satisfies readonly VehicleStatus[];

export function hasPublicPage(status: VehicleStatus): boolean {
  return (PUBLIC_PAGE_STATUSES as readonly VehicleStatus[]).includes(status);
}
