"use client";

import { useState } from "react";
import { Menu } from "lucide-react";
import { Link, usePathname } from "@/i18n/navigation";
import { Button } from "@/components/ui/button";
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle, SheetTrigger } from "@/components/ui/sheet";
import { cn } from "@/lib/utils";
import type { NavEntry } from "./nav-items";
import { LanguageSwitcher, type LanguageOption } from "./language-switcher";

export interface MobileNavLabels {
  open: string;
  close: string;
  title: string;
  description: string;
  navigation: string;
  language: string;
}

/** The menu below 768px: a sheet with the main links and the language choice. */
export function MobileNav({
  items,
  labels,
  languages,
}: {
  items: NavEntry[];
  labels: MobileNavLabels;
  languages: LanguageOption[];
}) {
  const [open, setOpen] = useState(false);
  const pathname = usePathname();

  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger asChild>
        <Button variant="ghost" size="icon" className="md:hidden" aria-label={labels.open}>
          <Menu className="size-5" aria-hidden="true" />
        </Button>
      </SheetTrigger>
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
                onClick={() => setOpen(false)}
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
          <LanguageSwitcher label={labels.language} options={languages} className="w-fit" />
        </div>
      </SheetContent>
    </Sheet>
  );
}
