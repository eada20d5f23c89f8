-- Hand-written (a separate migration: PostgreSQL cannot use enum values added in the same
-- transaction, and 'processing' was added by the previous one).
--
-- At most one open checkout attempt per booking (open amount) and per offer (deposit): a second
-- 'Pay' goes back to the open session or closes it at the provider first, so two sessions for the
-- same money can never both be paid. Older duplicates are closed here; a payment that still
-- arrives for one of them is recorded all the same (money that arrived always wins).
UPDATE "booking_payments" p SET "status" = 'expired'
WHERE p."status" = 'pending' AND EXISTS (
  SELECT 1 FROM "booking_payments" q
  WHERE q."status" = 'pending' AND q."purpose" = p."purpose" AND q."id" <> p."id"
    AND ((p."purpose" = 'open_amount' AND q."booking_id" = p."booking_id") OR (p."purpose" = 'offer_deposit' AND q."offer_id" = p."offer_id"))
    AND (q."created_at", q."id") > (p."created_at", p."id")
);

CREATE UNIQUE INDEX "booking_payments_one_open_per_booking" ON "booking_payments" ("booking_id")
  WHERE "purpose" = 'open_amount' AND "status" IN ('pending', 'processing');
CREATE UNIQUE INDEX "booking_payments_one_open_per_offer" ON "booking_payments" ("offer_id")
  WHERE "purpose" = 'offer_deposit' AND "status" IN ('pending', 'processing');
