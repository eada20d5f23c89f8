-- AlterTable
ALTER TABLE "smoobu_reservation_requests" ADD COLUMN     "next_try_at" TIMESTAMPTZ(3),
ADD COLUMN     "tries" INTEGER NOT NULL DEFAULT 0;
