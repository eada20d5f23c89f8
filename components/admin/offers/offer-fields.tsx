"use client";

import { useTranslations } from "next-intl";
import { useMemo } from "react";
import { useWatch, type UseFormReturn } from "react-hook-form";
import { useSiteLocale } from "@/components/auth/use-locale-strict";
import { StayCalendar } from "@/components/booking-calendar/stay-calendar";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect, NativeSelectOption } from "@/components/ui/native-select";
import type { OfferEditorData } from "@/lib/data/offers";
import type { OfferPricingFacts } from "@/lib/data/offer-pricing";
import { bookableWindow } from "@/lib/domain/availability";
import { calendarNights } from "@/lib/domain/calendar-day";
import type { IsoDate } from "@/lib/domain/dates";
import { formatChf, rappenToDecimalString } from "@/lib/domain/money";
import { depositHint } from "@/lib/domain/offers/deposit";
import type { OfferForm } from "@/lib/schemas/offers";
import type { z } from "zod";
import type { offerFormSchema } from "@/lib/schemas/offers";
import { CheckMarker, type ExtractionCheck } from "./extraction-check";

export type OfferFormInput = z.input<typeof offerFormSchema>;
type Form = UseFormReturn<OfferFormInput, unknown, OfferForm>;

const orNull = (v: unknown) => (v === "" || v === undefined ? null : v);

