import "server-only";
import { createPrismaClient, type PrismaClient } from "./db/client";
import { serverEnv } from "./env";

// One client per server process; kept on globalThis so that development reloads do not open new pools.
const globalForDb = globalThis as unknown as { prisma?: PrismaClient };

export function db(): PrismaClient {
  if (!globalForDb.prisma) {
    const env = serverEnv();
    globalForDb.prisma = createPrismaClient(env.DATABASE_URL, env.DATABASE_POOL_SIZE);
  }
  return globalForDb.prisma;
}
