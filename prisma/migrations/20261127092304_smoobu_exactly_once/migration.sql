-- CreateEnum
CREATE TYPE "smoobu_delivery_status" AS ENUM ('queued', 'processed', 'rejected', 'failed');

-- CreateEnum
CREATE TYPE "smoobu_create_status" AS ENUM ('pending', 'sending', 'uncertain', 'created', 'overlap', 'invalid', 'auth', 'no_channel');

-- AlterEnum
ALTER TYPE "sync_kind" ADD VALUE 'reconcile';

-- AlterTable
ALTER TABLE "sync_runs" ADD COLUMN     "report" JSONB;

-- CreateTable
CREATE TABLE "smoobu_webhook_deliveries" (
    "id" UUID NOT NULL,
    "body_hash" TEXT NOT NULL,
    "action" TEXT NOT NULL,
    "smoobu_booking_id" INTEGER,
    "apartment_id" INTEGER,
    "payload" JSONB NOT NULL,
    "status" "smoobu_delivery_status" NOT NULL DEFAULT 'queued',
    "outcome" TEXT,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "received_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "processed_at" TIMESTAMPTZ(3),

    CONSTRAINT "smoobu_webhook_deliveries_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "smoobu_reservation_requests" (
    "id" UUID NOT NULL,
    "offer_id" UUID NOT NULL,
    "attempt_id" UUID NOT NULL,
    "payment_id" UUID NOT NULL,
    "session_id" TEXT NOT NULL,
    "reference" TEXT NOT NULL,
    "apartment_id" INTEGER NOT NULL,
    "arrival" DATE NOT NULL,
    "departure" DATE NOT NULL,
    "status" "smoobu_create_status" NOT NULL DEFAULT 'pending',
    "posts" INTEGER NOT NULL DEFAULT 0,
    "smoobu_booking_id" INTEGER,
    "last_error" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "smoobu_reservation_requests_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "smoobu_webhook_deliveries_body_hash_key" ON "smoobu_webhook_deliveries"("body_hash");

-- CreateIndex
CREATE INDEX "smoobu_webhook_deliveries_status_received_at_idx" ON "smoobu_webhook_deliveries"("status", "received_at");

-- CreateIndex
CREATE INDEX "smoobu_webhook_deliveries_smoobu_booking_id_idx" ON "smoobu_webhook_deliveries"("smoobu_booking_id");

-- CreateIndex
CREATE UNIQUE INDEX "smoobu_reservation_requests_offer_id_key" ON "smoobu_reservation_requests"("offer_id");

-- CreateIndex
CREATE INDEX "smoobu_reservation_requests_status_idx" ON "smoobu_reservation_requests"("status");

-- AddForeignKey
ALTER TABLE "smoobu_reservation_requests" ADD CONSTRAINT "smoobu_reservation_requests_offer_id_fkey" FOREIGN KEY ("offer_id") REFERENCES "offers"("id") ON DELETE CASCADE ON UPDATE CASCADE;
