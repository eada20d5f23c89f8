"use client";

import { useTranslations } from "next-intl";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import type { UseFormReturn } from "react-hook-form";
import type { InquiryField } from "@/lib/domain/extraction";
import type { OfferForm } from "@/lib/schemas/offers";
import type { OfferFormInput } from "./offer-fields";

type Form = UseFormReturn<OfferFormInput, unknown, OfferForm>;
type CheckedField = keyof OfferForm;

/** The form field an extracted field fills; the total has none of its own, so adults carry it. */
const FORM_FIELD: Record<InquiryField, CheckedField> = {
  guestName: "guestName",
  guestEmail: "guestEmail",
  guestPhone: "guestPhone",
  adults: "adults",
  totalPersons: "adults",
  children6To16: "children6To16",
  children3To5: "children3To5",
  babies: "babies",
  propertyPreference: "propertyId",
  checkIn: "checkIn",
  checkOut: "checkOut",
};

export interface ExtractionCheck {
  /** Marks the form fields behind the extractor's unsure fields, with the values it filled in. */
  mark: (uncertain: readonly InquiryField[]) => void;
  isMarked: (field: CheckedField) => boolean;
}

/**
 * Which form fields the admin should check after 'Extract Data'. A mark goes away as soon as the
 * field holds something other than what the extraction put there (typed, picked in the calendar,
 * or selected), so it never lingers on a value the admin chose.
 */
export function useExtractionCheck(form: Form): ExtractionCheck {
  const [marked, setMarked] = useState<ReadonlySet<CheckedField>>(new Set());
  const filled = useRef(new Map<CheckedField, unknown>());

  const mark = useCallback(
    (uncertain: readonly InquiryField[]) => {
      const fields = new Set(uncertain.map((f) => FORM_FIELD[f]));
      filled.current = new Map([...fields].map((f) => [f, form.getValues(f)]));
      setMarked(fields);
    },
    [form],
  );

  useEffect(() => {
    const subscription = form.watch((values, { name }) => {
      const field = name as CheckedField | undefined;
      if (!field || !filled.current.has(field) || values[field] === filled.current.get(field)) return;
      filled.current.delete(field);
      setMarked((current) => new Set([...current].filter((f) => f !== field)));
    });
    return () => subscription.unsubscribe();
  }, [form]);

  return useMemo(() => ({ mark, isMarked: (field: CheckedField) => marked.has(field) }), [mark, marked]);
}

/** The small "please check" note beside a field's label. */
export function CheckMarker({ check, field }: { check: ExtractionCheck | undefined; field: CheckedField }) {
  const t = useTranslations("adminOffers.ai");
  if (!check?.isMarked(field)) return null;
  return (
    <span data-testid={`check-${field}`} className="rounded bg-amber-100 px-1.5 py-0.5 text-xs font-medium text-amber-900">
      {t("pleaseCheck")}
    </span>
  );
}
