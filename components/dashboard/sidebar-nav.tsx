"use client";

import { Link } from "@/i18n/navigation";
import { usePathname } from "@/i18n/client-navigation";
import { cn } from "@/lib/utils";

export interface SidebarGroupView {
  section: string;
  title: string;
  items: { href: string; label: string }[];
}

/** The sections (ACCOUNT, ADMIN, TEAM, GUEST) and their links, current page marked. */
export function SidebarNav({ groups, label, onNavigate }: { groups: SidebarGroupView[]; label: string; onNavigate?: () => void }) {
  const pathname = usePathname();
  return (
    <nav aria-label={label} className="flex flex-col gap-6 p-3">
      {groups.map((group) => (
        <div key={group.section} data-section={group.section}>
          <h2 className="px-3 pb-1.5 text-xs font-semibold tracking-wider text-muted-foreground uppercase">{group.title}</h2>
          <ul className="grid gap-0.5">
            {group.items.map((item) => {
              const active = pathname === item.href || pathname.startsWith(`${item.href}/`);
              return (
                <li key={item.href}>
                  <Link
                    href={item.href}
                    onClick={onNavigate}
                    aria-current={active ? "page" : undefined}
                    className={cn(
                      "block rounded-md px-3 py-2 text-sm font-medium transition-colors hover:bg-accent hover:text-accent-foreground",
                      active ? "bg-accent text-primary" : "text-foreground",
                    )}
                  >
                    {item.label}
                  </Link>
                </li>
              );
            })}
          </ul>
        </div>
      ))}
    </nav>
  );
}
