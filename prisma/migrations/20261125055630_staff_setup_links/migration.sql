-- AlterTable
ALTER TABLE "admin_users" ADD COLUMN     "setup_expires_at" TIMESTAMP(3),
ADD COLUMN     "setup_token_hash" TEXT;

-- CreateIndex
CREATE UNIQUE INDEX "admin_users_setup_token_hash_key" ON "admin_users"("setup_token_hash");
