import { getFormatter, getTranslations } from "next-intl/server";
import { Badge } from "@/components/ui/badge";
import { listActiveSessions } from "@/lib/data/user-sessions";
import { describeUserAgent } from "@/lib/domain/user-agent";
import { EndSessionButton, SignOutEverywhereButton } from "./session-buttons";

/**
 * /profile: the browsers signed in to this account ("this device" marked), each with "End
 * session", and "Sign out everywhere". Rendered inside the page's NextIntlClientProvider
 * (the buttons read account.sessions and auth).
 */
export async function SessionsSection({ userId, sessionId }: { userId: string; sessionId: string }) {
  const t = await getTranslations("account.sessions");
  const format = await getFormatter();
  const sessions = await listActiveSessions(userId, sessionId);

  const deviceLabel = (userAgent: string | null) => {
    const { browser, os } = describeUserAgent(userAgent);
    if (!browser && !os) return t("unknownDevice");
    return t("device", { browser: browser ?? t("unknownBrowser"), os: os ?? t("unknownOs") });
  };

  return (
    <section aria-labelledby="sessions-title" className="grid gap-4 rounded-xl border bg-card p-4 shadow-sm sm:p-6">
      <h2 id="sessions-title" className="text-xl font-semibold tracking-tight">
        {t("title")}
      </h2>
      <p className="text-sm text-muted-foreground">{t("lead")}</p>
      <ul className="grid gap-2" data-testid="session-list">
        {sessions.map((session) => {
          const device = deviceLabel(session.userAgent);
          return (
            <li key={session.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 rounded-lg border p-3" data-current={session.current || undefined}>
              <div className="grid min-w-0 gap-0.5">
                <p className="font-medium break-words">{device}</p>
                <p className="text-sm text-muted-foreground">
                  {t("lastSeen", { when: format.dateTime(session.lastSeenAt, { dateStyle: "medium", timeStyle: "short" }) })}
                </p>
              </div>
              {session.current ? (
                <Badge variant="secondary">{t("thisDevice")}</Badge>
              ) : (
                <EndSessionButton sessionId={session.id} device={device} />
              )}
            </li>
          );
        })}
      </ul>
      <div>
        <SignOutEverywhereButton />
      </div>
    </section>
  );
}
