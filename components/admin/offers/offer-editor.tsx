"use client";

import { ArrowLeft } from "lucide-react";
import { useTranslations } from "next-intl";
import { useEffect, useMemo, useRef, useState, useTransition } from "react";
import { useForm, useWatch, type Path } from "react-hook-form";
import { toast } from "sonner";
import { useSiteLocale } from "@/components/auth/use-locale-strict";
import { Button, buttonVariants } from "@/components/ui/button";
import { NativeSelect, NativeSelectOption } from "@/components/ui/native-select";
import { Link } from "@/i18n/navigation";
import { useRouter } from "@/i18n/client-navigation";
import { localizedPath } from "@/i18n/paths";
import { applyActionErrors } from "@/components/forms/apply-action-result";
import { generateOfferReplyAction } from "@/lib/actions/offers/generate-offer-reply";
import { markOfferSentAction } from "@/lib/actions/offers/mark-offer-sent";
import { saveOfferAction } from "@/lib/actions/offers/save-offer";
import { sendOfferAction } from "@/lib/actions/offers/send-offer";
import { setOfferStatusAction } from "@/lib/actions/offers/set-offer-status";
import type { OfferEditorData } from "@/lib/data/offers";
import type { IsoDate } from "@/lib/domain/dates";
import type { OfferPricingFacts } from "@/lib/data/offer-pricing";
import { MANUAL_OFFER_STATUSES, type OfferForm } from "@/lib/schemas/offers";
import { useExtractionCheck } from "./extraction-check";
import { OfferAiPanel } from "./offer-ai-panel";
import { OfferDraftActions } from "./offer-draft-actions";
import { OfferFields, type OfferFormInput } from "./offer-fields";
import { OfferPricingCard } from "./offer-pricing-card";
import { useOfferFormResolver } from "./use-offer-form-resolver";
import { useOfferRates } from "./use-offer-rates";
import { useUnsavedChangesGuard } from "./use-unsaved-changes-guard";

/** Server refusals that belong to one field: shown there, not only in the toast. */
const FIELD_OF_ERROR: Partial<Record<string, keyof OfferForm>> = {
  discountTooHigh: "discount",
  minStay: "checkOut",
  datesUnavailable: "checkIn",
  tooManyGuests: "adults",
  propertyNotFound: "propertyId",
};

