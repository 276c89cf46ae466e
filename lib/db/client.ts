// Builds a Prisma client on the `pg` driver. Pages use the one instance in lib/db.ts; scripts and tests
// make their own for the database they are working on.
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "@/lib/generated/prisma/client";
import { logError } from "@/lib/logging";
import { checkDatabaseNow } from "./availability";

/** A pool that never waits forever for a connection and never lets one statement run away. */
export const poolDefaults = {
  connectionTimeoutMillis: 5_000,
  statement_timeout: 15_000,
  idleTimeoutMillis: 30_000,
} as const;

export function createPrismaClient(connectionString: string, max = 10): PrismaClient {
  const adapter = new PrismaPg(
    { connectionString, max, ...poolDefaults },
    {
      onPoolError: (error) => {
        logError("db.pool", error);
        // An idle connection cut by the server is often the first sign of a shutdown or restart.
        void checkDatabaseNow();
      },
    },
  );
  // "minimal": an error names the failing call and the cause, without the call's arguments (a customer's name,
  // phone or message) or the source around it, which the default prints and the log would keep.
  // A transaction waits for its connection as long as a single query does (Prisma's own default is 2 s): on the
  // embedded database every transaction queues for its one session, and twenty sign-ins at once gave up early.
  return new PrismaClient({
    adapter,
    errorFormat: "minimal",
    transactionOptions: { maxWait: poolDefaults.connectionTimeoutMillis },
  });
}

export type { PrismaClient };
