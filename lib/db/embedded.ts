// The newcomer's default database: PGlite (PostgreSQL compiled to WebAssembly) with its files on disk,
// served over the PostgreSQL wire protocol on a loopback port so that the app, the migrations and the
// tests all use the same `pg` driver as against a real server. The port asks for a password, so other
// users of the machine cannot read or change the data through it.
import { randomBytes } from "node:crypto";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { servePGlite } from "./pglite-server";

export interface EmbeddedPostgres {
  url: string;
  /** The database's files as one uncompressed tarball, which `loadDataDir` starts another copy from. */
  dump(): Promise<Blob>;
  stop(): Promise<void>;
}

/**
 * Starts PGlite on `dataDir` (in memory when omitted), from the files of `loadDataDir` when given (a `dump()`), and
 * serves it on 127.0.0.1 to clients that give `password` (a random one when omitted: only the answer's URL carries it).
 */
export async function startEmbeddedPostgres(
  options: { dataDir?: string; port?: number; password?: string; loadDataDir?: Blob } = {},
): Promise<EmbeddedPostgres> {
  const password = options.password ?? randomBytes(24).toString("base64url");
  const db = await PGlite.create(options.dataDir ?? "memory://", {
    extensions: { pg_trgm },
    loadDataDir: options.loadDataDir,
  });
  const server = await servePGlite(db, { host: "127.0.0.1", port: options.port ?? 0, password });
  let stopping: Promise<void> | undefined;
  return {
    url: `postgresql://postgres:${encodeURIComponent(password)}@127.0.0.1:${server.port}/postgres`,
    dump: () => db.dumpDataDir("none"),
    // Once, however often it is called: PGlite is closed only after the server has let go of it for good.
    stop() {
      stopping ??= server.close().then(() => db.close());
      return stopping;
    },
  };
}
