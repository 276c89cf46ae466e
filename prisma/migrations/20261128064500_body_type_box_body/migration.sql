-- AlterTable
ALTER TABLE "body_types" ADD COLUMN     "box_body" BOOLEAN NOT NULL DEFAULT false;

-- Wing and reefer bodies are boxes: the body types the demo data and the first deployments name so.
UPDATE "body_types" SET "box_body" = true WHERE "slug" IN ('wing', 'refrigerated');
