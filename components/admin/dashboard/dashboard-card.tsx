import type { ReactNode } from "react";
import { Link } from "@/i18n/navigation";

/**
 * One section of the dashboard: its heading, and either its content or the section's own error
 * (a section whose read failed does not take the others down).
 */
export function DashboardCard({ id, title, children, error, className }: { id: string; title: string; children?: ReactNode; error?: string | null; className?: string }) {
  return (
    <section aria-labelledby={id} data-testid={`dashboard-${id}`} className={`grid min-w-0 content-start gap-3 rounded-xl border bg-card p-4 shadow-sm sm:p-5 ${className ?? ""}`}>
      <h2 id={id} className="text-lg font-semibold tracking-tight">
        {title}
      </h2>
      {error ? (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : (
        children
      )}
    </section>
  );
}

/** A figure that is a link to the list behind it ("3 →"), with what it counts in words for screen readers and the tooltip. */
export function FigureLink({ href, value, label, detail, testId }: { href: string; value: string | number; label: string; detail?: string; testId?: string }) {
  return (
    <Link href={href} aria-label={label} title={label} data-testid={testId} className="group grid w-fit gap-0.5 rounded-md focus-visible:outline-2">
      <span className="text-3xl font-bold tabular-nums group-hover:underline">{value}</span>
      {detail ? <span className="text-sm text-muted-foreground">{detail}</span> : null}
    </Link>
  );
}
