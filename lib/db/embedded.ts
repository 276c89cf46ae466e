// The newcomer's default database: PGlite (PostgreSQL compiled to WebAssembly) with its files on disk,
// served over the PostgreSQL wire protocol on a loopback port so that the app, the migrations and the
// tests all use the same `pg` driver as against a real server.
import net from "node:net";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { PGLiteSocketServer } from "@electric-sql/pglite-socket";

export interface EmbeddedPostgres {
  url: string;
  stop(): Promise<void>;
}

export async function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Starts PGlite on `dataDir` (in memory when omitted) and serves it on 127.0.0.1. */
export async function startEmbeddedPostgres(options: { dataDir?: string; port?: number } = {}): Promise<EmbeddedPostgres> {
  const db = await PGlite.create(options.dataDir ?? "memory://", { extensions: { pg_trgm } });
  const port = options.port ?? (await findFreePort());
  const server = new PGLiteSocketServer({ db, host: "127.0.0.1", port, maxConnections: 64 });
  await server.start();
  return {
    url: `postgresql://postgres:postgres@127.0.0.1:${port}/postgres`,
    async stop() {
      await server.stop();
      await db.close();
    },
  };
}
