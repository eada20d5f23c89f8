"use client";

import { PanelLeft } from "lucide-react";
import { useCallback, useEffect, useState, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from "@/components/ui/sheet";
import { isSidebarShortcut, sidebarCookie } from "@/lib/domain/sidebar-state";
import { cn } from "@/lib/utils";
import { SidebarNav, type SidebarGroupView } from "./sidebar-nav";

export interface DashboardShellLabels {
  sidebar: string;
  toggle: string;
  shortcut: string;
  close: string;
}

const MOBILE_QUERY = "(max-width: 767px)";

/**
 * The signed-in area's frame: a sidebar beside the page on wide screens (open state in a cookie
 * for 7 days, toggled with the button or ctrl/cmd+B), a sheet on phones.
 */
export function DashboardShell({ groups, defaultOpen, labels, children }: { groups: SidebarGroupView[]; defaultOpen: boolean; labels: DashboardShellLabels; children: ReactNode }) {
  const [open, setOpen] = useState(defaultOpen);
  const [mobileOpen, setMobileOpen] = useState(false);

  const toggle = useCallback(() => {
    if (window.matchMedia(MOBILE_QUERY).matches) {
      setMobileOpen((o) => !o);
      return;
    }
    setOpen((o) => {
      document.cookie = sidebarCookie(!o);
      return !o;
    });
  }, []);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!isSidebarShortcut(event)) return;
      event.preventDefault();
      toggle();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [toggle]);

  return (
    <div className="mx-auto flex w-full max-w-7xl flex-1">
      <aside
        id="dashboard-sidebar"
        data-state={open ? "open" : "closed"}
        className={cn("hidden shrink-0 border-r bg-surface md:block", open ? "w-64" : "w-0 overflow-hidden border-r-0")}
      >
        {open ? <SidebarNav groups={groups} label={labels.sidebar} /> : null}
      </aside>
      <Sheet open={mobileOpen} onOpenChange={setMobileOpen}>
        <SheetContent side="left" closeLabel={labels.close} className="w-[85%] max-w-xs">
          <SheetHeader className="border-b">
            <SheetTitle>{labels.sidebar}</SheetTitle>
            <SheetDescription className="sr-only">{labels.sidebar}</SheetDescription>
          </SheetHeader>
          <SidebarNav groups={groups} label={labels.sidebar} onNavigate={() => setMobileOpen(false)} />
        </SheetContent>
      </Sheet>
      <div className="min-w-0 flex-1">
        <div className="flex items-center gap-2 border-b px-4 py-2 md:px-6">
          <Button
            variant="ghost"
            size="sm"
            onClick={toggle}
            aria-controls="dashboard-sidebar"
            aria-expanded={open}
            aria-keyshortcuts="Control+B Meta+B"
            title={`${labels.toggle} (${labels.shortcut})`}
          >
            <PanelLeft aria-hidden="true" />
            <span className="sr-only">{labels.toggle}</span>
          </Button>
        </div>
        <div className="px-4 py-8 md:px-6">{children}</div>
      </div>
    </div>
  );
}
