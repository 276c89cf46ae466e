-- A vehicle that orders refer to is archived instead of deleted, and an order can be put away and restored.
-- AlterEnum
ALTER TYPE "VehicleStatus" ADD VALUE 'archived';

-- AlterTable
ALTER TABLE "orders" ADD COLUMN     "archived_at" TIMESTAMP(3);
