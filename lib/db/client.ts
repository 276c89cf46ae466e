// Builds a Prisma client on the `pg` driver. Pages use the one instance in lib/db.ts; scripts and tests
// make their own for the database they are working on.
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "@/lib/generated/prisma/client";
import { checkDatabaseNow } from "./availability";

/** A pool that never waits forever for a connection and never lets one statement run away. */
export const poolDefaults = {
  connectionTimeoutMillis: 5_000,
  statement_timeout: 15_000,
  idleTimeoutMillis: 30_000,
} as const;

export function createPrismaClient(connectionString: string, max = 10): PrismaClient {
  const adapter = new PrismaPg({ connectionString, max, ...poolDefaults }, {
    onPoolError: (error) => {
      console.error(JSON.stringify({ level: "error", event: "db.pool", message: error.message }));
      // An idle connection cut by the server is often the first sign of a shutdown or restart.
      void checkDatabaseNow();
    },
  });
  return new PrismaClient({ adapter });
}

export type { PrismaClient };
