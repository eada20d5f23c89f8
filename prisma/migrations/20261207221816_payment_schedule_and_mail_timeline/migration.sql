-- CreateEnum
CREATE TYPE "booking_mail_kind" AS ENUM ('confirmation', 'guest_list_request', 'balance_reminder', 'arrival_info', 'access_details', 'thank_you');

-- CreateEnum
CREATE TYPE "booking_mail_state" AS ENUM ('scheduled', 'queued', 'sent', 'failed', 'skipped');

-- AlterTable
ALTER TABLE "bookings" ADD COLUMN     "mails_paused" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "mails_paused_at" TIMESTAMPTZ(3),
ADD COLUMN     "mails_paused_by_id" UUID;

-- AlterTable
ALTER TABLE "properties" ADD COLUMN     "access_details" JSONB NOT NULL DEFAULT '{"de":""}',
ADD COLUMN     "arrival_info" JSONB NOT NULL DEFAULT '{"de":""}',
ADD COLUMN     "balance_due_days" INTEGER NOT NULL DEFAULT 30,
ADD COLUMN     "key_info" JSONB NOT NULL DEFAULT '{"de":""}',
ADD COLUMN     "parking_info" JSONB NOT NULL DEFAULT '{"de":""}';

-- CreateTable
CREATE TABLE "payment_schedule_overrides" (
    "booking_id" UUID NOT NULL,
    "due_date" DATE,
    "due_date_set_by_id" UUID,
    "due_date_set_at" TIMESTAMPTZ(3),
    "reminders_waived" BOOLEAN NOT NULL DEFAULT false,
    "reminders_waived_by_id" UUID,
    "reminders_waived_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "payment_schedule_overrides_pkey" PRIMARY KEY ("booking_id")
);

-- CreateTable
CREATE TABLE "booking_mails" (
    "id" UUID NOT NULL,
    "booking_id" UUID NOT NULL,
    "kind" "booking_mail_kind" NOT NULL,
    "key" TEXT NOT NULL,
    "state" "booking_mail_state" NOT NULL DEFAULT 'scheduled',
    "scheduled_for" TIMESTAMPTZ(3),
    "sent_at" TIMESTAMPTZ(3),
    "outbox_id" UUID,
    "reason" TEXT,
    "with_access_details" BOOLEAN,
    "paused" BOOLEAN NOT NULL DEFAULT false,
    "paused_by_id" UUID,
    "paused_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "booking_mails_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "booking_mails_state_scheduled_for_idx" ON "booking_mails"("state", "scheduled_for");

-- CreateIndex
CREATE INDEX "booking_mails_outbox_id_idx" ON "booking_mails"("outbox_id");

-- CreateIndex
CREATE UNIQUE INDEX "booking_mails_booking_id_kind_key_key" ON "booking_mails"("booking_id", "kind", "key");

-- AddForeignKey
ALTER TABLE "payment_schedule_overrides" ADD CONSTRAINT "payment_schedule_overrides_booking_id_fkey" FOREIGN KEY ("booking_id") REFERENCES "bookings"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "booking_mails" ADD CONSTRAINT "booking_mails_booking_id_fkey" FOREIGN KEY ("booking_id") REFERENCES "bookings"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "booking_mails" ADD CONSTRAINT "booking_mails_outbox_id_fkey" FOREIGN KEY ("outbox_id") REFERENCES "mail_outbox"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- Hand-written (Prisma does not model CHECK constraints): a house's balance days stay within a
-- year; a mail's key is its own booking's (`${bookingId}:${kind}:${point}`, lib/domain/mail-timeline.ts);
-- a failed or skipped mail says why.
ALTER TABLE "properties" ADD CONSTRAINT "properties_balance_due_days_check" CHECK ("balance_due_days" BETWEEN 0 AND 365);
ALTER TABLE "booking_mails" ADD CONSTRAINT "booking_mails_key_check" CHECK (starts_with("key", "booking_id"::text || ':'));
ALTER TABLE "booking_mails" ADD CONSTRAINT "booking_mails_reason_check" CHECK ("state" NOT IN ('failed', 'skipped') OR "reason" IS NOT NULL);
