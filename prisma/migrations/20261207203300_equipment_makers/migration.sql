-- A crane's and a refrigeration unit's maker become master data staff keep, as a fixed list let them record none
-- of the makers it left out (新明和, サーモキング).

-- CreateTable
CREATE TABLE "crane_makers" (
    "id" SERIAL NOT NULL,
    "slug" TEXT NOT NULL,
    "name_ja" TEXT NOT NULL,
    "name_en" TEXT NOT NULL,
    "position" INTEGER NOT NULL DEFAULT 0,
    "version" INTEGER NOT NULL DEFAULT 1,

    CONSTRAINT "crane_makers_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "reefer_makers" (
    "id" SERIAL NOT NULL,
    "slug" TEXT NOT NULL,
    "name_ja" TEXT NOT NULL,
    "name_en" TEXT NOT NULL,
    "position" INTEGER NOT NULL DEFAULT 0,
    "version" INTEGER NOT NULL DEFAULT 1,

    CONSTRAINT "reefer_makers_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "crane_makers_slug_key" ON "crane_makers"("slug");

-- CreateIndex
CREATE UNIQUE INDEX "reefer_makers_slug_key" ON "reefer_makers"("slug");

-- The options of the fixed lists, worded as the pages worded them, その他 last. A slug is the option's code, but
-- for 古河ユニック's, which a slug's lower case and hyphens write furukawa-unic.
INSERT INTO "crane_makers" ("slug", "name_ja", "name_en", "position") VALUES
  ('tadano', 'タダノ', 'Tadano', 10),
  ('furukawa-unic', '古河ユニック', 'Furukawa UNIC', 20),
  ('maeda', '前田製作所', 'Maeda', 30),
  ('kato', '加藤製作所', 'Kato', 40),
  ('other', 'その他', 'Other', 90);
INSERT INTO "reefer_makers" ("slug", "name_ja", "name_en", "position") VALUES
  ('topre', '東プレ', 'Topre', 10),
  ('mhi', '菱重（三菱重工）', 'Mitsubishi Heavy Industries', 20),
  ('denso', 'デンソー', 'Denso', 30),
  ('other', 'その他', 'Other', 90);

-- AlterTable
ALTER TABLE "vehicles" ADD COLUMN     "crane_maker_id" INTEGER,
ADD COLUMN     "reefer_maker_id" INTEGER;

-- Each vehicle keeps the maker it named.
UPDATE "vehicles" SET "crane_maker_id" = "crane_makers"."id" FROM "crane_makers"
WHERE "crane_makers"."slug" = CASE "vehicles"."crane_maker" WHEN 'furukawaUnic' THEN 'furukawa-unic'
  ELSE "vehicles"."crane_maker" END;
UPDATE "vehicles" SET "reefer_maker_id" = "reefer_makers"."id" FROM "reefer_makers"
WHERE "reefer_makers"."slug" = "vehicles"."reefer_maker";

-- The vehicles' history names the maker by its entry too, as it names a body type: a change recorded as
-- tadano → maeda reads タダノ → 前田製作所, and in English on English pages.
UPDATE "change_log" SET "changes" = ("changes" - 'craneMaker') || jsonb_build_object('craneMakerId', jsonb_build_array(
    (SELECT to_jsonb("id") FROM "crane_makers" WHERE "slug" = replace("changes"->'craneMaker'->>0, 'furukawaUnic', 'furukawa-unic')),
    (SELECT to_jsonb("id") FROM "crane_makers" WHERE "slug" = replace("changes"->'craneMaker'->>1, 'furukawaUnic', 'furukawa-unic'))))
WHERE "entity" = 'vehicle' AND "changes" ? 'craneMaker';
UPDATE "change_log" SET "changes" = ("changes" - 'reeferMaker') || jsonb_build_object('reeferMakerId', jsonb_build_array(
    (SELECT to_jsonb("id") FROM "reefer_makers" WHERE "slug" = "changes"->'reeferMaker'->>0),
    (SELECT to_jsonb("id") FROM "reefer_makers" WHERE "slug" = "changes"->'reeferMaker'->>1)))
WHERE "entity" = 'vehicle' AND "changes" ? 'reeferMaker';

-- AlterTable
ALTER TABLE "vehicles" DROP COLUMN "crane_maker",
DROP COLUMN "reefer_maker";

-- AddForeignKey
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_crane_maker_id_fkey" FOREIGN KEY ("crane_maker_id") REFERENCES "crane_makers"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_reefer_maker_id_fkey" FOREIGN KEY ("reefer_maker_id") REFERENCES "reefer_makers"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
