"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useMemo, type RefObject } from "react";
import type { FieldError, FieldErrors, Resolver } from "react-hook-form";
import type { OfferPricingFacts } from "@/lib/data/offer-pricing";
import type { IsoDate } from "@/lib/domain/dates";
import { isIsoDate } from "@/lib/domain/dates";
import { offerSaveProblem } from "@/lib/domain/offers/date-rules";
import { stayProblem, stayWindowProblem } from "@/lib/domain/offers/stay-rules";
import { offerFormSchema, type OfferForm } from "@/lib/schemas/offers";
import type { OfferFormInput } from "./offer-fields";

/**
 * The editor's validation: the shared offer form schema (the one the save action checks), then
 * the date rules the server applies for this offer (lib/domain/offers/date-rules.ts: the window
 * for an offer that can still be sent or paid, unchanged dates and price inputs for a sold one),
 * then the selected house's nights once its rates are loaded (arrival night's minimum,
 * availability), which the server checks when it prices the stay. Every message is a key
 * translated here, so each field error reads as a sentence in the admin's language.
 */
export function useOfferFormResolver(today: IsoDate, stored: { fixed: boolean; form: OfferForm }, facts: RefObject<OfferPricingFacts | null>): Resolver<OfferFormInput, unknown, OfferForm> {
  const t = useTranslations("adminOffers.errors");
  return useMemo(() => {
    const schema = zodResolver<OfferFormInput, unknown, OfferForm>(offerFormSchema);
    const text = (key: string | undefined) => (key && t.has(key) ? t(key) : t("invalidRequest"));
    return async (values, context, options) => {
      const result = await schema(values, context, options);
      const failed = Object.entries(result.errors);
      if (failed.length > 0) {
        const errors: FieldErrors<OfferFormInput> = {};
        for (const [name, error] of failed) {
          const e = error as FieldError;
          Object.assign(errors, { [name]: { ...e, message: text(e.message) } });
        }
        // The dates' window is told together with the other mistakes, not only once they are fixed.
        const raw = values as unknown as { checkIn?: string; checkOut?: string };
        const window = stored.fixed ? null : stayWindowProblem(raw.checkIn && isIsoDate(raw.checkIn) ? raw.checkIn : null, raw.checkOut && isIsoDate(raw.checkOut) ? raw.checkOut : null, today);
        if (window && !(window.field in errors)) Object.assign(errors, { [window.field]: { type: "stay", message: t(window.key) } });
        return { values: {}, errors };
      }
      const form = result.values as OfferForm;
      const rule = offerSaveProblem(form, stored, today);
      // A sold offer's nights are its own booking's: only the rule above applies to it.
      // The rates are read when the form validates: they arrive after the form is made (they depend on its house).
      const problem = rule ?? (stored.fixed ? null : stayProblem(form.checkIn, form.checkOut, today, facts.current?.rates ?? null));
      if (!problem) return result;
      const message = problem.key === "minStay" ? t("minStay", { count: problem.count }) : t(problem.key);
      return { values: {}, errors: { [problem.field]: { type: "stay", message } } };
    };
  }, [today, stored, facts, t]);
}
