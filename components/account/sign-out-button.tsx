"use client";

import { Loader2, LogOut } from "lucide-react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useTransition } from "react";
import { toast } from "sonner";
import { announceAuthChange } from "@/components/auth/auth-events";
import { useSiteLocale } from "@/components/auth/use-locale-strict";
import { Button } from "@/components/ui/button";
import { localizedPath } from "@/i18n/paths";
import { signOutAction } from "@/lib/actions/auth/sign-out";

export function SignOutButton() {
  const t = useTranslations("account.profile");
  const tAuth = useTranslations("auth");
  const locale = useSiteLocale();
  const router = useRouter();
  const [pending, startTransition] = useTransition();

  const signOut = () =>
    startTransition(async () => {
      try {
        const result = await signOutAction(locale);
        if (!result.data?.ok) throw new Error(result.serverError?.message ?? "sign-out refused");
        toast.success(tAuth("signedOut"));
        announceAuthChange();
        router.replace(localizedPath(locale, "/"));
        router.refresh();
      } catch (error) {
        console.error("[sign-out] failed", error);
        toast.error(tAuth("failedSignOut"));
      }
    });

  return (
    <Button type="button" variant="outline" onClick={signOut} disabled={pending}>
      {pending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <LogOut aria-hidden="true" />}
      {pending ? t("signingOut") : t("signOut")}
    </Button>
  );
}
