import { getImageProps } from "next/image";
import { Link } from "@/i18n/navigation";
import { cn } from "@/lib/utils";

/** The brand mark and name, linking to the home page. */
export function Logo({ siteName, homeLabel, className }: { siteName: string; homeLabel: string; className?: string }) {
  // The optimised URLs are worked out here on the server: next/image's client component would add
  // its code to every page's first load for one small icon.
  const { props: icon } = getImageProps({ src: "/brand/icon.png", alt: "", width: 36, height: 36, className: "size-9 rounded-lg" });
  return (
    <Link
      href="/"
      aria-label={homeLabel}
      className={cn("flex shrink-0 items-center gap-2.5 rounded-md font-semibold text-foreground", className)}
    >
      {/* eslint-disable-next-line @next/next/no-img-element -- next/image attributes from getImageProps */}
      <img {...icon} alt="" />
      <span className="text-lg tracking-tight">{siteName}</span>
    </Link>
  );
}
