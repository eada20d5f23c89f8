import { ArrowLeft } from "lucide-react";
import type { ComponentProps } from "react";
import { Link } from "@/i18n/navigation";

/** "← Back to …" above a detail page (a booking, for the guest or the office). */
export function BackLink({ href, label }: { href: ComponentProps<typeof Link>["href"]; label: string }) {
  return (
    <Link href={href} className="inline-flex items-center gap-1.5 text-sm font-medium text-primary underline-offset-4 hover:underline">
      <ArrowLeft className="size-4" aria-hidden="true" />
      {label}
    </Link>
  );
}