/** The editor's right column: house, stay, guests, contact, language, channel, expiry, money. */
export function OfferFields({ form, data, today, facts, check }: { form: Form; data: OfferEditorData; today: IsoDate; facts: OfferPricingFacts | null; check?: ExtractionCheck }) {
  const t = useTranslations("adminOffers.fields");
  const locale = useSiteLocale();
  const { register, formState, setValue, control } = form;
  const [checkIn, checkOut, propertyId] = useWatch({ control, name: ["checkIn", "checkOut", "propertyId"] });
  // An empty deposit field takes the selected house's deposit: say which, in place and below.
  const deposit = depositHint(data.houses.find((h) => h.id === propertyId) ?? null);
  const depositText =
    deposit.kind === "noHouse"
      ? t("depositNoHouse")
      : t(deposit.kind === "house" ? "depositHouse" : "depositDefault", { amount: formatChf(deposit.amount, locale) });
  // Only the unavailable nights and the minimum stays matter to the calendar; a night without a
  // rate counts as free, without a minimum.
  const { unavailable, minStay } = useMemo(() => calendarNights(facts?.rates ?? []), [facts]);
  const pick = (name: "checkIn" | "checkOut", value: IsoDate | null) => setValue(name, value, { shouldDirty: true, shouldValidate: true });
  const window = bookableWindow(today);
  const error = (name: keyof OfferForm) => formState.errors[name]?.message;
  const field = (name: keyof OfferForm, label: string, control: React.ReactNode, hint?: string) => (
    <div className="grid gap-1.5">
      <div className="flex items-center gap-2">
        <Label htmlFor={`offer-${name}`}>{label}</Label>
        <CheckMarker check={check} field={name} />
      </div>
      {control}
      {hint && (
        <p id={`offer-${name}-hint`} className="text-sm text-muted-foreground">
          {hint}
        </p>
      )}
      {error(name) && <p className="text-sm text-destructive">{error(name)}</p>}
    </div>
  );
  // A sold offer (accepted, paid or booked) keeps its house, dates and price inputs: shown, not editable.
  const fixed = data.stayFixed;
  const count = (name: "adults" | "children6To16" | "children3To5" | "babies", min: number) =>
    field(name, t(name), <Input id={`offer-${name}`} type="number" min={min} step={1} readOnly={fixed} {...register(name, { valueAsNumber: true })} />);

  return (
    <div className="grid gap-4">
      {fixed ? (
        <p className="rounded-md border bg-muted p-3 text-sm text-muted-foreground" data-testid="offer-stay-fixed">
          {t("stayFixed")}
        </p>
      ) : null}
      {field(
        "propertyId",
        t("property"),
        fixed ? (
          // The house cannot change: its name, and the stored id stays in the form's values.
          <Input id="offer-propertyId" readOnly value={data.houses.find((h) => h.id === propertyId)?.name ?? t("noProperty")} />
        ) : (
          <NativeSelect id="offer-propertyId" {...register("propertyId", { setValueAs: orNull })}>
            <NativeSelectOption value="">{t("noProperty")}</NativeSelectOption>
            {data.houses.map((h) => (
              <NativeSelectOption key={h.id} value={h.id}>
                {h.name}
              </NativeSelectOption>
            ))}
          </NativeSelect>
        ),
      )}
      <div className="grid grid-cols-2 gap-3">
        {field("checkIn", t("checkIn"), <Input id="offer-checkIn" type="date" readOnly={fixed} min={fixed ? undefined : window.first} max={fixed ? undefined : window.last} {...register("checkIn", { setValueAs: orNull })} />)}
        {field("checkOut", t("checkOut"), <Input id="offer-checkOut" type="date" readOnly={fixed} min={fixed ? undefined : window.first} max={fixed ? undefined : window.last} {...register("checkOut", { setValueAs: orNull })} />)}
      </div>
      {facts && !fixed ? (
        <StayCalendar
          today={today}
          unavailable={unavailable}
          minStay={minStay}
          value={{ checkIn: checkIn ?? null, checkOut: checkOut ?? null }}
          onChange={(next) => {
            pick("checkIn", next.checkIn);
            pick("checkOut", next.checkOut);
          }}
          locale={locale}
          labels={{
            previousMonth: t("calendar.previousMonth"),
            nextMonth: t("calendar.nextMonth"),
            reset: t("calendar.reset"),
            unavailable: t("calendar.unavailable"),
            minStay: (count) => t("calendar.minStay", { count }),
            checkIn: t("checkIn"),
            checkOut: t("checkOut"),
          }}
        />
      ) : null}
      <div className="grid grid-cols-2 gap-3">
        {count("adults", 1)}
        {count("children6To16", 0)}
        {count("children3To5", 0)}
        {count("babies", 0)}
      </div>
      {field("guestName", t("guestName"), <Input id="offer-guestName" {...register("guestName")} />)}
      {field("guestEmail", t("guestEmail"), <Input id="offer-guestEmail" type="email" {...register("guestEmail")} />)}
      {field("guestPhone", t("guestPhone"), <Input id="offer-guestPhone" {...register("guestPhone")} />)}
      {field(
        "language",
        t("language"),
        <NativeSelect id="offer-language" {...register("language")}>
          <NativeSelectOption value="de">{t("languageDe")}</NativeSelectOption>
          <NativeSelectOption value="en">{t("languageEn")}</NativeSelectOption>
          <NativeSelectOption value="fr">{t("languageFr")}</NativeSelectOption>
        </NativeSelect>,
      )}
      {field(
        "channelId",
        t("channel"),
        <NativeSelect id="offer-channelId" {...register("channelId", { setValueAs: orNull })}>
          <NativeSelectOption value="">{t("noChannel")}</NativeSelectOption>
          {data.channels.map((c) => (
            <NativeSelectOption key={c.id} value={c.id}>
              {c.name}
            </NativeSelectOption>
          ))}
        </NativeSelect>,
      )}
      {field("otaReference", t("otaReference"), <Input id="offer-otaReference" {...register("otaReference")} />)}
      {field(
        "expiresOn",
        t("expiresOn"),
        <Input id="offer-expiresOn" type="date" aria-describedby="offer-expiresOn-hint" {...register("expiresOn", { setValueAs: orNull })} />,
        // The offer is valid to the end of the chosen day in Zurich (issue 22).
        t("expiresOnHint"),
      )}
      <div className="grid grid-cols-2 gap-3">
        {field("discount", t("discount"), <Input id="offer-discount" inputMode="decimal" readOnly={fixed} {...register("discount")} />)}
        {field(
          "downpaymentAmount",
          t("deposit"),
          <Input
            id="offer-downpaymentAmount"
            inputMode="decimal"
            placeholder={deposit.kind === "noHouse" ? undefined : rappenToDecimalString(deposit.amount)}
            aria-describedby="offer-downpaymentAmount-hint"
            readOnly={fixed}
            {...register("downpaymentAmount")}
          />,
          depositText,
        )}
      </div>
    </div>
  );
}
