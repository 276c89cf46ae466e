-- The inbox searches a request's message and typed vehicle name in any writing (lib/admin/list-search.ts). Kept
-- folded as the search folds its words (NFKC, lower case, hiragana as katakana) in a column PostgreSQL computes,
-- so a search reads one indexed column instead of folding every request's text again.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- AlterTable
ALTER TABLE "orders" ADD COLUMN "search_text" TEXT GENERATED ALWAYS AS (
  translate(
    lower(normalize("message" || ' ' || "vehicle_name", NFKC)),
    'ぁあぃいぅうぇえぉおかがきぎくぐけげこごさざしじすずせぜそぞただちぢっつづてでとどなにぬねのはばぱひびぴふぶぷへべぺほぼぽまみむめもゃやゅゆょよらりるれろゎわゐゑをんゔゕゖ',
    'ァアィイゥウェエォオカガキギクグケゲコゴサザシジスズセゼソゾタダチヂッツヅテデトドナニヌネノハバパヒビピフブプヘベペホボポマミムメモャヤュユョヨラリルレロヮワヰヱヲンヴヵヶ'
  )
) STORED;

-- A trigram index serves LIKE '%word%' (the schema language cannot name the operator class's extension).
CREATE INDEX "orders_search_text_trgm_idx" ON "orders" USING gin ("search_text" gin_trgm_ops);
