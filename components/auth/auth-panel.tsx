"use client";

import { CheckCircle2 } from "lucide-react";
import { useRouter, useSearchParams } from "next/navigation";
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { localizedPath } from "@/i18n/paths";
import { safeCallbackPath } from "@/lib/domain/callback-url";
import { announceAuthChange } from "./auth-events";
import { AuthErrorBox } from "./auth-error-box";
import { GoogleSignIn } from "./google-sign-in";
import { SignInForm } from "./sign-in-form";
import { SignUpForm } from "./sign-up-form";
import { useSiteLocale } from "./use-locale-strict";

type Tab = "sign-in" | "sign-up";

/** Errors next-auth or our Google check put in the URL when they send the visitor back here. */
const URL_ERRORS: Record<string, string> = {
  accountInactive: "errors.accountInactive",
  emailNotVerified: "errors.emailNotVerified",
};

/**
 * Sign In / Sign Up. The page around it is static, so everything that depends on the visitor
 * (the query string, being signed in already) is read here in the browser.
 */
export function AuthPanel({ googleEnabled }: { googleEnabled: boolean }) {
  const t = useTranslations("auth");
  const locale = useSiteLocale();
  const router = useRouter();
  const params = useSearchParams();
  const [tab, setTab] = useState<Tab>("sign-in");
  const [googleError, setGoogleError] = useState<string | null>(null);
  const home = localizedPath(locale, "/");
  const destination = safeCallbackPath(params.get("callbackUrl"), home);

  // Signed-in visitors have nothing to do here.
  useEffect(() => {
    const controller = new AbortController();
    fetch("/api/me", { signal: controller.signal })
      .then((r) => (r.ok ? r.json() : null))
      .then((me: { signedIn?: boolean } | null) => {
        if (me?.signedIn) router.replace(home);
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, [router, home]);

  const verified = params.get("verified");
  const urlError = params.get("error");
  const urlErrorMessage = urlError ? t(URL_ERRORS[urlError] ?? "failedGoogle") : null;

  const onSignedIn = () => {
    announceAuthChange();
    router.replace(destination);
    router.refresh();
  };

  return (
    <div className="grid gap-5">
      {verified === "ok" ? (
        <div role="status" className="flex gap-3 rounded-md border border-primary/30 bg-accent px-3 py-2.5 text-left text-sm text-accent-foreground">
          <CheckCircle2 className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <p>
            <strong className="font-semibold">{t("verifiedTitle")}</strong> {t("verifiedText")}
          </p>
        </div>
      ) : null}
      {verified === "failed" ? <AuthErrorBox title={t("verifyFailedTitle")} message={t("verifyFailedText")} /> : null}
      <AuthErrorBox title={t("errorTitle")} message={googleError ?? urlErrorMessage} />
      <Tabs value={tab} onValueChange={(value) => setTab(value === "sign-up" ? "sign-up" : "sign-in")}>
        <TabsList aria-label={t("tabsLabel")} className="mb-4 grid h-10 w-full grid-cols-2">
          <TabsTrigger value="sign-in">{t("signInTab")}</TabsTrigger>
          <TabsTrigger value="sign-up">{t("signUpTab")}</TabsTrigger>
        </TabsList>
        <TabsContent value="sign-in">
          <SignInForm onSignedIn={onSignedIn} />
        </TabsContent>
        <TabsContent value="sign-up">
          <SignUpForm onCreated={() => setTab("sign-in")} />
        </TabsContent>
      </Tabs>
      <div className="flex items-center gap-3 text-xs uppercase tracking-wide text-muted-foreground">
        <span className="h-px flex-1 bg-border" />
        {t("or")}
        <span className="h-px flex-1 bg-border" />
      </div>
      <GoogleSignIn enabled={googleEnabled} callbackUrl={destination} onError={setGoogleError} />
    </div>
  );
}
