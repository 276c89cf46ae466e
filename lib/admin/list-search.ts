// A staff list's search. Staff text is stored as typed (①荷台, ＥＴＣ付き, －30℃, 渡邉) and a search is typed however
// the keyboard happens to be set, so both sides are folded as the catalogue's search folds them (NFKC, lower case,
// kana, variant kanji: lib/catalogue/normalize.ts): ETC finds ＥＴＣ付き, ＥＴＣ finds ETC付き, 渡邊 finds 渡邉.
// Prisma cannot wrap a column in a function, so one SQL statement finds the matching ids; the staff tables are
// hundreds of rows, not millions.
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { escapeLike } from "@/lib/catalogue/query";
import { namesMeaning, normalizeSearchText, SEARCH_FOLD } from "@/lib/catalogue/normalize";

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
  crane_makers: ["slug", "name_ja", "name_en"],
  reefer_makers: ["slug", "name_ja", "name_en"],
  // A visitor's name and company are kept as they typed them too (株式会社ＡＢＣ運輸).
  orders: ["last_name", "first_name", "company_name", "email"],
  mail_outbox: ["to_address", "subject"],
} as const;
export type SearchedTable = keyof typeof SEARCHED_COLUMNS;
// Orders are numbered (the n staff quote on the phone); every other table has an id.
const KEY_COLUMN: Partial<Record<SearchedTable, string>> = { orders: "n" };
// A full name typed without its space (山田太郎) runs across the family and given names.
const JOINED_COLUMNS: Partial<Record<SearchedTable, string>> = { orders: `"last_name" || "first_name"` };

/** The search as it is compared: folded as the catalogue folds it, its %, _ and \ matching themselves. */
export function listSearchPattern(q: string): string {
  return `%${escapeLike(normalizeSearchText(q))}%`;
}

/** normalizeSearchText in SQL, for text folded as it is read (SQL's NFKC and lower case, then the same table). */
const folded = (column: string) =>
  Prisma.sql`translate(lower(normalize(${Prisma.raw(column)}, NFKC)), ${SEARCH_FOLD.from}, ${SEARCH_FOLD.to})`;

/** The keys of the rows of `table` whose searched text contains `q`. */
export async function keysMatching(table: SearchedTable, q: string): Promise<number[]> {
  const pattern = listSearchPattern(q);
  const key = Prisma.raw(`"${KEY_COLUMN[table] ?? "id"}"`);
  const columns = [...SEARCHED_COLUMNS[table].map((column) => `"${column}"`), JOINED_COLUMNS[table] ?? []].flat();
  const matches = Prisma.join(
    columns.map((column) => Prisma.sql`${folded(column)} LIKE ${pattern}`),
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

/**
 * What a search word may stand for in a request written in the other language: itself, and every name of the maker,
 * body or model it names (エルフ for an "Isuzu Elf"), as the master data and the stock's models name them.
 */
async function spellingsOf(word: string): Promise<string[]> {
  const [makers, bodyTypes, models] = await Promise.all([
    db().maker.findMany({ select: { nameJa: true, nameKana: true, nameEn: true, aliases: true } }),
    db().bodyType.findMany({ select: { nameJa: true, nameKana: true, nameEn: true, aliases: true } }),
    db().vehicle.groupBy({
      by: ["modelName", "modelNameEn"],
      where: { modelName: { not: "" }, modelNameEn: { not: "" } },
    }),
  ]);
  return namesMeaning(word, [
    ...[...makers, ...bodyTypes].map((names) => [names.nameJa, names.nameKana, names.nameEn, ...names.aliases]),
    ...models.map((model) => [model.modelName, model.modelNameEn]),
  ]);
}

/**
 * The numbers of the requests whose text mentions `word` in any writing (フォワード, ﾌｫﾜｰﾄﾞ, ふぉわーど) or
 * language (エルフ, Elf): the message, the vehicle name the visitor typed, the maker and model a seller or buyer
 * described, and the names of the vehicles an order names. The orders' search_text column is folded by the same
 * table when written (its migration; orders.integration.test.ts holds the two to each other).
 */
export async function ordersMentioning(word: string): Promise<number[]> {
  const patterns = (await spellingsOf(word)).map((spelling) => `%${escapeLike(spelling)}%`);
  const any = (text: Prisma.Sql) =>
    Prisma.join(
      patterns.map((pattern) => Prisma.sql`${text} LIKE ${pattern}`),
      " OR ",
    );
  const rows = await db().$queryRaw<{ n: number }[]>`
    SELECT n FROM orders WHERE ${any(Prisma.raw("search_text"))}
    UNION SELECT order_n FROM order_vehicles WHERE ${any(folded('"name"'))}
    UNION SELECT order_n FROM request_vehicles WHERE ${any(folded('"maker_name"'))} OR ${any(folded('"model"'))}`;
  return rows.map((row) => row.n);
}
