"use client";

import { Menu } from "lucide-react";
import dynamic from "next/dynamic";
import { useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import type { NavEntry } from "./nav-items";
import type { LanguageOption } from "./language-switcher";

// The sheet (and radix's dialog code) is fetched when a visitor first opens the menu: most
// visitors never do, and every public page would otherwise carry it in its first load.
const MobileNavSheet = dynamic(() => import("./mobile-nav-sheet").then((m) => m.MobileNavSheet), { ssr: false });

export interface MobileNavLabels {
  open: string;
  close: string;
  title: string;
  description: string;
  navigation: string;
  language: string;
}

/** The menu below 768px: a button that opens a sheet with the main links and the language choice. */
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
  const [loaded, setLoaded] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const change = (next: boolean) => {
    setOpen(next);
    // Not a radix trigger, so focus is handed back by hand when the sheet closes.
    if (!next) requestAnimationFrame(() => trigger.current?.focus());
  };

  return (
    <>
      <Button
        ref={trigger}
        variant="ghost"
        size="icon"
        className="md:hidden"
        aria-label={labels.open}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
      >
        <Menu className="size-5" aria-hidden="true" />
      </Button>
      {loaded ? <MobileNavSheet items={items} labels={labels} languages={languages} open={open} onOpenChange={change} /> : null}
    </>
  );
}
