import Image from "next/image";
import { Link } from "@/i18n/navigation";
import { cn } from "@/lib/utils";

/** The brand mark and name, linking to the home page. */
export function Logo({ siteName, homeLabel, className }: { siteName: string; homeLabel: string; className?: string }) {
  return (
    <Link
      href="/"
      aria-label={homeLabel}
      className={cn("flex shrink-0 items-center gap-2.5 rounded-md font-semibold text-foreground", className)}
    >
      <Image src="/brand/icon.png" alt="" width={36} height={36} className="size-9 rounded-lg" />
      <span className="text-lg tracking-tight">{siteName}</span>
    </Link>
  );
}
