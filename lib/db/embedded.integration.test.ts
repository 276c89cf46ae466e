import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import pg from "pg";
import { startEmbeddedPostgres } from "./embedded";
import { applyMigrations } from "./migrations";

describe("embedded PostgreSQL", () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "pglite-restart-"));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  async function query(url: string, sql: string, values: unknown[] = []) {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      return (await client.query(sql, values)).rows;
    } finally {
      await client.end();
    }
  }

  it("keeps every row across a restart", async () => {
    const first = await startEmbeddedPostgres({ dataDir });
    await applyMigrations(first.url);
    await query(first.url, "INSERT INTO makers (slug, name_ja, name_kana, name_en) VALUES ($1, $2, $3, $4)", ["hino", "日野", "ひの", "Hino"]);
    await first.stop();

    const second = await startEmbeddedPostgres({ dataDir });
    try {
      expect(await applyMigrations(second.url)).toEqual([]);
      expect(await query(second.url, "SELECT slug, name_ja FROM makers")).toEqual([{ slug: "hino", name_ja: "日野" }]);
    } finally {
      await second.stop();
    }
  });

  it("serves several connections at once", async () => {
    const server = await startEmbeddedPostgres();
    try {
      const pool = new pg.Pool({ connectionString: server.url, max: 8 });
      const results = await Promise.all(Array.from({ length: 20 }, (_, i) => pool.query("SELECT $1::int AS n", [i])));
      await pool.end();
      expect(results.map((r) => r.rows[0].n)).toEqual(Array.from({ length: 20 }, (_, i) => i));
    } finally {
      await server.stop();
    }
  });
});
