import { getTranslations } from "next-intl/server";
import { formatInstant } from "@/components/my-bookings/format";
import { Badge } from "@/components/ui/badge";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import type { AttemptRow } from "@/lib/data/admin-booking-view";
import type { Locale } from "@/lib/domain/localized";
import { formatChf } from "@/lib/domain/money";
import { ViewSection } from "./fact-list";

const VARIANT: Record<AttemptRow["status"], "default" | "secondary" | "destructive" | "outline"> = {
  pending: "secondary",
  processing: "secondary",
  succeeded: "default",
  refunded: "outline",
  failed: "destructive",
  expired: "outline",
  cancelled: "outline",
};
const METHODS = ["card", "twint", "paypal"] as const;

/** Every checkout started for the booking (or its offer), also those that moved no money. */
export async function AttemptsSection({ attempts, locale }: { attempts: AttemptRow[]; locale: Locale }) {
  const t = await getTranslations("adminBookingView");
  const method = (m: string) => ((METHODS as readonly string[]).includes(m) ? t(`methods.${m as (typeof METHODS)[number]}`) : m);
  // For, methods, created, expires: the same in the table and on the cards.
  const details = (a: AttemptRow): [string, string][] => [
    [t("attemptColumns.purpose"), t(`purposes.${a.purpose}`)],
    [t("attemptColumns.methods"), a.methods.length > 0 ? a.methods.map(method).join(", ") : t("none")],
    [t("attemptColumns.created"), formatInstant(a.createdAt, locale)],
    [t("attemptColumns.expires"), a.expiresAt ? formatInstant(a.expiresAt, locale) : t("none")],
  ];
  return (
    <ViewSection id="attempts-title" title={t("attemptsTitle")} lead={t("attemptsLead")}>
      {attempts.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("attemptsEmpty")}</p>
      ) : (
        <>
          <ul className="grid gap-2 lg:hidden" aria-labelledby="attempts-title">
            {attempts.map((a) => (
              <li key={a.id} className="grid gap-1 rounded-lg border p-3 text-sm" data-testid="attempt-card" data-status={a.status}>
                <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1">
                  <Badge variant={VARIANT[a.status]}>{t(`attemptStatuses.${a.status}`)}</Badge>
                  <span className="tabular-nums">{formatChf(a.amount, locale)}</span>
                </div>
                <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-0.5 text-muted-foreground">
                  {details(a).map(([label, value]) => (
                    <div key={label} className="contents">
                      <dt>{label}</dt>
                      <dd className="text-foreground">{value}</dd>
                    </div>
                  ))}
                </dl>
              </li>
            ))}
          </ul>
          <div className="hidden lg:block">
            <Table aria-labelledby="attempts-title">
              <TableHeader>
                <TableRow>
                  <TableHead>{t("attemptColumns.status")}</TableHead>
                  <TableHead className="text-right">{t("attemptColumns.amount")}</TableHead>
                  <TableHead>{t("attemptColumns.purpose")}</TableHead>
                  <TableHead>{t("attemptColumns.methods")}</TableHead>
                  <TableHead>{t("attemptColumns.created")}</TableHead>
                  <TableHead>{t("attemptColumns.expires")}</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {attempts.map((a) => (
                  <TableRow key={a.id} data-testid="attempt-row" data-status={a.status}>
                    <TableCell>
                      <Badge variant={VARIANT[a.status]}>{t(`attemptStatuses.${a.status}`)}</Badge>
                    </TableCell>
                    <TableCell className="text-right whitespace-nowrap tabular-nums">{formatChf(a.amount, locale)}</TableCell>
                    {details(a).map(([label, value]) => (
                      <TableCell key={label} className={label === t("attemptColumns.methods") ? "" : "whitespace-nowrap"}>
                        {value}
                      </TableCell>
                    ))}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </div>
        </>
      )}
    </ViewSection>
  );
}
