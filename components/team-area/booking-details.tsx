"use client";

import { useFormatter, useTranslations } from "next-intl";
import { Switch } from "@/components/ui/switch";
import type { TeamBooking, TeamPerson } from "@/lib/data/team-area";
import type { IsoDate } from "@/lib/domain/dates";
import { PersonAvatar } from "./person-avatar";

/** The popover's body: the stay, the turnover window, and one switch per team member. */
export function BookingDetails({ booking, assignees, team, onToggle }: { booking: TeamBooking; assignees: TeamPerson[]; team: TeamPerson[]; onToggle: (person: TeamPerson, assign: boolean) => void }) {
  const t = useTranslations("teamArea");
  const format = useFormatter();
  const date = (iso: IsoDate) => format.dateTime(new Date(`${iso}T00:00:00Z`), { timeZone: "UTC", weekday: "short", day: "numeric", month: "short" });
  const assigned = new Set(assignees.map((a) => a.id));
  return (
    <div className="grid gap-3 text-sm">
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
        <dt className="text-muted-foreground">{t("popover.guest")}</dt>
        <dd className="font-medium">{booking.isBlocked ? t("calendar.blockedGuest") : booking.guestName}</dd>
        <dt className="text-muted-foreground">{t("popover.dates")}</dt>
        <dd>
          {date(booking.arrival)} – {date(booking.departure)}
        </dd>
        <dt className="text-muted-foreground">{t("popover.guests")}</dt>
        <dd>{t("popover.guestCount", { adults: booking.adults, children: booking.children })}</dd>
        <dt className="text-muted-foreground">{t("popover.nextArrival")}</dt>
        <dd data-testid="next-arrival">{booking.nextArrival ? date(booking.nextArrival) : t("popover.noNextArrival")}</dd>
      </dl>
      <p className="rounded-md bg-muted px-2 py-1 text-xs">
        {t("popover.turnover", { checkOut: `${date(booking.departure)} ${booking.checkOut}`, next: booking.nextArrival ? `${date(booking.nextArrival)} ${booking.checkIn}` : t("popover.noNextArrival") })}
      </p>
      <fieldset className="grid gap-2">
        <legend className="mb-1 font-semibold">{t("popover.cleaners")}</legend>
        {team.map((person) => {
          const id = `assign-${booking.id}-${person.id}`;
          return (
            <div key={person.id} className="flex items-center justify-between gap-3">
              <label htmlFor={id} className="flex items-center gap-2">
                <PersonAvatar person={person} size="sm" />
                {person.name}
              </label>
              <Switch id={id} aria-label={t("popover.assign", { name: person.name })} checked={assigned.has(person.id)} onCheckedChange={(on) => onToggle(person, on)} />
            </div>
          );
        })}
      </fieldset>
    </div>
  );
}
