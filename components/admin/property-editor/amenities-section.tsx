"use client";

import { useTranslations } from "next-intl";
import { Separator } from "@/components/ui/separator";
import { AmenityPicker } from "./amenity-picker";
import { CustomAmenities } from "./custom-amenities";
import { EditorSection } from "./editor-fields";

/** Amenities: picked from the translated catalogue, plus the house's own in three languages. */
export function AmenitiesSection() {
  const t = useTranslations("propertyEditor");
  return (
    <EditorSection title={t("sections.amenities")}>
      <AmenityPicker />
      <Separator />
      <CustomAmenities />
    </EditorSection>
  );
}
