import pg from "pg";
import { describe, expect, it } from "vitest";
import { useDatabaseBefore } from "@/test/before-migration";

const CUSTOMERS_MIGRATION = "20261128090000_customers";

// The requests stored before customers existed are grouped by the same rule, oldest first.
describe("the move to customers", () => {
  const database = useDatabaseBefore(CUSTOMERS_MIGRATION);

  it("gives every stored request its keys and a customer", async () => {
    const client = new pg.Client({ connectionString: database.url() });
    await client.connect();
    try {
      const insert = `INSERT INTO orders (type, last_name, first_name, email, phone, contact_method, locale, created_at,
        updated_at) VALUES ('sale', '山田', '太郎', $1, $2, 'phone', 'ja', $3, $3) RETURNING n`;
      const add = async (email: string, phone: string, minute: number) =>
        (await client.query(insert, [email, phone, `2026-11-20T01:${String(minute).padStart(2, "0")}:00Z`])).rows[0]
          .n as number;
      const a = await add("Taro@Example.jp", "09012345678", 0);
      const b = await add("taro@example.jp", "0312345678", 1);
      const c = await add("other@example.jp", "03-1234-5678", 2);
      const d = await add("abroad@example.com", "+254712345678", 3);
      await database.migrateRest();
      const rows = (await client.query("SELECT n, phone_key, email_key, customer_id FROM orders ORDER BY n")).rows as {
        n: number;
        phone_key: string;
        email_key: string;
        customer_id: number;
      }[];
      const of = (n: number) => rows.find((row) => row.n === n)!;
      expect(of(a)).toMatchObject({ phone_key: "09012345678", email_key: "taro@example.jp" });
      expect(of(c).phone_key).toBe("0312345678");
      expect(of(d).phone_key).toBe("254712345678");
      expect(of(b).customer_id).toBe(of(a).customer_id);
      expect(of(c).customer_id).toBe(of(a).customer_id);
      expect(of(d).customer_id).not.toBe(of(a).customer_id);
      expect((await client.query("SELECT count(*)::int AS count FROM customers")).rows[0].count).toBe(2);
    } finally {
      await client.end();
    }
  });
});
