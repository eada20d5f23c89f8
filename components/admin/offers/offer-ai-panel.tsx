"use client";

import { useTranslations } from "next-intl";
import { useState, useTransition } from "react";
import type { UseFormReturn } from "react-hook-form";
import { toast } from "sonner";
import { useSiteLocale } from "@/components/auth/use-locale-strict";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { extractOfferDataAction } from "@/lib/actions/offers/extract-offer-data";
import type { OfferForm } from "@/lib/schemas/offers";
import type { ExtractionCheck } from "./extraction-check";
import type { OfferFormInput } from "./offer-fields";

type Props = {
  offerId: string;
  form: UseFormReturn<OfferFormInput, unknown, OfferForm>;
  initialEmail: string;
  reply: string;
  generating: boolean;
  onGenerate: () => void;
  /** Marks the fields the extractor was unsure of (optional: the editor may not show marks). */
  check?: ExtractionCheck;
  /** After a successful copy (issue 22, offers helper: the editor marks the offer sent and says so). */
  onCopied?: () => void;
};

/** 'AI Processing': the pasted inquiry, Extract Data, Generate Reply and the proposed reply. */
export function OfferAiPanel({ offerId, form, initialEmail, reply, generating, onGenerate, check, onCopied }: Props) {
  const t = useTranslations("adminOffers");
  const locale = useSiteLocale();
  const [email, setEmail] = useState(initialEmail);
  const [pending, startTransition] = useTransition();

  const extract = () => {
    if (!email.trim()) return void toast.error(t("errors.emailEmpty"));
    startTransition(async () => {
      try {
        const result = await extractOfferDataAction(locale, { id: offerId, text: email });
        const data = result.data;
        if (!data) {
          toast.error(t("ai.processFailed", { message: result.serverError?.message ?? t("errors.invalidRequest") }));
          return;
        }
        const x = data.extracted;
        const dirty = { shouldDirty: true };
        if (x.guestName) form.setValue("guestName", x.guestName, dirty);
        if (x.guestEmail) form.setValue("guestEmail", x.guestEmail, dirty);
        if (x.guestPhone) form.setValue("guestPhone", x.guestPhone, dirty);
        if (x.adults !== null) form.setValue("adults", Math.max(1, x.adults), dirty);
        form.setValue("children6To16", x.children6To16, dirty);
        form.setValue("children3To5", x.children3To5, dirty);
        form.setValue("babies", x.babies, dirty);
        if (x.checkIn && x.checkOut) {
          form.setValue("checkIn", x.checkIn, dirty);
          form.setValue("checkOut", x.checkOut, dirty);
        }
        // The offer is written in the inquiry's language (issue 22).
        form.setValue("language", data.language, dirty);
        toast.success(t("ai.processed"));
        if (data.property) {
          form.setValue("propertyId", data.property.id, { shouldDirty: true });
          toast.success(t("ai.propertySelected", { name: data.property.name }));
        } else if (x.propertyPreference) {
          toast.info(t("ai.propertyNotFound", { name: x.propertyPreference }));
        }
        // Marked after the values are set, so the marks remember what the extraction filled in.
        check?.mark(data.uncertain);
        if (data.uncertain.length > 0) toast.info(t("ai.checkMarked"));
      } catch (cause) {
        console.error("[offer extract] failed", cause);
        toast.error(t("ai.processFailed", { message: t("errors.unexpected") }));
      }
    });
  };

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(reply);
    } catch (cause) {
      console.error("[offer reply] copy failed", cause);
      return void toast.error(t("ai.copyFailed"));
    }
    if (onCopied) onCopied();
    else toast.success(t("ai.copied"));
  };

  return (
    <section className="grid gap-3 rounded-lg border bg-surface p-4" aria-labelledby="offer-ai">
      <h2 id="offer-ai" className="font-semibold">
        {t("ai.title")}
      </h2>
      <Label htmlFor="offer-email-input">{t("fields.emailInput")}</Label>
      <Textarea id="offer-email-input" rows={10} value={email} onChange={(e) => setEmail(e.target.value)} />
      <div className="flex flex-wrap gap-2">
        <Button type="button" onClick={extract} disabled={pending}>
          {t("ai.extract")}
        </Button>
        <Button type="button" variant="outline" onClick={onGenerate} disabled={generating}>
          {t("ai.generateReply")}
        </Button>
      </div>
      <Label htmlFor="offer-reply">{t("fields.proposedReply")}</Label>
      <Textarea id="offer-reply" rows={14} value={reply} readOnly />
      <div>
        <Button type="button" variant="outline" onClick={copy} disabled={!reply}>
          {t("ai.copy")}
        </Button>
      </div>
    </section>
  );
}
