-- AlterEnum
ALTER TYPE "MailKind" ADD VALUE 'reply';

-- CreateTable
CREATE TABLE "order_replies" (
    "id" SERIAL NOT NULL,
    "order_n" INTEGER NOT NULL,
    "mail_id" INTEGER,
    "author_id" INTEGER,
    "author_name" TEXT NOT NULL,
    "subject" TEXT NOT NULL,
    "body" TEXT NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "order_replies_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "reply_templates" (
    "id" SERIAL NOT NULL,
    "request_type" "RequestType",
    "locale" "Locale" NOT NULL,
    "name" TEXT NOT NULL,
    "subject" TEXT NOT NULL,
    "body" TEXT NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,
    "version" INTEGER NOT NULL DEFAULT 1,

    CONSTRAINT "reply_templates_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "order_replies_mail_id_key" ON "order_replies"("mail_id");

-- CreateIndex
CREATE INDEX "order_replies_order_n_created_at_idx" ON "order_replies"("order_n", "created_at");

-- CreateIndex
CREATE INDEX "reply_templates_locale_request_type_idx" ON "reply_templates"("locale", "request_type");

-- AddForeignKey
ALTER TABLE "order_replies" ADD CONSTRAINT "order_replies_order_n_fkey" FOREIGN KEY ("order_n") REFERENCES "orders"("n") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "order_replies" ADD CONSTRAINT "order_replies_mail_id_fkey" FOREIGN KEY ("mail_id") REFERENCES "mail_outbox"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "order_replies" ADD CONSTRAINT "order_replies_author_id_fkey" FOREIGN KEY ("author_id") REFERENCES "admin_users"("id") ON DELETE SET NULL ON UPDATE CASCADE;
