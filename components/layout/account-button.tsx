"use client";

import { useEffect, useState } from "react";
import { LayoutDashboard, LogIn } from "lucide-react";
import { AUTH_CHANGED_EVENT } from "@/components/auth/auth-events";
import { Link } from "@/i18n/navigation";

interface MeResponse {
  signedIn: boolean;
  dashboardPath?: string;
}

function isMeResponse(x: unknown): x is MeResponse {
  return typeof x === "object" && x !== null && typeof (x as { signedIn?: unknown }).signedIn === "boolean";
}

/** Only same-site paths: a response must never turn this button into a link to another host. */
function safePath(path: string | undefined): string {
  return path && path.startsWith("/") && !path.startsWith("//") ? path : "/profile";
}

/**
 * 'Sign In' or 'Dashboard'. The session is asked for on the client after load so that the page
 * around it stays static; the first render is always 'Sign In' so the prerendered HTML is stable.
 */
export function AccountButton({
  signInLabel,
  dashboardLabel,
  signInClass,
  dashboardClass,
}: {
  signInLabel: string;
  dashboardLabel: string;
  /** Button classes worked out on the server (the browser need not merge them). */
  signInClass: string;
  dashboardClass: string;
}) {
  const [dashboardPath, setDashboardPath] = useState<string | null>(null);

  useEffect(() => {
    let controller = new AbortController();
    const ask = () => {
      controller.abort();
      controller = new AbortController();
      const { signal } = controller;
      fetch("/api/me", { signal, headers: { accept: "application/json" } })
        .then((response) => (response.ok ? response.json() : null))
        .then((data: unknown) => {
          setDashboardPath(isMeResponse(data) && data.signedIn ? safePath(data.dashboardPath) : null);
        })
        .catch((error: unknown) => {
          // Offline or aborted: the current state stays, which is the right fallback for a shortcut button.
          if (!signal.aborted) console.warn("[account-button] /api/me failed", error);
        });
    };
    ask();
    // Signing in or out happens without a full page load: the forms announce it.
    window.addEventListener(AUTH_CHANGED_EVENT, ask);
    return () => {
      window.removeEventListener(AUTH_CHANGED_EVENT, ask);
      controller.abort();
    };
  }, []);

  if (dashboardPath) {
    return (
      <Link href={dashboardPath} data-slot="button" className={dashboardClass}>
        <LayoutDashboard aria-hidden="true" />
        {dashboardLabel}
      </Link>
    );
  }
  return (
    <Link href="/auth" data-slot="button" className={signInClass}>
      <LogIn aria-hidden="true" />
      {signInLabel}
    </Link>
  );
}
