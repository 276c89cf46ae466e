import "server-only";
import { noteIfDatabaseUnreachable } from "@/lib/db/availability";
import { logError } from "@/lib/logging";
import type { StaffFailure } from "./failures";

/** Runs a staff change; a failure comes back as a message, never an error page, so what staff typed stays. */
export async function guardStaffChange<T>(event: string, change: () => Promise<T>): Promise<T | StaffFailure> {
  try {
    return await change();
  } catch (error) {
    logError(event, error);
    return { ok: false, error: noteIfDatabaseUnreachable(error) ? "serviceDown" : "saveFailed" };
  }
}
