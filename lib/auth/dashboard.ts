import "server-only";
import { rememberDashboardPage } from "@/lib/data/profile";
import type { AccessRule } from "@/lib/domain/access";
import type { Locale } from "@/lib/domain/localized";
import { requireRole, type SessionUser } from "./session";

/**
 * The first line of every dashboard page: who may see it (redirects otherwise), and, for the
 * tracked pages, remembering it as the user's last dashboard page for the top bar's 'Dashboard'.
 */
export async function enterDashboardPage(locale: Locale, path: string, rule: AccessRule): Promise<SessionUser> {
  const user = await requireRole(locale, path, rule);
  await rememberDashboardPage(user.id, path);
  return user;
}
