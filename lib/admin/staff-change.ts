import "server-only";
import { isDatabaseUnreachableError, noteDatabaseUnreachable } from "@/lib/db/availability";
import type { StaffFailure } from "./failures";

/** Runs a staff change; a failure comes back as a message, never an error page, so what staff typed stays. */
export async function guardStaffChange<T>(event: string, change: () => Promise<T>): Promise<T | StaffFailure> {
  try {
    return await change();
  } catch (error) {
    console.error(JSON.stringify({ level: "error", event, message: error instanceof Error ? error.message : String(error) }));
    if (isDatabaseUnreachableError(error)) {
      noteDatabaseUnreachable();
      return { ok: false, error: "serviceDown" };
    }
    return { ok: false, error: "saveFailed" };
  }
}
