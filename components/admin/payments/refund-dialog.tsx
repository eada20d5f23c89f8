"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { Undo2 } from "lucide-react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useForm, type Path } from "react-hook-form";
import { toast } from "sonner";
import { AuthErrorBox } from "@/components/auth/auth-error-box";
import { useSiteLocale } from "@/components/auth/use-locale-strict";
import { applyActionErrors } from "@/components/forms/apply-action-result";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { Form } from "@/components/ui/form";
import { refundPaymentAction } from "@/lib/actions/payments/refund-payment";
import { formatChf, rappenToDecimalString, toRappen, type Rappen } from "@/lib/domain/money";
import { refundPaymentSchema, type RefundPaymentInput } from "@/lib/schemas/refunds";
import { RefundFields } from "./refund-fields";
import { useAdminPaymentsErrorFormat } from "./use-admin-payments-errors";
import { DialogFormFooter } from "@/components/forms/dialog-form-footer";

const FIELDS: readonly Path<RefundPaymentInput>[] = ["amount", "reason", "note", "cancelStay"];

interface Props {
  paymentId: string;
  /** What the payment can still give back (the ledger rule's `refundable`). */
  refundable: Rappen;
  /** Formatted on the server, so the server's and the browser's text agree. */
  labels: { amount: string; date: string; refundable: string; close: string };
  /** A live booking: the dialog offers to cancel the stay too. */
  canCancelStay: boolean;
}

/**
 * 'Refund' on a payment of the admin's booking view: amount (prefilled with what is refundable),
 * reason, note, and optionally cancelling the stay. The form validates with the action's own
 * schema; the server checks the amount again against the locked payment.
 */
export function RefundDialog({ paymentId, refundable, labels, canCancelStay }: Props) {
  const t = useTranslations("adminPayments.refund");
  const locale = useSiteLocale();
  const router = useRouter();
  const tErrors = useTranslations("adminPayments.errors");
  const format = useAdminPaymentsErrorFormat();
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const defaults = { paymentId, amount: rappenToDecimalString(refundable), reason: undefined, note: "", cancelStay: false };
  const form = useForm<RefundPaymentInput, unknown, RefundPaymentInput>({ resolver: zodResolver<RefundPaymentInput, unknown, RefundPaymentInput>(refundPaymentSchema), defaultValues: defaults });

  const onSubmit = form.handleSubmit(async (values) => {
    setError(null);
    // The same limits the server applies, said before the round trip.
    const amount = toRappen(values.amount);
    if (amount <= 0 || amount > refundable) {
      form.setError("amount", { message: amount <= 0 ? "amountInvalid" : "amountTooLarge" }, { shouldFocus: true });
      return;
    }
    try {
      const result = await refundPaymentAction(locale, values);
      if (result.data) {
        const chf = formatChf(amount, locale);
        const outcome = result.data.status === "succeeded" ? t("succeeded", { amount: chf }) : result.data.status === "failed" ? t("providerFailed", { amount: chf }) : t("pending", { amount: chf });
        const text = result.data.cancelled ? `${outcome} ${t("stayCancelled")}` : outcome;
        if (result.data.status === "failed") toast.warning(text);
        else toast.success(text);
        setOpen(false);
        router.refresh();
        return;
      }
      const problem = applyActionErrors(form, result, FIELDS);
      if (problem) setError(problem.message);
      toast.error(problem ? `${t("failed")}: ${problem.message}` : t("failed"));
    } catch (cause) {
      console.error("[refund] failed", cause);
      setError(tErrors("unexpected"));
      toast.error(`${t("failed")}: ${tErrors("unexpected")}`);
    }
  });

  function onOpenChange(next: boolean) {
    if (next) form.reset(defaults);
    setError(null);
    setOpen(next);
  }

  const submitting = form.formState.isSubmitting;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button type="button" variant="outline" size="sm" aria-label={t("openLabel", { amount: labels.amount, date: labels.date })}>
          <Undo2 aria-hidden="true" />
          {t("open")}
        </Button>
      </DialogTrigger>
      <DialogContent closeLabel={labels.close}>
        <DialogHeader>
          <DialogTitle>{t("title")}</DialogTitle>
          <DialogDescription>{t("description", { amount: labels.amount, date: labels.date, refundable: labels.refundable })}</DialogDescription>
        </DialogHeader>
        <Form {...form} formatError={(e) => format(e)}>
          <form onSubmit={onSubmit} noValidate aria-label={t("title")} className="grid min-w-0 gap-4">
            <RefundFields form={form} refundable={labels.refundable} canCancelStay={canCancelStay} />
            <p className="text-xs text-muted-foreground">{t("mailHint")}</p>
            <AuthErrorBox title={t("failed")} message={error} />
            <DialogFormFooter cancelLabel={t("cancel")} onCancel={() => onOpenChange(false)} submitLabel={t("submit")} busyLabel={t("submitting")} busy={submitting} variant="destructive" />
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
