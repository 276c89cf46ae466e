-- CreateEnum
CREATE TYPE "staff_role" AS ENUM ('owner', 'staff');

-- AlterTable
ALTER TABLE "admin_users" ADD COLUMN     "role" "staff_role" NOT NULL DEFAULT 'staff';

-- CreateTable
CREATE TABLE "change_log" (
    "id" BIGSERIAL NOT NULL,
    "at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "actor_id" INTEGER,
    "actor_name" TEXT NOT NULL,
    "entity" TEXT NOT NULL,
    "entity_id" TEXT NOT NULL,
    "entity_label" TEXT NOT NULL,
    "action" TEXT NOT NULL,
    "changes" JSONB NOT NULL DEFAULT '{}',

    CONSTRAINT "change_log_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "change_log_entity_entity_id_at_idx" ON "change_log"("entity", "entity_id", "at");

-- CreateIndex
CREATE INDEX "change_log_at_idx" ON "change_log"("at");

-- CreateIndex
CREATE INDEX "change_log_actor_id_at_idx" ON "change_log"("actor_id", "at");

-- AddForeignKey
ALTER TABLE "change_log" ADD CONSTRAINT "change_log_actor_id_fkey" FOREIGN KEY ("actor_id") REFERENCES "admin_users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- Every account made before roles could do everything, and may still: an owner can hand out the staff role
UPDATE "admin_users" SET "role" = 'owner';
