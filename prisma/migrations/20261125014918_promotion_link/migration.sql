-- AlterTable
ALTER TABLE "promotions" ADD COLUMN     "link_path" TEXT;
