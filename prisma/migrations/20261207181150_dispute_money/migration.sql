-- AlterEnum
-- This migration adds more than one value to an enum.
-- With PostgreSQL versions 11 and earlier, this is not possible
-- in a single migration. This can be worked around by creating
-- multiple migrations, each migration adding only one value to
-- the enum.


ALTER TYPE "ledger_status" ADD VALUE 'inquiry';
ALTER TYPE "ledger_status" ADD VALUE 'prevented';

-- AlterTable
ALTER TABLE "ledger_entries" ADD COLUMN     "fee" DECIMAL(10,2);

-- Hand-written: disputes keep to their statuses, now with inquiries and preventions (compared
-- as text: a value added by ALTER TYPE cannot be used as an enum literal in the same transaction).
ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entries_status_check";
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_status_check" CHECK (
  ("kind" = 'payment' AND "status"::text = 'succeeded')
  OR ("kind" = 'refund' AND "status"::text IN ('requested', 'pending', 'succeeded', 'failed', 'canceled'))
  OR ("kind" = 'dispute' AND "status"::text IN ('inquiry', 'open', 'won', 'lost', 'prevented', 'canceled'))
  OR ("kind" = 'external' AND "status"::text IN ('reported', 'withdrawn'))
);
-- Only a dispute carries a fee, never a negative one.
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_fee_check" CHECK (
  "fee" IS NULL OR ("kind" = 'dispute' AND "fee" >= 0)
);
