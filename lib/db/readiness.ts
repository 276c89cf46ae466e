import type { PrismaClient } from "./client";
import { logError } from "@/lib/logging";

export interface Readiness {
  ready: boolean;
  database: "ok" | "unreachable";
  /** Migrations in the deployed code that the database has not applied (or could not be asked about). */
  pendingMigrations: string[];
}

/**
 * Whether this instance can serve: the database answers and has every migration the code expects. A load
 * balancer sends traffic only to a ready instance; a deployment runs `npm run db:migrate` before that.
 */
export async function checkReadiness(db: PrismaClient, expectedMigrations: string[]): Promise<Readiness> {
  try {
    const rows = await db.$queryRaw<
      { migration_name: string }[]
    >`SELECT migration_name FROM _prisma_migrations WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL`;
    const applied = new Set(rows.map((row) => row.migration_name));
    const pendingMigrations = expectedMigrations.filter((name) => !applied.has(name));
    return { ready: pendingMigrations.length === 0, database: "ok", pendingMigrations };
  } catch (error) {
    logError("ready.check", error);
    return { ready: false, database: "unreachable", pendingMigrations: expectedMigrations };
  }
}
