import "server-only";
import path from "node:path";
import { db } from "@/lib/db";
import { migrationNames } from "@/lib/db/migration-names";
import { checkReadiness, type Readiness } from "@/lib/db/readiness";

// The migrations this build ships, read once when the server loads the readiness route.
const expectedMigrations = migrationNames(path.join(process.cwd(), "prisma/migrations"));

/** Whether this instance can serve (lib/db/readiness): its database answers and has every migration of this build. */
export function instanceReadiness(): Promise<Readiness> {
  return checkReadiness(db(), expectedMigrations);
}
