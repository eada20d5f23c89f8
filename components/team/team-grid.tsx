import { getTranslations } from "next-intl/server";
import { listTeamMembers } from "@/lib/data/content";
import type { Locale } from "@/lib/domain/localized";
import { TeamMemberCard } from "./team-member-card";

/** The member cards, or 'No team members found.'; rendered inside a Suspense boundary. */
export async function TeamGrid({ locale }: { locale: Locale }) {
  const t = await getTranslations("team");
  const members = await listTeamMembers(locale);
  if (members.length === 0) return <p className="rounded-lg border bg-surface p-6 text-muted-foreground">{t("empty")}</p>;
  return (
    <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
      {members.map((member) => (
        <li key={member.id}>
          <TeamMemberCard member={member} />
        </li>
      ))}
    </ul>
  );
}
