-- Hand-written: extensions the generated part relies on (citext columns) and the exclusion
-- constraint at the end (btree_gist). Prisma cannot express either.
CREATE EXTENSION IF NOT EXISTS citext;
CREATE EXTENSION IF NOT EXISTS btree_gist;

-- CreateEnum
CREATE TYPE "role" AS ENUM ('guest', 'team_member', 'admin', 'planner', 'team');

-- CreateEnum
CREATE TYPE "user_status" AS ENUM ('active', 'inactive');

-- CreateEnum
CREATE TYPE "locale" AS ENUM ('de', 'en', 'fr');

-- CreateEnum
CREATE TYPE "poi_category" AS ENUM ('transportation', 'shopping', 'restaurants', 'ski_facilities', 'medical', 'entertainment', 'services', 'other');

-- CreateEnum
CREATE TYPE "booking_type" AS ENUM ('reservation', 'modification', 'cancelled', 'deleted');

-- CreateEnum
CREATE TYPE "payment_status" AS ENUM ('pending', 'succeeded', 'failed', 'refunded');

-- CreateEnum
CREATE TYPE "payment_purpose" AS ENUM ('offer_deposit', 'open_amount');

-- CreateEnum
CREATE TYPE "assignment_type" AS ENUM ('cleaning');

-- CreateEnum
CREATE TYPE "offer_status" AS ENUM ('draft', 'sent', 'viewed', 'accepted', 'expired', 'rejected');

-- CreateEnum
CREATE TYPE "offer_source" AS ENUM ('admin', 'instant');

-- CreateEnum
CREATE TYPE "sync_kind" AS ENUM ('bookings_history', 'bookings_incremental', 'rates', 'single_import');

-- CreateEnum
CREATE TYPE "sync_status" AS ENUM ('queued', 'running', 'succeeded', 'failed');

-- CreateEnum
CREATE TYPE "mail_status" AS ENUM ('queued', 'sent', 'failed');

-- CreateEnum
CREATE TYPE "auth_token_purpose" AS ENUM ('email_verification', 'password_reset');

-- CreateTable
CREATE TABLE "properties" (
    "id" UUID NOT NULL,
    "slug" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "location" TEXT NOT NULL,
    "address" TEXT NOT NULL DEFAULT '',
    "description" JSONB NOT NULL DEFAULT '{"de":""}',
    "amenities" JSONB NOT NULL DEFAULT '[]',
    "images" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "latitude" DOUBLE PRECISION,
    "longitude" DOUBLE PRECISION,
    "google_place_id" TEXT,
    "airbnb_url" TEXT,
    "booking_url" TEXT,
    "website_url" TEXT,
    "phone" TEXT,
    "max_guests" INTEGER NOT NULL,
    "bedrooms" INTEGER NOT NULL,
    "bathrooms" INTEGER NOT NULL,
    "price_per_night" DECIMAL(10,2),
    "size_m2" INTEGER,
    "cleaning_fee" DECIMAL(10,2),
    "downpayment_amount" DECIMAL(10,2),
    "check_in_time" TEXT NOT NULL DEFAULT '16:00',
    "check_out_time" TEXT NOT NULL DEFAULT '10:00',
    "smoobu_property_id" INTEGER,
    "is_visible" BOOLEAN NOT NULL DEFAULT false,
    "is_group_house" BOOLEAN NOT NULL DEFAULT false,
    "request_guest_lists" BOOLEAN NOT NULL DEFAULT false,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "properties_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "points_of_interest" (
    "id" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "category" "poi_category" NOT NULL DEFAULT 'other',
    "description" JSONB,
    "address" TEXT,
    "latitude" DOUBLE PRECISION,
    "longitude" DOUBLE PRECISION,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "points_of_interest_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "property_points_of_interest" (
    "property_id" UUID NOT NULL,
    "point_of_interest_id" UUID NOT NULL,

    CONSTRAINT "property_points_of_interest_pkey" PRIMARY KEY ("property_id","point_of_interest_id")
);

