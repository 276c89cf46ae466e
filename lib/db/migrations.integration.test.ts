import { afterAll, beforeAll, describe, expect, it } from "vitest";
import pg from "pg";
import { applyMigrations, diffToSchema, listMigrations } from "./migrations";
import { createEmptyTestDatabase, type TestDatabase } from "@/test/database";

async function withClient<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** Tables, columns, enums, indexes and foreign keys as PostgreSQL's catalog reports them. */
async function describeSchema(url: string) {
  return withClient(url, async (client) => {
    const q = async (sql: string) => (await client.query(sql)).rows;
    return {
      columns: await q(`SELECT table_name, column_name, data_type, udt_name, is_nullable, column_default,
                        character_maximum_length
        FROM information_schema.columns WHERE table_schema = 'public' AND table_name <> '_prisma_migrations'
        ORDER BY 1, 2`),
      enums: await q(
        `SELECT t.typname, e.enumlabel FROM pg_enum e JOIN pg_type t ON t.oid = e.enumtypid
         ORDER BY 1, e.enumsortorder`,
      ),
      // Hand-written indexes (*_sort_idx, *_cover_idx, and *_trgm_idx, whose operator class comes from the pg_trgm
      // extension) express what schema.prisma cannot, so only the migrations have them.
      indexes: await q(
        `SELECT indexname, indexdef FROM pg_indexes WHERE schemaname = 'public' AND tablename <> '_prisma_migrations'
           AND indexname NOT LIKE '%\\_sort\\_idx' AND indexname NOT LIKE '%\\_cover\\_idx'
           AND indexname NOT LIKE '%\\_trgm\\_idx' ORDER BY 1`,
      ),
      foreignKeys: await q(
        `SELECT conname, pg_get_constraintdef(oid) AS def FROM pg_constraint WHERE contype = 'f' ORDER BY 1`,
      ),
    };
  });
}

describe("migrations", () => {
  let migrated: TestDatabase;
  let fromSchema: TestDatabase;

  beforeAll(async () => {
    [migrated, fromSchema] = await Promise.all([createEmptyTestDatabase(), createEmptyTestDatabase()]);
  });
  afterAll(async () => {
    await Promise.all([migrated?.drop(), fromSchema?.drop()]);
  });

  it("apply every migration to an empty database and record them", async () => {
    const applied = await applyMigrations(migrated.url);
    expect(applied).toEqual(listMigrations().migrationDirectories.map((m) => m.path));
    const rows = await withClient(
      migrated.url,
      async (c) =>
        (await c.query("SELECT migration_name, finished_at FROM _prisma_migrations ORDER BY migration_name")).rows,
    );
    expect(rows.map((row) => row.migration_name)).toEqual(applied);
    expect(rows.every((row) => row.finished_at !== null)).toBe(true);
  });

  it("apply nothing to an already migrated database", async () => {
    expect(await applyMigrations(migrated.url)).toEqual([]);
  });

  it("build exactly the database schema.prisma describes (no drift)", async () => {
    const sql = await diffToSchema(fromSchema.url, null);
    await withClient(fromSchema.url, (client) => client.query(sql));
    expect(
      await describeSchema(migrated.url),
      "schema.prisma and prisma/migrations differ: run npm run db:diff -- <name>",
    ).toEqual(await describeSchema(fromSchema.url));
  });

  it("enforce the rules the schema language cannot state", async () => {
    await withClient(migrated.url, async (client) => {
      await expect(
        client.query(
          "INSERT INTO promotions (text_ja, text_en, discount_percent, ends_on, updated_at) " +
            "VALUES ('a', 'b', 140, '2027-02-28', now())",
        ),
      ).rejects.toThrow(/discount_percent_check/);
    });
  });
});
