"use client";

import { useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import { Popover, PopoverContent, PopoverTrigger } from "@/components/ui/popover";
import type { TeamBooking, TeamPerson } from "@/lib/data/team-area";
import { BAR_HEIGHT_PX, barColour, POPOVER_CLOSE_DELAY_MS, type BarColour, type BarPlacement } from "@/lib/domain/team-calendar";
import { cn } from "@/lib/utils";
import { BookingDetails } from "./booking-details";
import { AvatarStack } from "./person-avatar";

const COLOURS: Record<BarColour, string> = {
  blocked: "bg-zinc-400",
  assigned: "bg-green-600",
  unassigned: "bg-red-600",
};

/**
 * One booking in the calendar: a focusable button (Enter or a click opens the popover) with the
 * cleaners' avatars above a 12 px bar. The popover closes 500 ms after the pointer leaves it or
 * the bar, so moving from the bar into the popover (or briefly out and back) keeps it open.
 */
export function BookingBar({ booking, placement, assignees, team, onToggle }: { booking: TeamBooking; placement: BarPlacement; assignees: TeamPerson[]; team: TeamPerson[]; onToggle: (person: TeamPerson, assign: boolean) => void }) {
  const t = useTranslations("teamArea");
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const colour = barColour({ isBlocked: booking.isBlocked, cleaningAssignees: assignees.length });

  const cancelClose = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  };
  const scheduleClose = () => {
    if (!open) return;
    cancelClose();
    timer.current = setTimeout(() => setOpen(false), POPOVER_CLOSE_DELAY_MS);
  };
  useEffect(() => cancelClose, []);

  const guest = booking.isBlocked ? t("calendar.blockedGuest") : booking.guestName;
  return (
    <Popover
      open={open}
      onOpenChange={(next) => {
        cancelClose();
        setOpen(next);
      }}
    >
      <PopoverTrigger asChild>
        <button
          type="button"
          data-testid="booking-bar"
          data-booking-id={booking.id}
          data-colour={colour}
          data-arrival={booking.arrival}
          data-departure={booking.departure}
          aria-label={t("calendar.barLabel", { property: booking.propertyName, guest, arrival: booking.arrival, departure: booking.departure, status: t(`calendar.legend.${colour}`) })}
          onPointerEnter={cancelClose}
          onPointerLeave={scheduleClose}
          className="absolute top-2 flex h-12 flex-col justify-end gap-1 rounded-sm text-left outline-none focus-visible:ring-[3px] focus-visible:ring-ring"
          style={{ left: placement.left, width: placement.width }}
        >
          <span className="flex min-w-0 items-center gap-1 overflow-hidden px-1 text-[11px] leading-none">
            <AvatarStack people={assignees} size="sm" moreLabel={(count) => t("moreAssignees", { count })} />
            <span className="truncate">{guest}</span>
          </span>
          <span
            aria-hidden="true"
            className={cn("block w-full rounded-full print:border print:border-black", COLOURS[colour], placement.clippedStart && "rounded-l-none", placement.clippedEnd && "rounded-r-none")}
            style={{ height: BAR_HEIGHT_PX }}
          />
        </button>
      </PopoverTrigger>
      <PopoverContent data-testid="booking-popover" aria-label={booking.propertyName} onPointerEnter={cancelClose} onPointerLeave={scheduleClose} className="w-80">
        <p className="mb-2 font-semibold">{booking.propertyName}</p>
        <BookingDetails booking={booking} assignees={assignees} team={team} onToggle={onToggle} />
      </PopoverContent>
    </Popover>
  );
}
