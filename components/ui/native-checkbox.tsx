import * as React from "react";

import { cn } from "@/lib/utils";

// A styled <input type="checkbox">: it takes part in native form reset and needs no client
// JavaScript of its own (radix's Checkbox renders a button and ships its state logic).
function NativeCheckbox({ className, ...props }: React.ComponentProps<"input">) {
  return (
    <input
      type="checkbox"
      data-slot="checkbox"
      className={cn(
        "peer size-4 shrink-0 cursor-pointer rounded-[4px] border border-input accent-primary shadow-xs outline-none disabled:cursor-not-allowed disabled:opacity-50",
        "focus-visible:ring-[3px] focus-visible:ring-ring/50",
        "aria-invalid:outline-2 aria-invalid:outline-offset-1 aria-invalid:outline-destructive",
        className,
      )}
      {...props}
    />
  );
}

export { NativeCheckbox };
