"use client";

import { Printer } from "lucide-react";
import { Button } from "@/components/ui/button";

export function PrintButton({ label }: { label: string }) {
  return (
    <Button type="button" variant="outline" onClick={() => window.print()} data-print-hide="">
      <Printer aria-hidden="true" />
      {label}
    </Button>
  );
}
