import pg from "pg";
import { describe, expect, it } from "vitest";
import { useDatabaseBefore } from "@/test/before-migration";

const NOTES_MIGRATION = "20261125055558_order_notes_steps_status_token";

// The notes box of before the thread becomes each request's first note, so nothing staff wrote is lost when the
// column goes.
describe("the move from one notes box to a thread", () => {
  const database = useDatabaseBefore(NOTES_MIGRATION);

  it("keeps a request's notes as its first note and drops the box", async () => {
    const client = new pg.Client({ connectionString: database.url() });
    await client.connect();
    try {
      const insert = `INSERT INTO orders
        (type, last_name, first_name, email, phone, contact_method, locale, staff_notes, updated_at)
        VALUES ('sale', '山田', '太郎', 'taro@example.jp', '09012345678', 'phone', 'ja', $1, $2) RETURNING n`;
      const noted = (await client.query(insert, ["折り返し済み\n見積送付", "2026-11-20T01:00:00Z"])).rows[0].n;
      await client.query(insert, ["  ", "2026-11-20T01:00:00Z"]);
      await database.migrateRest();
      const notes = await client.query("SELECT order_n, author_id, author_name, body, created_at FROM order_notes");
      expect(notes.rows).toEqual([
        {
          order_n: noted,
          author_id: null,
          author_name: "",
          body: "折り返し済み\n見積送付",
          created_at: new Date("2026-11-20T01:00:00Z"),
        },
      ]);
      const columns = await client.query(
        `SELECT column_name FROM information_schema.columns
         WHERE table_name = 'orders' AND column_name = 'staff_notes'`,
      );
      expect(columns.rows).toEqual([]);
    } finally {
      await client.end();
    }
  });
});
