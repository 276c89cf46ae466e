-- AlterTable
ALTER TABLE "orders" ADD COLUMN     "status_token_hash" TEXT;

-- CreateTable
CREATE TABLE "order_notes" (
    "id" SERIAL NOT NULL,
    "order_n" INTEGER NOT NULL,
    "author_id" INTEGER,
    "author_name" TEXT NOT NULL DEFAULT '',
    "body" TEXT NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "order_notes_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "order_steps" (
    "order_n" INTEGER NOT NULL,
    "step" TEXT NOT NULL,
    "done_on" DATE NOT NULL,

    CONSTRAINT "order_steps_pkey" PRIMARY KEY ("order_n","step")
);

-- CreateIndex
CREATE INDEX "order_notes_order_n_created_at_idx" ON "order_notes"("order_n", "created_at");

-- CreateIndex
CREATE UNIQUE INDEX "orders_status_token_hash_key" ON "orders"("status_token_hash");

-- AddForeignKey
ALTER TABLE "order_notes" ADD CONSTRAINT "order_notes_order_n_fkey" FOREIGN KEY ("order_n") REFERENCES "orders"("n") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "order_notes" ADD CONSTRAINT "order_notes_author_id_fkey" FOREIGN KEY ("author_id") REFERENCES "admin_users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "order_steps" ADD CONSTRAINT "order_steps_order_n_fkey" FOREIGN KEY ("order_n") REFERENCES "orders"("n") ON DELETE CASCADE ON UPDATE CASCADE;

-- The old notes box becomes each request's first note (no author was kept, and the time it was last saved
-- is the closest to when it was written) before the box goes: the thread is the notes' one home
INSERT INTO "order_notes" ("order_n", "author_name", "body", "created_at")
SELECT "n", '', "staff_notes", "updated_at" FROM "orders" WHERE btrim("staff_notes") <> '';

-- AlterTable
ALTER TABLE "orders" DROP COLUMN "staff_notes";
