import * as React from "react";

import { cn } from "@/lib/utils";

// A plain <label> rather than radix's Label: it needs no client JavaScript, which counts on the
// static public pages (shared PERFORMANCE.md).
function Label({ className, ...props }: React.ComponentProps<"label">) {
  return (
    <label
      data-slot="label"
      className={cn(
        "flex items-center gap-2 text-sm leading-none font-medium select-none peer-disabled:cursor-not-allowed peer-disabled:opacity-50",
        className,
      )}
      {...props}
    />
  );
}

export { Label };
