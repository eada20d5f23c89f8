"use client";

import { Loader2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { DialogFooter } from "@/components/ui/dialog";

interface Props {
  cancelLabel: string;
  onCancel: () => void;
  submitLabel: string;
  /** Shown with a spinner while the form is being sent; without it the label stays. */
  busyLabel?: string;
  busy: boolean;
  variant?: "default" | "destructive";
}

/** The footer every form dialog shares: Cancel, and the submit button, disabled with a spinner while sending. */
export function DialogFormFooter({ cancelLabel, onCancel, submitLabel, busyLabel, busy, variant = "default" }: Props) {
  return (
    <DialogFooter>
      <Button type="button" variant="outline" onClick={onCancel}>
        {cancelLabel}
      </Button>
      <Button type="submit" variant={variant} disabled={busy}>
        {busy && busyLabel ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
        {busy && busyLabel ? busyLabel : submitLabel}
      </Button>
    </DialogFooter>
  );
}
