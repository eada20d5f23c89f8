import { NextIntlClientProvider } from "next-intl";
import { getMessages, getTranslations } from "next-intl/server";
import { ensureIcalSecret } from "@/lib/data/team-ical";
import { isAllowed, TEAM_AREA } from "@/lib/domain/access";
import type { AppRole } from "@/lib/domain/roles";
import { env } from "@/lib/env";
import { IcalFeedCard } from "./ical-feed-card";

/** The feed URL of a secret on this site. */
export function icalFeedUrl(secret: string): string {
  return new URL(`/api/ical/${secret}.ics`, env().SITE_URL).toString();
}

/** /profile: the private calendar feed, for team users only (others have no assignments). */
export async function IcalFeedSection({ user }: { user: { id: string; roles: readonly AppRole[] } }) {
  if (!isAllowed(TEAM_AREA, user.roles)) return null;
  const t = await getTranslations("teamArea.ical");
  let secret: string;
  try {
    secret = await ensureIcalSecret(user.id);
  } catch (error) {
    // The feed is an extra: the profile must still open when it cannot be read.
    console.error("[profile] could not read the iCal secret", error);
    return null;
  }
  const { teamArea } = await getMessages();
  return (
    <section aria-labelledby="ical-title" className="grid gap-4 rounded-xl border bg-card p-6 shadow-sm">
      <h2 id="ical-title" className="text-xl font-semibold tracking-tight">{t("title")}</h2>
      <p className="text-sm text-muted-foreground">{t("lead")}</p>
      <NextIntlClientProvider messages={{ teamArea }}>
        <IcalFeedCard initialUrl={icalFeedUrl(secret)} siteUrl={env().SITE_URL} />
      </NextIntlClientProvider>
    </section>
  );
}
