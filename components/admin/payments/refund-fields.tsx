"use client";

import { useTranslations } from "next-intl";
import { useId } from "react";
import type { UseFormReturn } from "react-hook-form";
import { FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { NativeCheckbox } from "@/components/ui/native-checkbox";
import { NativeSelect, NativeSelectOption } from "@/components/ui/native-select";
import { Textarea } from "@/components/ui/textarea";
import { ADMIN_REFUND_REASONS, type AdminRefundReason } from "@/lib/domain/refunds";
import type { RefundPaymentInput } from "@/lib/schemas/refunds";
import { HintedControl } from "./hinted-control";

/** The refund form's fields: amount, reason with what it means, note, and "also cancel the stay". */
export function RefundFields({ form, refundable, canCancelStay }: { form: UseFormReturn<RefundPaymentInput, unknown, RefundPaymentInput>; refundable: string; canCancelStay: boolean }) {
  const t = useTranslations("adminPayments.refund");
  const tReasons = useTranslations("adminPayments.reasons");
  const ids = useId();
  const reason = form.watch("reason") as AdminRefundReason | undefined;
  const hint = (id: string, text: string) => (
    <p id={`${ids}-${id}`} className="text-xs text-muted-foreground">
      {text}
    </p>
  );

  return (
    <>
      <FormField
        control={form.control}
        name="amount"
        render={({ field }) => (
          <FormItem>
            <FormLabel>{t("amount")}</FormLabel>
            <HintedControl hintId={`${ids}-amount`}>
              <Input inputMode="decimal" autoComplete="off" aria-required="true" {...field} />
            </HintedControl>
            {hint("amount", t("amountHint", { refundable }))}
            <FormMessage />
          </FormItem>
        )}
      />
      <FormField
        control={form.control}
        name="reason"
        render={({ field }) => (
          <FormItem>
            <FormLabel>{t("reason")}</FormLabel>
            <HintedControl hintId={`${ids}-reason`}>
              <NativeSelect aria-required="true" name={field.name} ref={field.ref} onBlur={field.onBlur} value={field.value ?? ""} onChange={(e) => field.onChange(e.target.value)}>
                <NativeSelectOption value="" disabled>
                  {t("chooseReason")}
                </NativeSelectOption>
                {ADMIN_REFUND_REASONS.map((r) => (
                  <NativeSelectOption key={r} value={r}>
                    {tReasons(r)}
                  </NativeSelectOption>
                ))}
              </NativeSelect>
            </HintedControl>
            <p id={`${ids}-reason`} className="min-h-8 text-xs text-muted-foreground" aria-live="polite" data-testid="reason-hint">
              {reason && (ADMIN_REFUND_REASONS as readonly string[]).includes(reason) ? t(`reasonHints.${reason}`) : ""}
            </p>
            <FormMessage />
          </FormItem>
        )}
      />
      <FormField
        control={form.control}
        name="note"
        render={({ field }) => (
          <FormItem>
            <FormLabel>{t("note")}</FormLabel>
            <HintedControl hintId={`${ids}-note`}>
              <Textarea rows={3} maxLength={500} className="min-h-20" aria-required={reason === "other" ? "true" : undefined} {...field} />
            </HintedControl>
            {hint("note", t("noteHint"))}
            <FormMessage />
          </FormItem>
        )}
      />
      {canCancelStay ? (
        <FormField
          control={form.control}
          name="cancelStay"
          render={({ field }) => (
            <FormItem className="grid-cols-[auto_minmax(0,1fr)] items-start gap-x-3 gap-y-1">
              <HintedControl hintId={`${ids}-cancel`}>
                <NativeCheckbox
                  className="mt-0.5"
                  name={field.name}
                  ref={field.ref}
                  onBlur={field.onBlur}
                  checked={field.value}
                  onChange={(e) => field.onChange(e.target.checked)}
                />
              </HintedControl>
              <div className="grid gap-1">
                <FormLabel className="leading-snug">{t("cancelStay")}</FormLabel>
                {hint("cancel", t("cancelStayHint"))}
              </div>
            </FormItem>
          )}
        />
      ) : null}
    </>
  );
}
