"use client";

import { Link } from "@/i18n/navigation";
import { usePathname } from "@/i18n/client-navigation";
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from "@/components/ui/sheet";
import { cn } from "@/lib/utils";
import type { NavEntry } from "./nav-items";
import { LanguageSwitcher, type LanguageOption } from "./language-switcher";
import type { MobileNavLabels } from "./mobile-nav";

/** The open menu: the main links and the language choice in a sheet (loaded on first open). */
export function MobileNavSheet({
  items,
  labels,
  languages,
  open,
  onOpenChange,
}: {
  items: NavEntry[];
  labels: MobileNavLabels;
  languages: LanguageOption[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const pathname = usePathname();
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent side="right" closeLabel={labels.close} className="w-[85%] max-w-sm">
        <SheetHeader className="border-b">
          <SheetTitle>{labels.title}</SheetTitle>
          <SheetDescription className="sr-only">{labels.description}</SheetDescription>
        </SheetHeader>
        <nav aria-label={labels.navigation} className="flex flex-col gap-1 px-2">
          {items.map((item) => {
            const active = item.href === "/" ? pathname === "/" : pathname.startsWith(item.href);
            return (
              <Link
                key={item.href}
                href={item.href}
                aria-current={active ? "page" : undefined}
                onClick={() => onOpenChange(false)}
                className={cn(
                  "rounded-md px-3 py-3 text-base font-medium transition-colors hover:bg-accent",
                  active ? "bg-accent text-primary" : "text-foreground",
                )}
              >
                {item.label}
              </Link>
            );
          })}
        </nav>
        <div className="mt-auto border-t p-4">
          <LanguageSwitcher label={labels.language} options={languages} className="flex w-fit" />
        </div>
      </SheetContent>
    </Sheet>
  );
}
