-- AlterTable
ALTER TABLE "body_types" ADD COLUMN     "tows_trailer" BOOLEAN NOT NULL DEFAULT false;

-- A semi-trailer tractor needs 牽引免許: the body type the demo data and the first deployments name so.
UPDATE "body_types" SET "tows_trailer" = true WHERE "slug" = 'tractor';
