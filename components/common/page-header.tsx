import type { ReactNode } from "react";
import { cn } from "@/lib/utils";

/** The title block at the top of a page: one h1 and an optional lead paragraph. */
export function PageHeader({
  title,
  lead,
  children,
  className,
}: {
  title: string;
  lead?: string;
  children?: ReactNode;
  className?: string;
}) {
  return (
    <div className={cn("max-w-3xl space-y-3", className)}>
      <h1 className="text-3xl font-bold tracking-tight text-balance md:text-4xl">{title}</h1>
      {lead && <p className="text-lg text-pretty text-muted-foreground">{lead}</p>}
      {children}
    </div>
  );
}
