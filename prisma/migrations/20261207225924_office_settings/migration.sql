-- CreateTable
CREATE TABLE "office_settings" (
    "id" SMALLINT NOT NULL DEFAULT 1,
    "receipt" JSONB,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "updated_by_id" UUID,

    CONSTRAINT "office_settings_pkey" PRIMARY KEY ("id")
);

-- Hand-written: a single row.
ALTER TABLE "office_settings" ADD CONSTRAINT "office_settings_single_row" CHECK (id = 1);
