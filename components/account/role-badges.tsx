import { getTranslations } from "next-intl/server";
import { Badge } from "@/components/ui/badge";
import type { AppRole } from "@/lib/domain/roles";

export async function RoleBadges({ roles }: { roles: readonly AppRole[] }) {
  const t = await getTranslations("account");
  if (roles.length === 0) return <span className="text-sm text-muted-foreground">{t("profile.noRoles")}</span>;
  return (
    <ul className="flex flex-wrap gap-1.5">
      {roles.map((role) => (
        <li key={role}>
          <Badge variant="secondary">{t(`roles.${role}`)}</Badge>
        </li>
      ))}
    </ul>
  );
}