export function OfferEditor({ data, today }: { data: OfferEditorData; today: IsoDate }) {
  const t = useTranslations("adminOffers");
  const locale = useSiteLocale();
  const router = useRouter();
  // The house's rates reach the form's validation through a ref: they load after the form exists.
  const factsRef = useRef<OfferPricingFacts | null>(null);
  // What the server compares a sold offer's fixed fields with: the offer as it was loaded.
  const stored = useMemo(() => ({ fixed: data.stayFixed, form: data.form }), [data]);
  const resolver = useOfferFormResolver(today, stored, factsRef);
  const form = useForm<OfferFormInput, unknown, OfferForm>({ resolver, defaultValues: data.form });
  const check = useExtractionCheck(form);
  // The house's rates, read once for both the calendar and the Pricing card.
  const facts = useOfferRates(useWatch({ control: form.control, name: "propertyId" }) ?? null);
  useEffect(() => {
    factsRef.current = facts;
  }, [facts]);
  const confirmLeave = useUnsavedChangesGuard(form.formState.isDirty, t("editor.unsavedConfirm"));
  const [status, setStatus] = useState<string>(data.status);
  const [reply, setReply] = useState(data.generatedEmailResponse);
  const [pending, startTransition] = useTransition();

  const save = async (values: OfferForm): Promise<boolean> => {
    const result = await saveOfferAction(locale, values);
    if (result.data?.ok) {
      // What is saved is no longer 'unsaved': the leave warning stops until the next change. The
      // fields show what was stored (trimmed), so they are not 'changed' against it either.
      form.reset(values);
      return true;
    }
    // Translated answers next to their fields (schema and pricing refusals alike), and in the toast.
    const problem = applyActionErrors(form, result, Object.keys(data.form) as Path<OfferFormInput>[]);
    const field = problem ? FIELD_OF_ERROR[problem.code] : undefined;
    if (problem && field) form.setError(field, { type: "server", message: problem.message }, { shouldFocus: true });
    const firstFieldError = Object.values(result.validationErrors?.fieldErrors ?? {})[0]?.[0];
    toast.error(t("editor.saveFailed"), { description: problem?.message ?? firstFieldError });
    return false;
  };

  const run = (work: () => Promise<void>, failure: string) =>
    startTransition(async () => {
      try {
        await work();
      } catch (cause) {
        console.error("[offer editor]", failure, cause);
        toast.error(failure);
      }
    });

  const onSave = form.handleSubmit((values) =>
    run(async () => {
      if (await save(values)) {
        toast.success(t("editor.saved"));
        router.refresh();
      }
    }, t("editor.saveFailed")),
  );

  const onStatus = (next: (typeof MANUAL_OFFER_STATUSES)[number]) =>
    run(async () => {
      const result = await setOfferStatusAction(locale, { id: data.form.id, status: next });
      if (!result.data) return void toast.error(t("editor.statusFailed"), { description: result.serverError?.message });
      setStatus(next);
      toast.success(t("editor.statusUpdated", { status: t(`status.${next}`) }));
      // Accepted fixes the stay (and leaving it frees it): the fields follow from the server.
      router.refresh();
    }, t("editor.statusFailed"));

  const onPreview = () => {
    if (!data.offerToken) return void toast.error(t("editor.noToken"));
    // Not "noopener" in the features: window.open then returns null and failure looks like success.
    const opened = window.open(localizedPath(locale, `/offer/${data.offerToken}`), "_blank");
    if (opened === null) return void toast.error(t("editor.previewFailed"));
    opened.opener = null;
  };

  // The reply quotes the stored figures, so the form is saved (and priced) first.
  const onGenerate = form.handleSubmit((values) => {
    if (!values.guestName || !values.propertyId || !values.checkIn || !values.checkOut) {
      return void toast.error(t("errors.replyIncomplete"));
    }
    run(async () => {
      if (!(await save(values))) return;
      const result = await generateOfferReplyAction(locale, { id: values.id });
      if (!result.data) {
        return void toast.error(t("ai.replyFailed", { message: result.serverError?.message ?? t("errors.unexpected") }));
      }
      setReply(result.data.text);
      toast.success(t("ai.replyGenerated"));
      router.refresh();
    }, t("ai.replyFailed", { message: t("errors.unexpected") }));
  });

  // Copying the reply means it goes out by another channel: the offer is marked sent so its link
  // works, or the admin learns why it cannot be (the copy is made either way).
  const onCopied = () =>
    run(async () => {
      const result = await markOfferSentAction(locale, { id: data.form.id });
      if (!result.data) return void toast.error(t("ai.copiedNotSent", { message: result.serverError?.message ?? t("errors.unexpected") }));
      setStatus(result.data.status);
      toast.success(result.data.status === "sent" ? t("ai.copiedSent") : t("ai.copied"));
    }, t("ai.copiedNotSent", { message: t("errors.unexpected") }));

  const onSend = () =>
    run(async () => {
      const result = await sendOfferAction(locale, { id: data.form.id });
      if (!result.data) return void toast.error(t("editor.sendFailed"), { description: result.serverError?.message });
      setStatus("sent");
      toast.success(t("editor.sent"));
    }, t("editor.sendFailed"));

  return (
    <form onSubmit={onSave} className="grid gap-6" noValidate>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Link href="/admin/make-offer" className={buttonVariants({ variant: "ghost" })}>
          <ArrowLeft aria-hidden="true" />
          {t("editor.back")}
        </Link>
        <div className="flex flex-wrap items-center gap-2">
          <div className="w-40">
            <NativeSelect
              aria-label={t("fields.status")}
              value={status}
              onChange={(e) => onStatus(e.target.value as (typeof MANUAL_OFFER_STATUSES)[number])}
              disabled={pending}
            >
              {!MANUAL_OFFER_STATUSES.some((s) => s === status) && <NativeSelectOption value={status}>{t(`status.${status as "viewed"}`)}</NativeSelectOption>}
              {MANUAL_OFFER_STATUSES.map((s) => (
                <NativeSelectOption key={s} value={s}>
                  {t(`status.${s}`)}
                </NativeSelectOption>
              ))}
            </NativeSelect>
          </div>
          <OfferDraftActions id={data.form.id} status={status} confirmLeave={confirmLeave} />
          <Button type="button" variant="outline" onClick={onPreview}>
            {t("editor.preview")}
          </Button>
          <Button type="button" variant="outline" onClick={onSend} disabled={pending}>
            {t("editor.send")}
          </Button>
          <Button type="submit" disabled={pending}>
            {t("editor.save")}
          </Button>
        </div>
      </div>
      <div className="grid gap-6 lg:grid-cols-[3fr_2fr]">
        <OfferAiPanel offerId={data.form.id} form={form} initialEmail={data.emailInputText} reply={reply} generating={pending} onGenerate={onGenerate} check={check} onCopied={onCopied} />
        <div className="grid content-start gap-6">
          <OfferFields form={form} data={data} today={today} facts={facts} check={check} />
          <OfferPricingCard data={data} control={form.control} facts={facts} />
        </div>
      </div>
    </form>
  );
}
