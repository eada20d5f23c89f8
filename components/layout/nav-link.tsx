"use client";

import { Link } from "@/i18n/navigation";
import { usePathname } from "@/i18n/client-navigation";
import { clsx } from "clsx";

/** A header link that marks the current section (aria-current) for sighted and screen reader users. */
export function NavLink({ href, label, className }: { href: string; label: string; className?: string }) {
  const pathname = usePathname();
  const active = href === "/" ? pathname === "/" : pathname === href || pathname.startsWith(`${href}/`);
  return (
    <Link
      href={href}
      aria-current={active ? "page" : undefined}
      // A plain join, no merge needed: the two text colours never meet.
      className={clsx(
        "rounded-md px-3 py-2 text-sm font-medium transition-colors hover:bg-accent hover:text-accent-foreground",
        active ? "text-primary" : "text-muted-foreground",
        className,
      )}
    >
      {label}
    </Link>
  );
}
