"use client";

import { useFormatter, useTranslations } from "next-intl";
import type { CalendarData, TeamPerson } from "@/lib/data/team-area";
import type { IsoDate } from "@/lib/domain/dates";
import { DAY_WIDTH_PX, isWeekend, placeBar, printDays, type CalendarWindow } from "@/lib/domain/team-calendar";
import { cn } from "@/lib/utils";
import { BookingBar } from "./booking-bar";
import { useAssignmentToggle } from "./use-assignment-toggle";

const ROW_HEIGHT = "h-16";

/**
 * Properties as rows, days as 100 px columns; the property column stays put while the days
 * scroll sideways (also on a phone). Days before today and after the week ahead are marked for
 * print, where only the coming week is shown.
 */
export function TeamCalendar({ calendar, data, team }: { calendar: CalendarWindow; data: CalendarData; team: TeamPerson[] }) {
  const t = useTranslations("teamArea.calendar");
  const format = useFormatter();
  const { assignees, toggle } = useAssignmentToggle(Object.fromEntries(data.bookings.map((b) => [b.id, b.assignees])));
  const trackWidth = calendar.days.length * DAY_WIDTH_PX;
  const printed = new Set(printDays(calendar));
  const trackCell = (day: IsoDate) => cn("shrink-0 border-l", isWeekend(day) && "bg-muted/60", day === calendar.today && "bg-primary/10");
  const dayCell = (day: IsoDate) => cn(trackCell(day), !printed.has(day) && "print:hidden");

  return (
    <div className="relative overflow-x-auto rounded-xl border print:overflow-visible print:border-0" data-testid="team-calendar">
      <div className="relative w-max">
        <div className="flex border-b bg-surface text-xs">
          <div className="sticky left-0 z-20 w-28 shrink-0 sm:w-48 border-r bg-surface px-3 py-2 font-medium">{t("property")}</div>
          {calendar.days.map((day) => (
            <div key={day} className={cn(dayCell(day), "px-2 py-2")} style={{ width: DAY_WIDTH_PX }} data-day={day} data-today={day === calendar.today || undefined}>
              <div className="font-medium">{format.dateTime(new Date(`${day}T00:00:00Z`), { timeZone: "UTC", weekday: "short" })}</div>
              <div>{format.dateTime(new Date(`${day}T00:00:00Z`), { timeZone: "UTC", day: "numeric", month: "short" })}</div>
              {day === calendar.today ? <div className="font-semibold text-primary">{t("today")}</div> : null}
            </div>
          ))}
        </div>
        {data.properties.map((property) => (
          <div key={property.id} className={cn("flex border-b last:border-b-0", ROW_HEIGHT)} data-testid="calendar-row" data-property={property.name}>
            <div className="sticky left-0 z-10 flex w-28 shrink-0 sm:w-48 items-center border-r bg-background px-3 text-sm font-medium">{property.name}</div>
            {/* In print the track moves one day left (yesterday) and is cut after seven days. */}
            <div className="overflow-hidden print:!w-[700px]" style={{ width: trackWidth }}>
            <div className="relative flex print:-ml-[100px]" style={{ width: trackWidth }}>
              {calendar.days.map((day) => (
                <div key={day} aria-hidden="true" className={trackCell(day)} style={{ width: DAY_WIDTH_PX }} />
              ))}
              {data.bookings
                .filter((b) => b.propertyId === property.id)
                .map((b) => {
                  const placement = placeBar(b, calendar);
                  if (!placement) return null;
                  return <BookingBar key={b.id} booking={b} placement={placement} assignees={assignees[b.id] ?? []} team={team} onToggle={(person, on) => void toggle(b.id, person, on)} />;
                })}
            </div>
            </div>
          </div>
        ))}
      </div>
    </div>
  );
}
