"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { moveDueDateAction } from "@/lib/actions/timeline/move-due-date";
import { resendMailAction } from "@/lib/actions/timeline/resend-mail";
import { setBookingMailsPausedAction } from "@/lib/actions/timeline/set-booking-mails-paused";
import { setMailPausedAction } from "@/lib/actions/timeline/set-mail-paused";
import { waiveRemindersAction } from "@/lib/actions/timeline/waive-reminders";
import type { MailKind } from "@/lib/domain/mail-timeline";
import { TimelineActionButton } from "./timeline-action-button";

/** Pause or resume one mail still to come; send one already sent (or failed) again. */
export function MailControls({ bookingId, kind, mailKey, canPause, paused, canResend }: { bookingId: string; kind: MailKind; mailKey: string; canPause: boolean; paused: boolean; canResend: boolean }) {
  const t = useTranslations("adminTimeline");
  return (
    <div className="flex flex-wrap gap-2">
      {canPause ? (
        <TimelineActionButton testId="mail-pause" run={(locale) => setMailPausedAction(locale, { bookingId, kind, key: mailKey, paused: !paused })}>
          {paused ? t("resume") : t("pause")}
        </TimelineActionButton>
      ) : null}
      {canResend ? (
        <TimelineActionButton testId="mail-resend" run={(locale) => resendMailAction(locale, { bookingId, key: mailKey })}>
          {t("resend")}
        </TimelineActionButton>
      ) : null}
    </div>
  );
}

/** Pause or resume every mail of the booking. */
export function BookingPauseControl({ bookingId, paused }: { bookingId: string; paused: boolean }) {
  const t = useTranslations("adminTimeline");
  return (
    <TimelineActionButton testId="booking-mails-pause" variant={paused ? "secondary" : "outline"} run={(locale) => setBookingMailsPausedAction(locale, { bookingId, paused: !paused })}>
      {paused ? t("resumeAll") : t("pauseAll")}
    </TimelineActionButton>
  );
}

/** Move the balance's due date (or back to the house's rule) and waive or restore its reminders. */
export function ScheduleControls({ bookingId, dueDate, moved, waived }: { bookingId: string; dueDate: string; moved: boolean; waived: boolean }) {
  const t = useTranslations("adminTimeline");
  const [day, setDay] = useState(dueDate);
  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-end gap-2">
        <div className="grid gap-1">
          <Label htmlFor="due-date">{t("newDueDate")}</Label>
          <Input id="due-date" type="date" value={day} onChange={(e) => setDay(e.target.value)} className="w-44" />
        </div>
        <TimelineActionButton testId="move-due-date" run={(locale) => moveDueDateAction(locale, { bookingId, dueDate: day })}>
          {t("moveDueDate")}
        </TimelineActionButton>
        {moved ? (
          <TimelineActionButton testId="reset-due-date" run={(locale) => moveDueDateAction(locale, { bookingId, dueDate: null })}>
            {t("resetDueDate")}
          </TimelineActionButton>
        ) : null}
      </div>
      <div>
        <TimelineActionButton testId="waive-reminders" run={(locale) => waiveRemindersAction(locale, { bookingId, waived: !waived })}>
          {waived ? t("unwaive") : t("waive")}
        </TimelineActionButton>
      </div>
    </div>
  );
}
