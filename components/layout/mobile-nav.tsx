"use client";

import { Menu } from "lucide-react";
import { lazy, Suspense, useRef, useState } from "react";
import type { NavEntry } from "./nav-items";
import type { LanguageOption } from "./language-switcher";

// The sheet (and radix's dialog code) is fetched when a visitor first opens the menu: most
// visitors never do, and every public page would otherwise carry it in its first load.
// React.lazy rather than next/dynamic: the sheet is only ever rendered after a click, and
// next/dynamic's own code would be in every first load.
const MobileNavSheet = lazy(() => import("./mobile-nav-sheet").then((m) => ({ default: m.MobileNavSheet })));

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
  triggerClass,
}: {
  items: NavEntry[];
  labels: MobileNavLabels;
  languages: LanguageOption[];
  /** The trigger's button classes, worked out on the server (the browser need not merge them). */
  triggerClass: string;
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
      <button
        ref={trigger}
        type="button"
        data-slot="button"
        className={triggerClass}
        aria-label={labels.open}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
      >
        <Menu className="size-5" aria-hidden="true" />
      </button>
      {loaded ? (
        <Suspense>
          <MobileNavSheet items={items} labels={labels} languages={languages} open={open} onOpenChange={change} />
        </Suspense>
      ) : null}
    </>
  );
}
