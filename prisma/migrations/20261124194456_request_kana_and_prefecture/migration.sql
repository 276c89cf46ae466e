-- AlterTable
ALTER TABLE "orders" ADD COLUMN     "name_kana" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "prefecture" TEXT NOT NULL DEFAULT '';