-- CreateTable
CREATE TABLE "faq_items" (
    "id" UUID NOT NULL,
    "property_id" UUID NOT NULL,
    "question" JSONB NOT NULL,
    "answer" JSONB NOT NULL,
    "order_index" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "faq_items_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "property_rates" (
    "property_id" UUID NOT NULL,
    "date" DATE NOT NULL,
    "price" DECIMAL(10,2),
    "available" BOOLEAN NOT NULL,
    "min_length_of_stay" INTEGER,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "property_rates_pkey" PRIMARY KEY ("property_id","date")
);

-- CreateTable
CREATE TABLE "channels" (
    "id" UUID NOT NULL,
    "smoobu_channel_id" INTEGER,
    "name" TEXT NOT NULL,

    CONSTRAINT "channels_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "bookings" (
    "id" UUID NOT NULL,
    "smoobu_booking_id" INTEGER,
    "reference_id" TEXT,
    "type" "booking_type" NOT NULL DEFAULT 'reservation',
    "arrival" DATE NOT NULL,
    "departure" DATE NOT NULL,
    "created_at_smoobu" TIMESTAMPTZ(3),
    "modified_at_smoobu" TIMESTAMPTZ(3),
    "property_id" UUID NOT NULL,
    "channel_id" UUID,
    "guest_name" TEXT NOT NULL DEFAULT '',
    "email" CITEXT,
    "phone" TEXT,
    "adults" INTEGER NOT NULL DEFAULT 1,
    "children" INTEGER NOT NULL DEFAULT 0,
    "check_in" TIME(0),
    "check_out" TIME(0),
    "notice" TEXT NOT NULL DEFAULT '',
    "price" DECIMAL(10,2),
    "price_paid" BOOLEAN NOT NULL DEFAULT false,
    "prepayment" DECIMAL(10,2),
    "prepayment_paid" BOOLEAN NOT NULL DEFAULT false,
    "deposit" DECIMAL(10,2),
    "deposit_paid" BOOLEAN NOT NULL DEFAULT false,
    "language" TEXT,
    "guest_app_url" TEXT,
    "is_blocked_booking" BOOLEAN NOT NULL DEFAULT false,
    "guest_id" INTEGER,
    "price_elements" JSONB,
    "price_elements_at" TIMESTAMPTZ(3),
    "offer_id" UUID,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "bookings_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "booking_guests" (
    "id" UUID NOT NULL,
    "booking_id" UUID NOT NULL,
    "first_name" TEXT NOT NULL,
    "last_name" TEXT NOT NULL,
    "date_of_birth" DATE NOT NULL,
    "email" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "booking_guests_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "booking_payments" (
    "id" UUID NOT NULL,
    "booking_id" UUID,
    "offer_id" UUID,
    "purpose" "payment_purpose" NOT NULL DEFAULT 'open_amount',
    "amount" DECIMAL(10,2) NOT NULL,
    "currency" CHAR(3) NOT NULL DEFAULT 'CHF',
    "status" "payment_status" NOT NULL DEFAULT 'pending',
    "provider" TEXT NOT NULL,
    "provider_session_id" TEXT,
    "provider_payment_id" TEXT,
    "needs_refund" BOOLEAN NOT NULL DEFAULT false,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "booking_payments_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "booking_assignments" (
    "id" UUID NOT NULL,
    "booking_id" UUID NOT NULL,
    "user_id" UUID NOT NULL,
    "assignment_type" "assignment_type" NOT NULL DEFAULT 'cleaning',
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "booking_assignments_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "users" (
    "id" UUID NOT NULL,
    "email" CITEXT NOT NULL,
    "password_hash" TEXT,
    "email_verified" TIMESTAMPTZ(3),
    "name" TEXT,
    "image" TEXT,
    "status" "user_status" NOT NULL DEFAULT 'active',
    "session_version" INTEGER NOT NULL DEFAULT 0,
    "ical_secret" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "users_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "user_profiles" (
    "id" UUID NOT NULL,
    "first_name" TEXT,
    "last_name" TEXT,
    "phone" TEXT,
    "address" TEXT,
    "zip" TEXT,
    "city" TEXT,
    "country" TEXT,
    "company_name" TEXT,
    "color" TEXT,
    "last_dashboard_page" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "user_profiles_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "user_roles" (
    "user_id" UUID NOT NULL,
    "role" "role" NOT NULL,

    CONSTRAINT "user_roles_pkey" PRIMARY KEY ("user_id","role")
);

