import type { Metadata } from "next";
import type { ReactNode } from "react";
import { cookies } from "next/headers";
import { getTranslations } from "next-intl/server";
import { DashboardShell } from "@/components/dashboard/dashboard-shell";
import { getSessionUser } from "@/lib/auth/session";
import { sidebarFor } from "@/lib/domain/access";
import { SIDEBAR_COOKIE, sidebarOpenFromCookie } from "@/lib/domain/sidebar-state";
import { resolveLocale } from "../resolve-locale";

// Personal pages: never indexed, never cached.
export const metadata: Metadata = { robots: { index: false, follow: false } };

/**
 * The signed-in area's frame. It does not guard: every page checks its own access rule
 * (lib/auth/dashboard.ts), because layouts are not re-run on every client navigation.
 */
export default async function AccountLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  await resolveLocale(params);
  const user = await getSessionUser();
  if (!user) return <div className="mx-auto w-full max-w-7xl px-4 py-8 md:px-6">{children}</div>;

  const t = await getTranslations("account");
  const groups = sidebarFor(user.roles).map((group) => ({
    section: group.section,
    title: t(`sections.${group.section}`),
    items: group.items.map((item) => ({ href: item.href, label: t(`items.${item.key}`) })),
  }));
  const open = sidebarOpenFromCookie((await cookies()).get(SIDEBAR_COOKIE)?.value);
  const tCommon = await getTranslations("nav");

  return (
    <DashboardShell
      groups={groups}
      defaultOpen={open}
      labels={{ sidebar: t("sidebarLabel"), toggle: t("toggleSidebar"), shortcut: t("shortcutHint"), close: tCommon("closeMenu") }}
    >
      {children}
    </DashboardShell>
  );
}
