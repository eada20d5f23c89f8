"use client";

import { useTranslations } from "next-intl";
import { EditorSection, SwitchField, TextField } from "./editor-fields";

/** Capacity, prices, times, the Smoobu link and the switches. */
export function DetailsSection() {
  const t = useTranslations("propertyEditor");
  return (
    <EditorSection title={t("sections.details")}>
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField name="maxGuests" label={t("fields.maxGuests")} inputMode="numeric" />
        <TextField name="bedrooms" label={t("fields.bedrooms")} inputMode="numeric" />
        <TextField name="bathrooms" label={t("fields.bathrooms")} inputMode="numeric" />
        <TextField name="sizeM2" label={t("fields.sizeM2")} inputMode="numeric" />
        <TextField name="pricePerNight" label={t("fields.pricePerNight")} inputMode="decimal" />
        <TextField name="cleaningFee" label={t("fields.cleaningFee")} inputMode="decimal" hint={t("hints.cleaningFee")} />
        <TextField name="downpaymentAmount" label={t("fields.downpaymentAmount")} inputMode="decimal" hint={t("hints.downpayment")} />
        <TextField name="checkInTime" label={t("fields.checkInTime")} type="time" />
        <TextField name="checkOutTime" label={t("fields.checkOutTime")} type="time" />
        <TextField name="smoobuPropertyId" label={t("fields.smoobuPropertyId")} inputMode="numeric" />
      </div>
      <div className="flex flex-wrap gap-x-8 gap-y-3">
        <SwitchField name="isVisible" label={t("fields.isVisible")} />
        <SwitchField name="isGroupHouse" label={t("fields.isGroupHouse")} />
        <SwitchField name="requestGuestLists" label={t("fields.requestGuestLists")} />
      </div>
    </EditorSection>
  );
}
