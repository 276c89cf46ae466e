-- CreateEnum
CREATE TYPE "MailKind" AS ENUM ('requestNotice', 'acknowledgement', 'searchConfirmation', 'searchAlert');

-- AlterTable: the mail already queued gets its kind from whom it went to and what it was about, then the
-- column is required. Mail to a customer with an order is an acknowledgement, without one (a saved search
-- confirmation, or an acknowledgement whose order staff deleted since), it is counted as a confirmation.
ALTER TABLE "mail_outbox" ADD COLUMN     "kind" "MailKind";
UPDATE "mail_outbox" SET "kind" = CASE
  WHEN "audience" = 'staff' THEN 'requestNotice'::"MailKind"
  WHEN "audience" = 'subscriber' THEN 'searchAlert'::"MailKind"
  WHEN "order_n" IS NOT NULL THEN 'acknowledgement'::"MailKind"
  ELSE 'searchConfirmation'::"MailKind"
END;
ALTER TABLE "mail_outbox" ALTER COLUMN "kind" SET NOT NULL;

-- AlterTable: a search still waiting for confirmation was mailed when it was saved.
ALTER TABLE "saved_searches" ADD COLUMN     "confirm_sent_at" TIMESTAMP(3);
UPDATE "saved_searches" SET "confirm_sent_at" = "created_at" WHERE "confirmed_at" IS NULL;

-- CreateIndex
CREATE INDEX "mail_outbox_kind_created_at_idx" ON "mail_outbox"("kind", "created_at");
