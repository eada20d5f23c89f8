-- CreateTable
CREATE TABLE "property_slug_redirects" (
    "slug" TEXT NOT NULL,
    "property_id" UUID NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "property_slug_redirects_pkey" PRIMARY KEY ("slug")
);

-- CreateIndex
CREATE INDEX "property_slug_redirects_property_id_idx" ON "property_slug_redirects"("property_id");

-- AddForeignKey
ALTER TABLE "property_slug_redirects" ADD CONSTRAINT "property_slug_redirects_property_id_fkey" FOREIGN KEY ("property_id") REFERENCES "properties"("id") ON DELETE CASCADE ON UPDATE CASCADE;
