-- AlterTable
ALTER TABLE "orders" ADD COLUMN     "version" INTEGER NOT NULL DEFAULT 1;
