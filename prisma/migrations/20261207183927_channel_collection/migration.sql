-- AlterTable
ALTER TABLE "bookings" ADD COLUMN     "collect_through_us" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "collection_set_at" TIMESTAMPTZ(3),
ADD COLUMN     "collection_set_by_id" UUID;
