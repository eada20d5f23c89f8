"use client";

import { Loader2 } from "lucide-react";
import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { toast } from "sonner";
import { useSiteLocale } from "@/components/auth/use-locale-strict";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { formatChf } from "@/lib/domain/money";
import { recordBankTransferAction } from "@/lib/actions/payments/record-bank-transfer";
import { recordBankTransferSchema } from "@/lib/schemas/refunds";

export interface BankTransferTexts {
  title: string;
  lead: string;
  amount: string;
  receivedOn: string;
  note: string;
  submit: string;
  saving: string;
  failed: string;
  /** The answers, with {amount} filled in here from the server's figures. */
  savedOpen: string;
  savedPaid: string;
  savedCredit: string;
  /** adminPayments.errors, by key: the shared schema's messages. */
  errors: Record<string, string>;
}

type Field = "amount" | "receivedOn" | "note";

/**
 * 'Record a bank transfer' on the admin booking view: amount, day received, an optional note. The
 * shared schema checks the input here first and again on the server; the answer says what is
 * still open or how much was overpaid.
 */
export function BankTransferForm({ bookingId, today, texts }: { bookingId: string; today: string; texts: BankTransferTexts }) {
  const locale = useSiteLocale();
  const chf = (rappen: number) => formatChf(rappen, locale);
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<Field | "form", string>>>({});
  const [saved, setSaved] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const input = { bookingId, amount: String(form.get("amount") ?? ""), receivedOn: String(form.get("receivedOn") ?? ""), note: String(form.get("note") ?? "") };
    const parsed = recordBankTransferSchema.safeParse(input);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0] ?? "form"), texts.errors[issue.message] ?? issue.message])));
      return;
    }
    setBusy(true);
    setErrors({});
    setSaved(null);
    try {
      const result = await recordBankTransferAction(locale, input);
      if (result.data) {
        const { open, credit } = result.data;
        const message = credit > 0 ? texts.savedCredit.replace("{amount}", chf(credit)) : open > 0 ? texts.savedOpen.replace("{amount}", chf(open)) : texts.savedPaid;
        setSaved(message);
        toast.success(message);
        (event.target as HTMLFormElement).reset();
        router.refresh();
      } else {
        const fields = result.validationErrors?.fieldErrors ?? {};
        const message = result.serverError?.message ?? result.validationErrors?.formErrors?.[0] ?? texts.failed;
        setErrors({ ...Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, v?.[0] ?? ""])), form: message });
        toast.error(`${texts.failed}: ${message}`);
      }
    } catch (cause) {
      console.error("[bank transfer] failed", cause);
      setErrors({ form: texts.failed });
      toast.error(texts.failed);
    }
    setBusy(false);
  }

  const field = (name: Field, label: string, props: React.ComponentProps<typeof Input>) => (
    <div className="grid gap-1">
      <Label htmlFor={`transfer-${name}`}>{label}</Label>
      <Input id={`transfer-${name}`} name={name} aria-invalid={errors[name] ? true : undefined} aria-describedby={errors[name] ? `transfer-${name}-error` : undefined} {...props} />
      {errors[name] ? (
        <p id={`transfer-${name}-error`} className="text-sm text-destructive">
          {errors[name]}
        </p>
      ) : null}
    </div>
  );

  return (
    <form onSubmit={submit} noValidate className="grid gap-3 rounded-lg border p-4" data-testid="bank-transfer-form">
      <div className="grid gap-1">
        <h3 className="font-semibold">{texts.title}</h3>
        <p className="text-sm text-muted-foreground">{texts.lead}</p>
      </div>
      <div className="grid gap-3 sm:grid-cols-3">
        {field("amount", texts.amount, { inputMode: "decimal", autoComplete: "off", required: true })}
        {field("receivedOn", texts.receivedOn, { type: "date", max: today, defaultValue: today, required: true })}
        {field("note", texts.note, { maxLength: 500 })}
      </div>
      <Button type="submit" disabled={busy} className="w-fit">
        {busy ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
        {busy ? texts.saving : texts.submit}
      </Button>
      <p role="alert" aria-live="assertive" className="text-sm text-destructive empty:hidden">
        {errors.form ?? ""}
      </p>
      <p role="status" className="text-sm font-medium empty:hidden" data-testid="bank-transfer-saved">
        {saved ?? ""}
      </p>
    </form>
  );
}
