"use client";

import { useEffect, useState } from "react";
import { LayoutDashboard, LogIn } from "lucide-react";
import { Link } from "@/i18n/navigation";
import { Button } from "@/components/ui/button";

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
export function AccountButton({ signInLabel, dashboardLabel }: { signInLabel: string; dashboardLabel: string }) {
  const [dashboardPath, setDashboardPath] = useState<string | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    fetch("/api/me", { signal: controller.signal, headers: { accept: "application/json" } })
      .then((response) => (response.ok ? response.json() : null))
      .then((data: unknown) => {
        if (isMeResponse(data) && data.signedIn) setDashboardPath(safePath(data.dashboardPath));
      })
      .catch((error: unknown) => {
        // Signed out or offline: 'Sign In' stays, which is the right fallback for a shortcut button.
        if (!controller.signal.aborted) console.warn("[account-button] /api/me failed", error);
      });
    return () => controller.abort();
  }, []);

  if (dashboardPath) {
    return (
      <Button asChild size="sm">
        <Link href={dashboardPath}>
          <LayoutDashboard aria-hidden="true" />
          {dashboardLabel}
        </Link>
      </Button>
    );
  }
  return (
    <Button asChild size="sm" variant="outline">
      <Link href="/auth">
        <LogIn aria-hidden="true" />
        {signInLabel}
      </Link>
    </Button>
  );
}
