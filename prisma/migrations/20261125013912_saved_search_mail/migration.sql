-- AlterEnum
ALTER TYPE "MailAudience" ADD VALUE 'subscriber';

-- AlterTable
ALTER TABLE "mail_outbox" ADD COLUMN     "unsubscribe_url" TEXT;