-- CreateTable
CREATE TABLE "accounts" (
    "id" UUID NOT NULL,
    "user_id" UUID NOT NULL,
    "type" TEXT NOT NULL,
    "provider" TEXT NOT NULL,
    "provider_account_id" TEXT NOT NULL,
    "refresh_token" TEXT,
    "access_token" TEXT,
    "expires_at" INTEGER,
    "token_type" TEXT,
    "scope" TEXT,
    "id_token" TEXT,
    "session_state" TEXT,

    CONSTRAINT "accounts_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "sessions" (
    "id" UUID NOT NULL,
    "session_token" TEXT NOT NULL,
    "user_id" UUID NOT NULL,
    "expires" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "sessions_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "verification_tokens" (
    "identifier" TEXT NOT NULL,
    "token" TEXT NOT NULL,
    "expires" TIMESTAMPTZ(3) NOT NULL
);

-- CreateTable
CREATE TABLE "auth_tokens" (
    "id" UUID NOT NULL,
    "user_id" UUID NOT NULL,
    "purpose" "auth_token_purpose" NOT NULL,
    "token_hash" TEXT NOT NULL,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,
    "used_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "auth_tokens_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "rate_limit_hits" (
    "key" TEXT NOT NULL,
    "window_start" TIMESTAMPTZ(3) NOT NULL,
    "count" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "rate_limit_hits_pkey" PRIMARY KEY ("key","window_start")
);

-- CreateTable
CREATE TABLE "website_info_pages" (
    "id" UUID NOT NULL,
    "slug" TEXT NOT NULL,
    "nav_title" JSONB NOT NULL,
    "page_title" JSONB NOT NULL,
    "content" JSONB NOT NULL,
    "visible" BOOLEAN NOT NULL DEFAULT true,
    "in_footer" BOOLEAN NOT NULL DEFAULT false,
    "order" INTEGER NOT NULL DEFAULT 0,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "website_info_pages_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "team_members" (
    "id" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "title" JSONB NOT NULL,
    "description" JSONB,
    "photo_url" TEXT,
    "email" TEXT NOT NULL,
    "phone" TEXT,
    "linkedin_url" TEXT,
    "order" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "team_members_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "blog_posts" (
    "id" UUID NOT NULL,
    "title" JSONB NOT NULL,
    "content" JSONB NOT NULL,
    "category" JSONB NOT NULL,
    "image_url" TEXT,
    "published_at" TIMESTAMPTZ(3) NOT NULL,
    "property_id" UUID,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "blog_posts_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "quote_requests" (
    "id" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "phone" TEXT,
    "project_type" TEXT NOT NULL,
    "message" TEXT NOT NULL,
    "locale" "locale" NOT NULL DEFAULT 'de',
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "quote_requests_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "offers" (
    "id" UUID NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "status" "offer_status" NOT NULL DEFAULT 'draft',
    "source" "offer_source" NOT NULL DEFAULT 'admin',
    "guest_name" TEXT,
    "guest_email" CITEXT,
    "guest_phone" TEXT,
    "guest_street" TEXT,
    "guest_postal_code" TEXT,
    "guest_city" TEXT,
    "guest_country" TEXT,
    "language" "locale" NOT NULL DEFAULT 'en',
    "property_id" UUID,
    "channel_id" UUID,
    "ota_reference" TEXT,
    "check_in" DATE,
    "check_out" DATE,
    "adults" INTEGER NOT NULL DEFAULT 1,
    "children_6_to_16" INTEGER NOT NULL DEFAULT 0,
    "children_3_to_5" INTEGER NOT NULL DEFAULT 0,
    "babies" INTEGER NOT NULL DEFAULT 0,
    "base_price" DECIMAL(10,2),
    "discount" DECIMAL(10,2) NOT NULL DEFAULT 0,
    "cleaning_fee" DECIMAL(10,2),
    "tourist_tax" DECIMAL(10,2),
    "saastal_card" DECIMAL(10,2),
    "total_price" DECIMAL(10,2),
    "downpayment_amount" DECIMAL(10,2),
    "expires_at" TIMESTAMPTZ(3),
    "offer_token" TEXT NOT NULL,
    "email_input_text" TEXT,
    "generated_email_response" TEXT,
    "special_requests" TEXT,
    "paid_at" TIMESTAMPTZ(3),
    "attention_reason" TEXT,

    CONSTRAINT "offers_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "processed_webhook_events" (
    "provider" TEXT NOT NULL,
    "event_id" TEXT NOT NULL,
    "event_type" TEXT,
    "received_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "processed_webhook_events_pkey" PRIMARY KEY ("provider","event_id")
);

-- CreateTable
CREATE TABLE "sync_runs" (
    "id" UUID NOT NULL,
    "kind" "sync_kind" NOT NULL,
    "status" "sync_status" NOT NULL DEFAULT 'queued',
    "started_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "finished_at" TIMESTAMPTZ(3),
    "total" INTEGER NOT NULL DEFAULT 0,
    "done" INTEGER NOT NULL DEFAULT 0,
    "failed" INTEGER NOT NULL DEFAULT 0,
    "message" TEXT,
    "cursor" JSONB,
    "params" JSONB,

    CONSTRAINT "sync_runs_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "mail_outbox" (
    "id" UUID NOT NULL,
    "to_address" TEXT NOT NULL,
    "subject" TEXT NOT NULL,
    "text_body" TEXT NOT NULL,
    "html_body" TEXT,
    "template" TEXT,
    "locale" "locale" NOT NULL DEFAULT 'de',
    "status" "mail_status" NOT NULL DEFAULT 'queued',
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "last_error" TEXT,
    "send_after" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "sent_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "mail_outbox_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "properties_slug_key" ON "properties"("slug");

-- CreateIndex
CREATE UNIQUE INDEX "properties_smoobu_property_id_key" ON "properties"("smoobu_property_id");

-- CreateIndex
CREATE INDEX "properties_is_visible_name_idx" ON "properties"("is_visible", "name");

-- CreateIndex
CREATE INDEX "property_points_of_interest_point_of_interest_id_idx" ON "property_points_of_interest"("point_of_interest_id");

-- CreateIndex
CREATE INDEX "faq_items_property_id_order_index_idx" ON "faq_items"("property_id", "order_index");

-- CreateIndex
CREATE UNIQUE INDEX "channels_smoobu_channel_id_key" ON "channels"("smoobu_channel_id");

-- CreateIndex
CREATE UNIQUE INDEX "bookings_smoobu_booking_id_key" ON "bookings"("smoobu_booking_id");

-- CreateIndex
CREATE UNIQUE INDEX "bookings_offer_id_key" ON "bookings"("offer_id");

-- CreateIndex
CREATE INDEX "bookings_email_idx" ON "bookings"("email");

-- CreateIndex
CREATE INDEX "bookings_property_id_arrival_departure_idx" ON "bookings"("property_id", "arrival", "departure");

-- CreateIndex
CREATE INDEX "bookings_arrival_idx" ON "bookings"("arrival");

-- CreateIndex
CREATE INDEX "bookings_departure_idx" ON "bookings"("departure");

-- CreateIndex
CREATE INDEX "booking_guests_booking_id_created_at_idx" ON "booking_guests"("booking_id", "created_at");

-- CreateIndex
CREATE UNIQUE INDEX "booking_payments_provider_session_id_key" ON "booking_payments"("provider_session_id");

-- CreateIndex
CREATE INDEX "booking_payments_booking_id_created_at_idx" ON "booking_payments"("booking_id", "created_at");

-- CreateIndex
CREATE INDEX "booking_payments_offer_id_idx" ON "booking_payments"("offer_id");

-- CreateIndex
CREATE INDEX "booking_assignments_user_id_idx" ON "booking_assignments"("user_id");

-- CreateIndex
CREATE UNIQUE INDEX "booking_assignments_booking_id_user_id_assignment_type_key" ON "booking_assignments"("booking_id", "user_id", "assignment_type");

-- CreateIndex
CREATE UNIQUE INDEX "users_email_key" ON "users"("email");

-- CreateIndex
CREATE UNIQUE INDEX "users_ical_secret_key" ON "users"("ical_secret");

-- CreateIndex
CREATE INDEX "user_roles_role_idx" ON "user_roles"("role");

-- CreateIndex
CREATE INDEX "accounts_user_id_idx" ON "accounts"("user_id");

-- CreateIndex
CREATE UNIQUE INDEX "accounts_provider_provider_account_id_key" ON "accounts"("provider", "provider_account_id");

-- CreateIndex
CREATE UNIQUE INDEX "sessions_session_token_key" ON "sessions"("session_token");

-- CreateIndex
CREATE INDEX "sessions_user_id_idx" ON "sessions"("user_id");

-- CreateIndex
CREATE UNIQUE INDEX "verification_tokens_identifier_token_key" ON "verification_tokens"("identifier", "token");

-- CreateIndex
CREATE UNIQUE INDEX "auth_tokens_token_hash_key" ON "auth_tokens"("token_hash");

-- CreateIndex
CREATE INDEX "auth_tokens_user_id_purpose_idx" ON "auth_tokens"("user_id", "purpose");

-- CreateIndex
CREATE INDEX "rate_limit_hits_window_start_idx" ON "rate_limit_hits"("window_start");

-- CreateIndex
CREATE UNIQUE INDEX "website_info_pages_slug_key" ON "website_info_pages"("slug");

-- CreateIndex
CREATE INDEX "website_info_pages_visible_order_idx" ON "website_info_pages"("visible", "order");

-- CreateIndex
CREATE INDEX "blog_posts_published_at_idx" ON "blog_posts"("published_at");

-- CreateIndex
CREATE INDEX "quote_requests_created_at_idx" ON "quote_requests"("created_at");

-- CreateIndex
CREATE UNIQUE INDEX "offers_offer_token_key" ON "offers"("offer_token");

-- CreateIndex
CREATE INDEX "offers_created_at_idx" ON "offers"("created_at");

-- CreateIndex
CREATE INDEX "offers_status_idx" ON "offers"("status");

-- CreateIndex
CREATE INDEX "offers_property_id_check_in_idx" ON "offers"("property_id", "check_in");

-- CreateIndex
CREATE INDEX "sync_runs_kind_started_at_idx" ON "sync_runs"("kind", "started_at");

-- CreateIndex
CREATE INDEX "sync_runs_status_idx" ON "sync_runs"("status");

-- CreateIndex
CREATE INDEX "mail_outbox_status_send_after_idx" ON "mail_outbox"("status", "send_after");

-- CreateIndex
CREATE INDEX "mail_outbox_to_address_idx" ON "mail_outbox"("to_address");

-- CreateIndex
CREATE INDEX "mail_outbox_created_at_idx" ON "mail_outbox"("created_at");

-- AddForeignKey
ALTER TABLE "property_points_of_interest" ADD CONSTRAINT "property_points_of_interest_property_id_fkey" FOREIGN KEY ("property_id") REFERENCES "properties"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "property_points_of_interest" ADD CONSTRAINT "property_points_of_interest_point_of_interest_id_fkey" FOREIGN KEY ("point_of_interest_id") REFERENCES "points_of_interest"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "faq_items" ADD CONSTRAINT "faq_items_property_id_fkey" FOREIGN KEY ("property_id") REFERENCES "properties"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "property_rates" ADD CONSTRAINT "property_rates_property_id_fkey" FOREIGN KEY ("property_id") REFERENCES "properties"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_property_id_fkey" FOREIGN KEY ("property_id") REFERENCES "properties"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_channel_id_fkey" FOREIGN KEY ("channel_id") REFERENCES "channels"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_offer_id_fkey" FOREIGN KEY ("offer_id") REFERENCES "offers"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "booking_guests" ADD CONSTRAINT "booking_guests_booking_id_fkey" FOREIGN KEY ("booking_id") REFERENCES "bookings"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "booking_payments" ADD CONSTRAINT "booking_payments_booking_id_fkey" FOREIGN KEY ("booking_id") REFERENCES "bookings"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "booking_payments" ADD CONSTRAINT "booking_payments_offer_id_fkey" FOREIGN KEY ("offer_id") REFERENCES "offers"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "booking_assignments" ADD CONSTRAINT "booking_assignments_booking_id_fkey" FOREIGN KEY ("booking_id") REFERENCES "bookings"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "booking_assignments" ADD CONSTRAINT "booking_assignments_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "user_profiles" ADD CONSTRAINT "user_profiles_id_fkey" FOREIGN KEY ("id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "auth_tokens" ADD CONSTRAINT "auth_tokens_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "blog_posts" ADD CONSTRAINT "blog_posts_property_id_fkey" FOREIGN KEY ("property_id") REFERENCES "properties"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "offers" ADD CONSTRAINT "offers_property_id_fkey" FOREIGN KEY ("property_id") REFERENCES "properties"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "offers" ADD CONSTRAINT "offers_channel_id_fkey" FOREIGN KEY ("channel_id") REFERENCES "channels"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- ---------------------------------------------------------------------------------------------
-- Hand-written constraints (Prisma cannot express them; keep them when editing later migrations)
-- ---------------------------------------------------------------------------------------------

-- Two live bookings of one property never overlap. Nights are [arrival, departure): a departure
-- on the day of the next arrival is a normal turnover, not an overlap.
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_no_overlap"
  EXCLUDE USING gist ("property_id" WITH =, daterange("arrival", "departure", '[)') WITH &&)
  WHERE ("type" NOT IN ('cancelled', 'deleted'));

ALTER TABLE "bookings" ADD CONSTRAINT "bookings_dates_check" CHECK ("departure" >= "arrival");
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_guests_check" CHECK ("adults" >= 0 AND "children" >= 0);

ALTER TABLE "offers" ADD CONSTRAINT "offers_dates_check"
  CHECK ("check_in" IS NULL OR "check_out" IS NULL OR "check_out" > "check_in");
ALTER TABLE "offers" ADD CONSTRAINT "offers_guests_check"
  CHECK ("adults" >= 1 AND "children_6_to_16" >= 0 AND "children_3_to_5" >= 0 AND "babies" >= 0);
ALTER TABLE "offers" ADD CONSTRAINT "offers_discount_check"
  CHECK ("discount" >= 0 AND ("base_price" IS NULL OR "discount" <= "base_price"));

ALTER TABLE "booking_payments" ADD CONSTRAINT "booking_payments_owner_check"
  CHECK ("booking_id" IS NOT NULL OR "offer_id" IS NOT NULL);
ALTER TABLE "booking_payments" ADD CONSTRAINT "booking_payments_amount_check" CHECK ("amount" > 0);

ALTER TABLE "property_rates" ADD CONSTRAINT "property_rates_price_check" CHECK ("price" IS NULL OR "price" >= 0);
ALTER TABLE "properties" ADD CONSTRAINT "properties_counts_check"
  CHECK ("max_guests" >= 1 AND "bedrooms" >= 0 AND "bathrooms" >= 0);
