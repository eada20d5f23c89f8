import type { ReactNode } from "react";
import { cn } from "@/lib/utils";
import { HydrateOnView } from "./hydrate-on-view";

/**
 * A titled region of a page; the heading names the landmark for screen readers. `hydrateOnView`:
 * a section far below the first screen whose content React takes over only when it comes into
 * view (components/common/hydrate-on-view.tsx); its HTML is complete either way.
 */
export function Section({
  id,
  title,
  children,
  className,
  hydrateOnView = false,
}: {
  id: string;
  title: string;
  children: ReactNode;
  className?: string;
  hydrateOnView?: boolean;
}) {
  return (
    <section aria-labelledby={`${id}-title`} className={cn("space-y-5", className)}>
      <h2 id={`${id}-title`} className="text-2xl font-semibold tracking-tight">
        {title}
      </h2>
      {hydrateOnView ? <HydrateOnView className="space-y-5">{children}</HydrateOnView> : children}
    </section>
  );
}
