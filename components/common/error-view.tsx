"use client";

import { useEffect } from "react";
import { RotateCcw, TriangleAlert } from "lucide-react";
import { usePlainMessages } from "@/components/common/use-plain-messages";
import { buttonVariants } from "@/components/ui/button-variants";

/** What a visitor sees when a page fails: the error, its digest for the office, and a retry. */
export function ErrorView({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const texts = usePlainMessages("error");
  const t = (key: "title" | "generic" | "digest" | "retry") => texts[key] ?? `error.${key}`;

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
      <button type="button" data-slot="button" onClick={reset} className={buttonVariants({ className: "mt-8" })}>
        <RotateCcw aria-hidden="true" />
        {t("retry")}
      </button>
    </div>
  );
}
