// A staff list's search. Staff text is stored as typed (①荷台, ＥＴＣ付き, －30℃) and a search is typed however
// the keyboard happens to be set, so both sides are compared in NFKC, case folded: ETC finds ＥＴＣ付き and ＥＴＣ
// finds ETC付き. Prisma cannot wrap a column in a function, so one SQL statement finds the matching ids; the
// staff tables are hundreds of rows, not millions.
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { escapeLike } from "@/lib/catalogue/query";
import { foldForSearch } from "@/lib/text";

// The columns each staff list searches, by table: database names, written into SQL, never taken from a request.
const SEARCHED_COLUMNS = {
  blog_posts: ["title"],
  reviews: ["customer_name", "vehicle_bought", "text"],
  pages: ["slug", "title_ja", "title_en"],
  body_work_items: ["slug", "title_ja", "title_en"],
  reply_templates: ["name", "subject", "body"],
  makers: ["slug", "name_ja", "name_kana", "name_en"],
  body_types: ["slug", "name_ja", "name_kana", "name_en"],
  load_classes: ["slug", "name_ja", "name_en"],
  fuels: ["slug", "name_ja", "name_en"],
  transmissions: ["slug", "name_ja", "name_en"],
  drive_types: ["slug", "name_ja", "name_en"],
  // A visitor's name and company are kept as they typed them too (株式会社ＡＢＣ運輸).
  orders: ["last_name", "first_name", "company_name", "email"],
  mail_outbox: ["to_address", "subject"],
} as const;
export type SearchedTable = keyof typeof SEARCHED_COLUMNS;
// Orders are numbered (the n staff quote on the phone); every other table has an id.
const KEY_COLUMN: Partial<Record<SearchedTable, string>> = { orders: "n" };

/** The search as it is compared: NFKC, lower case, its %, _ and \ matching themselves. */
export function listSearchPattern(q: string): string {
  return `%${escapeLike(q.normalize("NFKC").toLowerCase())}%`;
}

/** The keys of the rows of `table` whose searched text contains `q`. */
export async function keysMatching(table: SearchedTable, q: string): Promise<number[]> {
  const pattern = listSearchPattern(q);
  const key = Prisma.raw(`"${KEY_COLUMN[table] ?? "id"}"`);
  const matches = Prisma.join(
    SEARCHED_COLUMNS[table].map(
      (column) => Prisma.sql`lower(normalize(${Prisma.raw(`"${column}"`)}, NFKC)) LIKE ${pattern}`,
    ),
    " OR ",
  );
  const rows = await db().$queryRaw<
    { key: number }[]
  >`SELECT ${key} AS key FROM ${Prisma.raw(`"${table}"`)} WHERE ${matches}`;
  return rows.map((row) => row.key);
}

/** A Prisma filter for the rows of `table` whose searched text contains `q` (all rows when q is empty). */
export async function listSearchWhere(
  table: Exclude<SearchedTable, "orders">,
  q: string,
): Promise<{ id?: { in: number[] } }> {
  return q ? { id: { in: await keysMatching(table, q) } } : {};
}

// foldForSearch (lib/text.ts) in SQL, for text folded as it is read. The orders' search_text column is folded by
// the same expression when written (its migration), so the two sides always agree.
const HIRAGANA = String.fromCharCode(...Array.from({ length: 0x3096 - 0x3041 + 1 }, (_, i) => 0x3041 + i));
const KATAKANA = String.fromCharCode(...Array.from({ length: HIRAGANA.length }, (_, i) => 0x30a1 + i));
const folded = (column: string) =>
  Prisma.sql`translate(lower(normalize(${Prisma.raw(column)}, NFKC)), ${HIRAGANA}, ${KATAKANA})`;

/**
 * The numbers of the requests whose text mentions `word` in any writing (フォワード, ﾌｫﾜｰﾄﾞ, ふぉわーど): the
 * message, the vehicle name the visitor typed, the maker and model a seller or buyer described, and the names of
 * the vehicles an order names.
 */
export async function ordersMentioning(word: string): Promise<number[]> {
  const pattern = `%${escapeLike(foldForSearch(word))}%`;
  const rows = await db().$queryRaw<{ n: number }[]>`
    SELECT n FROM orders WHERE search_text LIKE ${pattern}
    UNION SELECT order_n FROM order_vehicles WHERE ${folded('"name"')} LIKE ${pattern}
    UNION SELECT order_n FROM request_vehicles
      WHERE ${folded('"maker_name"')} LIKE ${pattern} OR ${folded('"model"')} LIKE ${pattern}`;
  return rows.map((row) => row.n);
}
