-- CreateEnum
CREATE TYPE "AssignmentMode" AS ENUM ('off', 'round_robin', 'by_type');

-- AlterTable
ALTER TABLE "orders" ADD COLUMN     "assignee_id" INTEGER,
ADD COLUMN     "follow_up_on" DATE;

-- CreateTable
CREATE TABLE "assignment_rule" (
    "id" INTEGER NOT NULL DEFAULT 1,
    "mode" "AssignmentMode" NOT NULL DEFAULT 'off',
    "last_assignee_id" INTEGER,
    "version" INTEGER NOT NULL DEFAULT 1,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "assignment_rule_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "type_assignees" (
    "type" "RequestType" NOT NULL,
    "assignee_id" INTEGER NOT NULL,

    CONSTRAINT "type_assignees_pkey" PRIMARY KEY ("type")
);

-- CreateIndex
CREATE INDEX "orders_assignee_id_idx" ON "orders"("assignee_id");

-- CreateIndex
CREATE INDEX "orders_follow_up_on_idx" ON "orders"("follow_up_on");

-- AddForeignKey
ALTER TABLE "orders" ADD CONSTRAINT "orders_assignee_id_fkey" FOREIGN KEY ("assignee_id") REFERENCES "admin_users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "type_assignees" ADD CONSTRAINT "type_assignees_assignee_id_fkey" FOREIGN KEY ("assignee_id") REFERENCES "admin_users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- The rule is one row, there from the start: storing a request locks it (FOR UPDATE), which needs a row to lock.
ALTER TABLE "assignment_rule" ADD CONSTRAINT "assignment_rule_one_row" CHECK ("id" = 1);
INSERT INTO "assignment_rule" ("id", "updated_at") VALUES (1, CURRENT_TIMESTAMP);
