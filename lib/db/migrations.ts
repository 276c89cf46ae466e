// Applies and diffs Prisma migrations with Prisma's WebAssembly schema engine, driven over the same
// `pg` adapter as the app: the native engine cannot be downloaded on these machines (TOOLCHAIN.md),
// and the WebAssembly build is the same engine, so `prisma migrate deploy` stays interchangeable.
import fs from "node:fs";
import path from "node:path";
import { createRequire } from "node:module";
import pg from "pg";
import { PrismaPg } from "@prisma/adapter-pg";
import { bindMigrationAwareSqlAdapterFactory } from "@prisma/driver-adapter-utils";
import * as bg from "@prisma/schema-engine-wasm/schema_engine_bg";
import { migrationNames } from "./migration-names";

const root = path.resolve(__dirname, "../..");
export const schemaPath = path.join(root, "prisma/schema.prisma");
export const migrationsDir = path.join(root, "prisma/migrations");
const noFilters = { externalTables: [], externalEnums: [] };

let wasmReady = false;
let lastPanic: string | undefined;
function loadWasm() {
  if (wasmReady) return;
  // The engine reports a Rust panic through this global before it throws; keep the message for the error.
  (globalThis as { PRISMA_WASM_PANIC_REGISTRY?: unknown }).PRISMA_WASM_PANIC_REGISTRY = {
    set_message: (message: string) => {
      lastPanic = message;
    },
  };
  // The package entry imports the .wasm file as a module, which Node 20 refuses; instantiate it by hand.
  const require = createRequire(__filename);
  const dir = path.dirname(require.resolve("@prisma/schema-engine-wasm/schema_engine_bg"));
  const wasmModule = new WebAssembly.Module(fs.readFileSync(path.join(dir, "schema_engine_bg.wasm")));
  const instance = new WebAssembly.Instance(wasmModule, {
    "./schema_engine_bg.js": bg as unknown as WebAssembly.ModuleImports,
  });
  bg.__wbg_set_wasm(instance.exports);
  (instance.exports.__wbindgen_start as (() => void) | undefined)?.();
  wasmReady = true;
}

function readSchema() {
  return fs.readFileSync(schemaPath, "utf8");
}

async function withEngine<T>(connectionString: string, run: (engine: bg.SchemaEngine) => Promise<T>): Promise<T> {
  loadWasm();
  // Our own pool, ended afterwards: the engine's free() leaves the adapter's connections (and the
  // migration advisory lock) open otherwise.
  const pool = new pg.Pool({ connectionString, max: 4 });
  const factory = bindMigrationAwareSqlAdapterFactory(new PrismaPg(pool));
  const engine = await bg.SchemaEngine.new({ datamodels: [["schema.prisma", readSchema()]] }, () => {}, factory);
  try {
    return await run(engine);
  } catch (error) {
    if (lastPanic) throw new Error(`Prisma schema engine panicked: ${lastPanic}`, { cause: error });
    throw error;
  } finally {
    engine.free();
    await pool.end();
  }
}

export function listMigrations(dir = migrationsDir): bg.MigrationList {
  const names = migrationNames(dir);
  const lockPath = path.join(dir, "migration_lock.toml");
  return {
    baseDir: dir,
    lockfile: {
      path: "migration_lock.toml",
      content: fs.existsSync(lockPath) ? fs.readFileSync(lockPath, "utf8") : null,
    },
    migrationDirectories: names.map((name) => ({
      path: name,
      migrationFile: {
        path: "migration.sql",
        content: { tag: "ok" as const, value: fs.readFileSync(path.join(dir, name, "migration.sql"), "utf8") },
      },
    })),
    shadowDbInitScript: "",
  };
}

/** Applies every migration not yet recorded in `_prisma_migrations`; returns the names it applied. */
export async function applyMigrations(connectionString: string, dir = migrationsDir): Promise<string[]> {
  return withEngine(connectionString, async (engine) => {
    const result = await engine.applyMigrations({ migrationsList: listMigrations(dir), filters: noFilters });
    return result.appliedMigrationNames;
  });
}

/**
 * SQL that takes a database shaped by `fromSchema` (or an empty one) to what schema.prisma describes.
 * Both sides are schema files, not a live database: the WebAssembly engine cannot yet read a database's
 * catalog through the pg adapter (it panics on PostgreSQL's one-byte "char" columns).
 */
export async function diffToSchema(connectionString: string, fromSchema: string | null): Promise<string> {
  return withEngine(connectionString, async (engine) => {
    const result = await engine.diff({
      from:
        fromSchema === null
          ? { tag: "empty" }
          : { tag: "schemaDatamodel", files: [{ path: "previous.prisma", content: fromSchema }] },
      to: { tag: "schemaDatamodel", files: [{ path: schemaPath, content: readSchema() }] },
      script: true,
      exitCode: null,
      filters: noFilters,
    });
    return (result.stdout ?? "").trim();
  });
}

/** True when the diff is only the engine's "nothing to do" comment. */
export function isEmptyMigration(sql: string): boolean {
  return sql.split("\n").every((line) => line.trim() === "" || line.trim().startsWith("--"));
}
