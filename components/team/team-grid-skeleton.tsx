import { getTranslations } from "next-intl/server";
import { Skeleton } from "@/components/ui/skeleton";
import type { Locale } from "@/lib/domain/localized";

const PLACEHOLDER_CARDS = 3;

/** Three placeholder cards shaped like TeamMemberCard, shown while the team list streams in. */
export async function TeamGridSkeleton({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: "team" });
  return (
    <div role="status" aria-busy="true" data-testid="team-skeleton">
      <span className="sr-only">{t("loading")}</span>
      <ul aria-hidden="true" className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {Array.from({ length: PLACEHOLDER_CARDS }, (_, index) => (
          <li key={index} className="overflow-hidden rounded-xl border bg-card shadow-sm">
            <Skeleton className="aspect-[4/3] rounded-none" />
            <div className="space-y-3 p-6">
              <Skeleton className="h-5 w-2/3" />
              <Skeleton className="h-4 w-1/3" />
              <Skeleton className="h-4 w-full" />
              <Skeleton className="h-4 w-1/2" />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
