"use client";

import { useTranslations } from "next-intl";
import { useState, useTransition } from "react";
import { toast } from "sonner";
import { useSiteLocale } from "@/components/auth/use-locale-strict";
import { Switch } from "@/components/ui/switch";
import { useRouter } from "@/i18n/client-navigation";
import { setPropertyVisibilityAction } from "@/lib/actions/properties/set-property-visibility";

/** The 'Visible' switch of one row: flips at once, and flips back when the server says no. */
export function VisibilitySwitch({ id, name, visible }: { id: string; name: string; visible: boolean }) {
  const t = useTranslations("adminProperties");
  const locale = useSiteLocale();
  const router = useRouter();
  const [checked, setChecked] = useState(visible);
  const [pending, startTransition] = useTransition();

  const change = (next: boolean) => {
    setChecked(next);
    startTransition(async () => {
      try {
        const result = await setPropertyVisibilityAction(locale, { id, visible: next });
        if (result.data?.ok) {
          toast.success(t("visibilityUpdated"));
          router.refresh();
          return;
        }
        setChecked(!next);
        toast.error(t("visibilityFailed"), { description: result.serverError?.message });
      } catch (cause) {
        console.error("[visibility] failed", cause);
        setChecked(!next);
        toast.error(t("visibilityFailed"));
      }
    });
  };

  return <Switch checked={checked} disabled={pending} onCheckedChange={change} aria-label={t("visibleLabel", { name })} />;
}
