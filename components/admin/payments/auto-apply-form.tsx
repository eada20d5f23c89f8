"use client";

import { useRef, type ReactNode } from "react";
import { useRouter } from "@/i18n/client-navigation";

/**
 * A GET form of filters that applies itself on every change (after a short pause, so typing a
 * date does not load the page per digit). Without JavaScript its submit button does the same.
 */
export function AutoApplyForm({ action, pathname, label, className, children }: { action: string; pathname: string; label: string; className: string; children: ReactNode }) {
  const router = useRouter();
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  function apply(form: HTMLFormElement) {
    const query: Record<string, string> = {};
    for (const [key, value] of new FormData(form)) {
      // Defaults stay out of the URL; a new filter starts on page 1.
      if (typeof value === "string" && value !== "" && value !== "all") query[key] = value;
    }
    router.replace({ pathname, query }, { scroll: false });
  }

  return (
    <form
      method="get"
      action={action}
      role="search"
      aria-label={label}
      className={className}
      onChange={(event) => {
        const form = event.currentTarget;
        if (timer.current) clearTimeout(timer.current);
        timer.current = setTimeout(() => apply(form), 350);
      }}
      onSubmit={(event) => {
        event.preventDefault();
        if (timer.current) clearTimeout(timer.current);
        apply(event.currentTarget);
      }}
    >
      {children}
    </form>
  );
}
