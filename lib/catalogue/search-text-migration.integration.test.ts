import pg from "pg";
import { describe, expect, it } from "vitest";
import { useDatabaseBefore } from "@/test/before-migration";
import { backfillSearchDocuments } from "./search-document";

const EQUIPMENT_MIGRATION = "20261207201500_vehicle_search_equipment";

// Vehicles and requests stored before the search knew equipment words and variant kanji: the vehicles' text is
// rebuilt by the backfill `npm start` runs after migrating, the requests' by the database.
describe("the search text of rows stored before equipment words and variant kanji", () => {
  const database = useDatabaseBefore(EQUIPMENT_MIGRATION);

  it("is rebuilt: a crane stored before finds by ラジコン and its maker, a request by 渡辺", async () => {
    const client = new pg.Client({ connectionString: database.url() });
    await client.connect();
    try {
      const id = async (sql: string) => (await client.query(sql)).rows[0].id;
      const maker = await id(`INSERT INTO makers (slug, name_ja, name_kana, name_en)
        VALUES ('hino', '日野', 'ひの', 'Hino') RETURNING id`);
      const loadClass = await id(`INSERT INTO load_classes (slug, name_ja, name_en)
        VALUES ('medium', '中型', 'Medium duty') RETURNING id`);
      const bodyType = await id(`INSERT INTO body_types (slug, name_ja, name_kana, name_en)
        VALUES ('crane', 'クレーン付き', 'くれーんつき', 'Crane') RETURNING id`);
      await client.query(
        `INSERT INTO vehicles (kind, str_id, name_ja, name_en, maker_id, load_class_id, body_type_id, crane_maker,
           crane_radio_remote, search_text, updated_at)
         VALUES ('sale', 'old-crane', '日野 レンジャー', 'Hino Ranger', $1, $2, $3, 'maeda', true, '日野 れんじゃー', now())`,
        [maker, loadClass, bodyType],
      );
      // Written while the crane's and the refrigeration unit's makers were fixed lists' codes.
      await client.query(
        `INSERT INTO vehicles (kind, str_id, name_ja, name_en, maker_id, load_class_id, body_type_id, crane_maker,
           reefer_maker, updated_at)
         VALUES ('sale', 'old-unic', '日野 レンジャー', 'Hino Ranger', $1, $2, $3, 'furukawaUnic', 'topre', now())`,
        [maker, loadClass, bodyType],
      );
      await client.query(
        `INSERT INTO change_log (actor_name, entity, entity_id, entity_label, action, changes)
         VALUES ('山田', 'vehicle', '1', 'No.1 日野 レンジャー', 'updated',
           '{"craneMaker": ["tadano", "furukawaUnic"], "reeferMaker": [null, "mhi"], "craneStages": [3, 4]}')`,
      );
      await client.query(
        `INSERT INTO orders (type, last_name, first_name, email, phone, contact_method, locale, message, updated_at)
         VALUES ('sale', '山田', '太郎', 'taro@example.jp', '09012345678', 'phone', 'ja', '渡邊様より', now())`,
      );
      await database.migrateRest();
      const makers = (
        await client.query(`SELECT v.str_id, c.name_ja AS crane, r.name_ja AS reefer FROM vehicles v
          LEFT JOIN crane_makers c ON c.id = v.crane_maker_id LEFT JOIN reefer_makers r ON r.id = v.reefer_maker_id
          ORDER BY v.str_id`)
      ).rows;
      expect(makers).toEqual([
        { str_id: "old-crane", crane: "前田製作所", reefer: null },
        { str_id: "old-unic", crane: "古河ユニック", reefer: "東プレ" },
      ]);
      // The history names them by entry as well, so it reads タダノ → 古河ユニック (lib/admin/history-view).
      const entry = async (table: string, slug: string) =>
        (await client.query(`SELECT id FROM ${table} WHERE slug = $1`, [slug])).rows[0].id;
      expect((await client.query("SELECT changes FROM change_log")).rows[0].changes).toEqual({
        craneMakerId: [await entry("crane_makers", "tadano"), await entry("crane_makers", "furukawa-unic")],
        reeferMakerId: [null, await entry("reefer_makers", "mhi")],
        craneStages: [3, 4],
      });
      expect(await backfillSearchDocuments(database.url())).toBe(2);
      const vehicle = (await client.query("SELECT search_text FROM vehicles WHERE str_id = 'old-crane'")).rows[0]
        .search_text;
      for (const word of ["日野", "らじこん", "前田製作所", "radio remote"]) expect(vehicle).toContain(word);
      expect((await client.query("SELECT search_text FROM orders")).rows[0].search_text).toContain("渡辺様");
    } finally {
      await client.end();
    }
  });
});
