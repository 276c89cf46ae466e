import { createPrismaClient, type PrismaClient } from "./client";
import { serverEnv } from "../env";

// One client per server process; kept on globalThis so that development reloads do not open new pools.
// Pages reach it through lib/db.ts (server-only); the outbox worker, started from instrumentation.ts
// outside React's server layer, and modules scripts load import it from here.
const globalForDb = globalThis as unknown as { prisma?: PrismaClient };

export function processDb(): PrismaClient {
  if (!globalForDb.prisma) {
    const env = serverEnv();
    globalForDb.prisma = createPrismaClient(env.DATABASE_URL, env.DATABASE_POOL_SIZE);
  }
  return globalForDb.prisma;
}

/**
 * The seam for integration suites (test/suite.ts): from here on the process client is `client`, the suite's
 * own database; undefined lets the next call make one from the environment again. The caller owns `client`
 * and disconnects it. Code that serves requests never calls this.
 */
export function setProcessDb(client: PrismaClient | undefined): void {
  globalForDb.prisma = client;
}
