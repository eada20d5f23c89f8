"use client";

import { Slot } from "radix-ui";
import type { ReactElement } from "react";
import { useFormField } from "@/components/ui/form";

/**
 * FormControl for a field with a hint below it: the control is described by the hint, and by the
 * error message too while there is one (never by an element that does not exist).
 */
export function HintedControl({ hintId, children }: { hintId: string; children: ReactElement }) {
  const { error, formItemId, formMessageId } = useFormField();
  return (
    <Slot.Root data-slot="form-control" id={formItemId} aria-invalid={!!error} aria-describedby={error ? `${hintId} ${formMessageId}` : hintId}>
      {children}
    </Slot.Root>
  );
}
