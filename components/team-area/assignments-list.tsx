import { getFormatter, getLocale, getTranslations } from "next-intl/server";
import type { TeamBooking } from "@/lib/data/team-area";
import type { IsoDate } from "@/lib/domain/dates";
import { dayLabel } from "@/lib/domain/team-calendar";
import { AvatarStack } from "./person-avatar";
import { withColon } from "@/lib/domain/typography";

/** /team/assignments: one card per cleaning, by checkout day. */
export async function AssignmentsList({ rows, today }: { rows: TeamBooking[]; today: IsoDate }) {
  const t = await getTranslations("teamArea.assignments");
  const tArea = await getTranslations("teamArea");
  const format = await getFormatter();
  const locale = await getLocale();
  // ISO dates are calendar days: formatted at UTC midnight so no time zone shifts them.
  const date = (iso: IsoDate) => format.dateTime(new Date(`${iso}T00:00:00Z`), { timeZone: "UTC", weekday: "short", day: "numeric", month: "short", year: "numeric" });
  const label = (iso: IsoDate) => {
    const l = dayLabel(iso, today);
    return l.kind === "date" ? date(l.date) : t(l.kind);
  };
  return (
    <ul className="grid gap-3">
      {rows.map((b) => (
        <li key={b.id} data-testid="assignment" className="grid gap-3 rounded-xl border bg-card p-4 shadow-sm sm:grid-cols-[10rem_1fr_auto] sm:items-center">
          <div>
            <p className="font-semibold" data-testid="assignment-day">{label(b.departure)}</p>
            <p className="text-sm text-muted-foreground">{t("checkout", { time: b.checkOut })}</p>
          </div>
          <div className="grid gap-1 text-sm">
            <p className="font-medium text-base">{b.propertyName}</p>
            <p>
              <span className="text-muted-foreground">{withColon(t("guests"), locale)} </span>
              {b.guestName} ({b.adults + b.children})
            </p>
            <p>
              <span className="text-muted-foreground">{withColon(t("nextArrival"), locale)} </span>
              <span data-testid="assignment-next">{b.nextArrival ? label(b.nextArrival) : t("noNextArrival")}</span>
            </p>
          </div>
          <div className="flex items-center gap-2">
            <span className="sr-only">{t("assignees")}</span>
            <AvatarStack people={b.assignees} moreLabel={(count) => tArea("moreAssignees", { count })} />
          </div>
        </li>
      ))}
    </ul>
  );
}
