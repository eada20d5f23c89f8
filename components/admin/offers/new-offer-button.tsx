"use client";

import { Plus } from "lucide-react";
import { useTranslations } from "next-intl";
import { useTransition } from "react";
import { toast } from "sonner";
import { useSiteLocale } from "@/components/auth/use-locale-strict";
import { Button } from "@/components/ui/button";
import { useRouter } from "@/i18n/client-navigation";
import { createOfferAction } from "@/lib/actions/offers/create-offer";

/** 'New Offer': creates an empty draft and opens it in the editor. */
export function NewOfferButton() {
  const t = useTranslations("adminOffers.list");
  const locale = useSiteLocale();
  const router = useRouter();
  const [pending, startTransition] = useTransition();

  const create = () =>
    startTransition(async () => {
      try {
        const result = await createOfferAction(locale, {});
        if (result.data?.ok) {
          toast.success(t("created"));
          router.push(`/admin/make-offer/${result.data.id}`);
          return;
        }
        toast.error(t("createFailed"), { description: result.serverError?.message });
      } catch (cause) {
        console.error("[new offer] failed", cause);
        toast.error(t("createFailed"));
      }
    });

  return (
    <Button onClick={create} disabled={pending}>
      <Plus aria-hidden="true" />
      {t("newOffer")}
    </Button>
  );
}
