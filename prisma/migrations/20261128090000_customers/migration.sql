-- AlterEnum
ALTER TYPE "MailKind" ADD VALUE 'statusLink';

-- AlterTable
ALTER TABLE "orders" ADD COLUMN     "customer_id" INTEGER,
ADD COLUMN     "email_key" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "phone_key" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "status_link_sent_at" TIMESTAMP(3);

-- CreateTable
CREATE TABLE "customers" (
    "id" SERIAL NOT NULL,
    "version" INTEGER NOT NULL DEFAULT 1,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "customers_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "orders_customer_id_idx" ON "orders"("customer_id");

-- CreateIndex
CREATE INDEX "orders_phone_key_idx" ON "orders"("phone_key");

-- CreateIndex
CREATE INDEX "orders_email_key_idx" ON "orders"("email_key");

-- The keys of the requests already stored, as lib/customers/keys.ts makes them: a phone number's writing undone
-- (a Japanese one as its domestic digits, any other without its "+"), an address in NFKC, trimmed, lower-case.
UPDATE "orders" SET "phone_key" = CASE WHEN "compact" ~ '^\+81' THEN '0' || regexp_replace(substr("compact", 4), '^0', '')
  ELSE regexp_replace("compact", '^\+', '') END
FROM (SELECT "n" AS "key_n", regexp_replace(normalize("phone", NFKC), '[\s().‐-―−ー-]', '', 'g') AS "compact" FROM "orders") AS "typed"
WHERE "n" = "key_n" AND "compact" ~ '^\+?\d+$';
UPDATE "orders" SET "email_key" = lower(btrim(normalize("email", NFKC)));

-- The requests stored so far become customers: every request linked to another by a shared phone or email key,
-- directly or through others, is one customer, numbered by its first request. (A new request joins only the
-- latest match's customer, so as not to undo a split: before this there were no splits to keep.)
UPDATE "orders" SET "customer_id" = "grouped"."root" FROM (
  WITH RECURSIVE "reach" ("n", "root") AS (
    SELECT "n", "n" FROM "orders"
    UNION
    SELECT "other"."n", "reach"."root" FROM "reach"
      JOIN "orders" AS "one" ON "one"."n" = "reach"."n"
      JOIN "orders" AS "other" ON ("one"."phone_key" <> '' AND "other"."phone_key" = "one"."phone_key")
        OR ("one"."email_key" <> '' AND "other"."email_key" = "one"."email_key")
  )
  SELECT "n", min("root") AS "root" FROM "reach" GROUP BY "n"
) AS "grouped" WHERE "orders"."n" = "grouped"."n";
INSERT INTO "customers" ("id", "created_at") SELECT "customer_id", min("created_at") FROM "orders" GROUP BY "customer_id";
SELECT setval(pg_get_serial_sequence('customers', 'id'), coalesce((SELECT max("id") FROM "customers"), 0) + 1, false);

-- AddForeignKey
ALTER TABLE "orders" ADD CONSTRAINT "orders_customer_id_fkey" FOREIGN KEY ("customer_id") REFERENCES "customers"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
