import { getTranslations } from "next-intl/server";
import { formatInstant, formatIsoDate } from "@/components/my-bookings/format";
import { Badge } from "@/components/ui/badge";
import type { BookingTimeline } from "@/lib/data/mail-timeline";
import type { Locale } from "@/lib/domain/localized";
import type { TimelineMail, TimelineState } from "@/lib/domain/mail-timeline";
import { formatChf } from "@/lib/domain/money";
import { ViewSection } from "./fact-list";
import { BookingPauseControl, MailControls, ScheduleControls } from "./timeline-controls";

const VARIANT: Record<TimelineState, "default" | "secondary" | "destructive" | "outline"> = {
  scheduled: "outline",
  dueNow: "secondary",
  waiting: "secondary",
  paused: "secondary",
  sent: "default",
  failed: "destructive",
  skipped: "outline",
};
const PAUSABLE: ReadonlySet<TimelineState> = new Set(["scheduled", "dueNow", "waiting", "paused"]);

type T = Awaited<ReturnType<typeof getTranslations<"adminTimeline">>>;

/** "Balance reminder · 7 days before the due date" */
function mailTitle(m: TimelineMail, t: T): string {
  const kind = t(`kinds.${m.kind}`);
  if (m.kind !== "balanceReminder") return kind;
  const stage = m.point.split(":").at(-1) ?? "";
  const days = /^(\d+)d$/.exec(stage)?.[1];
  // A stay may owe a deposit and a balance: say which instalment the reminder is about.
  const instalment = m.instalment ? t(`instalmentKinds.${m.instalment.kind}`) : null;
  return [kind, instalment, days ? t("reminderBefore", { days: Number(days) }) : t("reminderOverdue")].filter(Boolean).join(" · ");
}

function reasonText(reason: string | null, t: T): string {
  const key = `reasons.${reason ?? "skipped"}`;
  return t.has(key as "reasons.skipped") ? t(key as "reasons.skipped") : (reason ?? "");
}

function detail(m: TimelineMail, t: T, locale: Locale): string {
  if (m.state === "sent") return m.sentAt ? t("sentAt", { when: formatInstant(m.sentAt.toISOString(), locale) }) : t("states.sent");
  if (m.state === "failed") return t("failedWhy", { reason: reasonText(m.reason, t) });
  if (m.state === "skipped") return t("skippedWhy", { reason: reasonText(m.reason, t) });
  if (m.state === "waiting") return t("waitingPayment");
  return t("scheduledFor", { when: formatInstant(m.scheduledAt.toISOString(), locale) });
}

/**
 * The booking's mail timeline for the office: each mail with its moment and state (scheduled,
 * sent when, failed why, skipped why, paused), pause and send-again per mail, pause per booking.
 */
export async function TimelineSection({ bookingId, timeline, mailsPaused, locale }: { bookingId: string; timeline: BookingTimeline; mailsPaused: boolean; locale: Locale }) {
  const t = await getTranslations("adminTimeline");
  return (
    <ViewSection id="timeline-title" title={t("title")} lead={t("lead")} aside={timeline.applies ? <BookingPauseControl bookingId={bookingId} paused={mailsPaused} /> : undefined}>
      {mailsPaused ? (
        <p role="status" className="rounded-lg border border-amber-500/40 bg-amber-500/10 p-3 text-sm">
          {t("allPaused")}
        </p>
      ) : null}
      {!timeline.applies ? (
        <p className="text-sm text-muted-foreground">{t("notApplies")}</p>
      ) : (
        <ol className="grid gap-2" data-testid="timeline">
          {timeline.mails.map((m) => (
            <li key={m.key} className="grid gap-2 rounded-lg border p-3 text-sm" data-testid="timeline-mail" data-kind={m.kind} data-state={m.state}>
              <div className="flex flex-wrap items-center justify-between gap-2">
                <span className="font-medium">{mailTitle(m, t)}</span>
                <Badge variant={VARIANT[m.state]}>{t(`states.${m.state}`)}</Badge>
              </div>
              <p className="text-muted-foreground [overflow-wrap:anywhere]">{detail(m, t, locale)}</p>
              <MailControls bookingId={bookingId} kind={m.kind} mailKey={m.key} canPause={!mailsPaused && PAUSABLE.has(m.state)} paused={m.state === "paused"} canResend={m.state === "sent" || m.state === "failed"} />
            </li>
          ))}
        </ol>
      )}
    </ViewSection>
  );
}

/** The payment schedule with the office's two levers: move the due date, waive the reminders. */
export async function ScheduleSection({ bookingId, timeline, locale }: { bookingId: string; timeline: BookingTimeline; locale: Locale }) {
  const t = await getTranslations("adminTimeline");
  const schedule = timeline.schedule.outcome.schedule;
  const last = schedule?.instalments.at(-1);
  return (
    <ViewSection id="schedule-title" title={t("scheduleTitle")}>
      {!schedule || !last ? (
        <p className="text-sm text-muted-foreground">{t("scheduleNone")}</p>
      ) : (
        <>
          <ul className="grid gap-2" data-testid="schedule">
            {schedule.instalments.map((i) => (
              <li key={i.kind} className="flex flex-wrap items-center justify-between gap-2 rounded-lg border p-3 text-sm" data-testid="instalment" data-state={i.state}>
                <span className="grid gap-0.5">
                  <span className="font-medium">{t(`instalmentKinds.${i.kind}`)}</span>
                  <span className="text-muted-foreground">
                    {[t("openOf", { open: formatChf(i.open, locale), amount: formatChf(i.amount, locale) }), t("dueOn", { date: formatIsoDate(i.dueDate, locale) }), i.movedFrom ? t("movedFrom", { date: formatIsoDate(i.movedFrom, locale) }) : null].filter(Boolean).join(" · ")}
                  </span>
                </span>
                <Badge variant={i.state === "overdue" ? "destructive" : i.state === "paid" ? "default" : "outline"}>{t(`instalmentStates.${i.state}`)}</Badge>
              </li>
            ))}
          </ul>
          {schedule.remindersWaived ? <p className="text-sm">{t("waived")}</p> : null}
          <ScheduleControls bookingId={bookingId} dueDate={last.dueDate} moved={last.movedFrom !== null} waived={schedule.remindersWaived} />
        </>
      )}
    </ViewSection>
  );
}
