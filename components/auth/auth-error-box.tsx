import { AlertCircle } from "lucide-react";
import type { ReactNode } from "react";

/** The error box of the auth forms: the server's message, always in a live region. */
export function AuthErrorBox({ title, message, children }: { title: string; message: string | null; children?: ReactNode }) {
  return (
    <div aria-live="assertive" aria-atomic="true">
      {message ? (
        <div role="alert" data-testid="auth-error" className="flex gap-3 rounded-md border border-destructive/40 bg-destructive/5 px-3 py-2.5 text-sm text-destructive">
          <AlertCircle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <div className="space-y-1.5">
            <p className="font-semibold">{title}</p>
            <p>{message}</p>
            {children}
          </div>
        </div>
      ) : null}
    </div>
  );
}
