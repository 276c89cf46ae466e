import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import pg from "pg";
import { startEmbeddedPostgres, type EmbeddedPostgres } from "./embedded";
import { applyMigrations } from "./migrations";
import { queryOnce as query } from "@/test/database";

describe("embedded PostgreSQL", () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "pglite-restart-"));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  /** What the server sends a client that writes `messages` at once, until it closes the connection. */
  async function rawSession(port: number, messages: Buffer[]): Promise<string> {
    const socket = net.connect(port, "127.0.0.1");
    const received: Buffer[] = [];
    socket.on("data", (chunk) => received.push(chunk));
    socket.write(Buffer.concat(messages));
    await new Promise((resolve) => socket.on("close", resolve));
    return Buffer.concat(received).toString("latin1");
  }
  const startupMessage = () => {
    const parameters = Buffer.from("user\0postgres\0database\0postgres\0\0");
    const message = Buffer.alloc(8 + parameters.length);
    message.writeInt32BE(message.length, 0);
    message.writeInt32BE(196608, 4); // protocol 3.0
    parameters.copy(message, 8);
    return message;
  };
  const queryMessage = (sql: string) => {
    const text = Buffer.from(`${sql}\0`);
    const length = Buffer.alloc(4);
    length.writeInt32BE(4 + text.length);
    return Buffer.concat([Buffer.from("Q"), length, text]);
  };

  it("keeps every row across a restart", async () => {
    const first = await startEmbeddedPostgres({ dataDir });
    await applyMigrations(first.url);
    await query(first.url, "INSERT INTO makers (slug, name_ja, name_kana, name_en) VALUES ($1, $2, $3, $4)", [
      "hino",
      "日野",
      "ひの",
      "Hino",
    ]);
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

  it("lets in only a client that gives its password", async () => {
    const server = await startEmbeddedPostgres({ password: "the right one" });
    try {
      const url = new URL(server.url);
      expect(decodeURIComponent(url.password)).toBe("the right one");
      for (const password of ["", "postgres", "the right on", "the right one!"]) {
        url.password = encodeURIComponent(password);
        await expect(query(url.toString(), "SELECT 1"), JSON.stringify(password)).rejects.toThrow(
          /password authentication failed/,
        );
      }
      // A client that skips the password and sends its query straight away gets no answer to it.
      const answer = await rawSession(Number(url.port), [startupMessage(), queryMessage("SELECT 'leaked'")]);
      expect(answer).toContain("28P01");
      expect(answer).not.toContain("leaked");
      // One that announces an endless message before its password is cut off, not waited for.
      const endless = Buffer.alloc(5 + 100 * 1024, "Q");
      endless.writeInt32BE(2 ** 31 - 1, 1);
      expect(await rawSession(Number(url.port), [startupMessage(), endless])).not.toContain("28P01");
      expect(await query(server.url, "SELECT current_user AS who")).toEqual([{ who: "postgres" }]);
    } finally {
      await server.stop();
    }
  });

  it("makes up a password no one else knows when none is given", async () => {
    const [first, second] = [await startEmbeddedPostgres(), await startEmbeddedPostgres()];
    try {
      expect(new URL(first.url).password).toHaveLength(32);
      expect(new URL(first.url).password).not.toBe(new URL(second.url).password);
      const elsewhere = new URL(second.url);
      elsewhere.port = new URL(first.url).port;
      await expect(query(elsewhere.toString(), "SELECT 1")).rejects.toThrow(/password authentication failed/);
    } finally {
      await Promise.all([first.stop(), second.stop()]);
    }
  });

  describe("one database, many connections", () => {
    let server: EmbeddedPostgres;
    beforeAll(async () => {
      server = await startEmbeddedPostgres();
      await query(server.url, "CREATE TABLE taken (id int PRIMARY KEY)");
      await query(server.url, "INSERT INTO taken VALUES (1)");
    });
    afterAll(() => server.stop());

    it("answers each connection with its own rows, whatever the others send at the same time", async () => {
      const pool = new pg.Pool({ connectionString: server.url, max: 6 });
      try {
        const answers = await Promise.all(
          Array.from({ length: 60 }, (_, i) =>
            i % 2
              ? pool.query("SELECT $1::int AS n", [i]).then((r) => r.rows)
              : pool.query("SELECT $1::text AS word, $2::int AS n", [`w${i}`, i]).then((r) => r.rows),
          ),
        );
        expect(answers).toEqual(Array.from({ length: 60 }, (_, i) => (i % 2 ? [{ n: i }] : [{ word: `w${i}`, n: i }])));
      } finally {
        await pool.end();
      }
    });

    it("after a statement fails, the next one on the same connection gets its own answer", async () => {
      const client = new pg.Client({ connectionString: server.url });
      await client.connect();
      try {
        // Sent together, as a pool hands a connection straight to its next query.
        const failed = client.query("INSERT INTO taken VALUES ($1)", [1]);
        const next = client.query("SELECT $1::int AS n", [42]);
        await expect(failed).rejects.toThrow(/duplicate key/);
        expect((await next).rows).toEqual([{ n: 42 }]);
        expect((await client.query("SELECT $1::text AS word", ["after"])).rows).toEqual([{ word: "after" }]);
      } finally {
        await client.end();
      }
    });

    it("runs a transaction alone: another connection waits for it and never sees what it rolled back", async () => {
      const writer = new pg.Client({ connectionString: server.url });
      const reader = new pg.Client({ connectionString: server.url });
      await Promise.all([writer.connect(), reader.connect()]);
      try {
        await writer.query("BEGIN");
        await writer.query("INSERT INTO taken VALUES ($1)", [2]);
        const seen = reader.query("SELECT count(*)::int AS n FROM taken WHERE id = $1", [2]);
        await writer.query("ROLLBACK");
        expect((await seen).rows).toEqual([{ n: 0 }]);
      } finally {
        await Promise.all([writer.end(), reader.end()]);
      }
    });

    it("a connection that goes away in the middle of a transaction leaves nothing behind", async () => {
      const quitter = new pg.Client({ connectionString: server.url });
      await quitter.connect();
      await quitter.query("BEGIN");
      await quitter.query("INSERT INTO taken VALUES ($1)", [3]);
      await quitter.end();
      expect(await query(server.url, "SELECT count(*)::int AS n FROM taken WHERE id = $1", [3])).toEqual([{ n: 0 }]);
    });
  });
});
