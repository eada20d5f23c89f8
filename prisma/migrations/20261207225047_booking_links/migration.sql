-- CreateEnum
CREATE TYPE "booking_link_purpose" AS ENUM ('pay', 'guest_list');

-- CreateTable
CREATE TABLE "booking_links" (
    "id" UUID NOT NULL,
    "booking_id" UUID NOT NULL,
    "purpose" "booking_link_purpose" NOT NULL,
    "token_hash" TEXT NOT NULL,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,
    "revoked_at" TIMESTAMPTZ(3),
    "revoked_reason" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "booking_links_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "booking_links_token_hash_key" ON "booking_links"("token_hash");

-- CreateIndex
CREATE INDEX "booking_links_booking_id_purpose_idx" ON "booking_links"("booking_id", "purpose");

-- AddForeignKey
ALTER TABLE "booking_links" ADD CONSTRAINT "booking_links_booking_id_fkey" FOREIGN KEY ("booking_id") REFERENCES "bookings"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Hand-written: one live (unrevoked) link per booking and purpose; issuing again revokes first.
CREATE UNIQUE INDEX "booking_links_one_live" ON "booking_links"("booking_id", "purpose") WHERE "revoked_at" IS NULL;
ALTER TABLE "booking_links" ADD CONSTRAINT "booking_links_revoked_reason_check"
  CHECK ((revoked_at IS NULL AND revoked_reason IS NULL) OR (revoked_at IS NOT NULL AND revoked_reason IN ('replaced', 'paid', 'office')));
