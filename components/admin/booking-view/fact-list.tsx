import type { ReactNode } from "react";

/** Label/value pairs in one or two columns; long values (e-mail addresses, notes) wrap anywhere. */
export function FactList({ rows, testId }: { rows: readonly (readonly [string, ReactNode])[]; testId?: string }) {
  return (
    <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2" data-testid={testId}>
      {rows.map(([term, value]) => (
        <div key={term} className="grid min-w-0 gap-0.5">
          <dt className="text-sm text-muted-foreground">{term}</dt>
          <dd className="font-medium [overflow-wrap:anywhere]">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The card every section of the admin's booking view sits in, with its heading. */
export function ViewSection({ id, title, lead, aside, children }: { id: string; title: string; lead?: string; aside?: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="grid min-w-0 content-start gap-4 rounded-xl border bg-card p-4 shadow-sm sm:p-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={id} className="text-xl font-semibold tracking-tight">
            {title}
          </h2>
          {lead ? <p className="mt-1 text-sm text-muted-foreground">{lead}</p> : null}
        </div>
        {aside}
      </div>
      {children}
    </section>
  );
}
