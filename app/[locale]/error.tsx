"use client";

import { useEffect } from "react";
import { RotateCcw, TriangleAlert } from "lucide-react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";

export default function LocaleError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const t = useTranslations("error");

  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <div role="alert" className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <TriangleAlert className="size-12 text-destructive" aria-hidden="true" />
      <h1 className="mt-4 text-2xl font-semibold tracking-tight">{t("title")}</h1>
      <p className="mt-3 text-muted-foreground">{error.message || t("generic")}</p>
      {error.digest && (
        <p className="mt-2 text-xs text-muted-foreground">
          {t("digest")} <code className="rounded bg-muted px-1.5 py-0.5">{error.digest}</code>
        </p>
      )}
      <Button onClick={reset} className="mt-8">
        <RotateCcw aria-hidden="true" />
        {t("retry")}
      </Button>
    </div>
  );
}
