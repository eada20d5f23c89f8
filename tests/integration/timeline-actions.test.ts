import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { moveDueDateAction } from "@/lib/actions/timeline/move-due-date";
import { resendMailAction } from "@/lib/actions/timeline/resend-mail";
import { setBookingMailsPausedAction } from "@/lib/actions/timeline/set-booking-mails-paused";
import { setMailPausedAction } from "@/lib/actions/timeline/set-mail-paused";
import { waiveRemindersAction } from "@/lib/actions/timeline/waive-reminders";
import { resolveBookingLink } from "@/lib/data/booking-links";
import { readMailTimeline } from "@/lib/data/mail-timeline";
import { readOverdueBalances } from "@/lib/data/overdue-balances";
import { readPaymentSchedule } from "@/lib/data/payment-schedule";
import { addDays, SITE_TIME_ZONE, todayIn } from "@/lib/domain/dates";
import { mailKey } from "@/lib/domain/mail-timeline";
import { runScheduledMailTimelines } from "@/lib/jobs/timeline-wiring";
import { signInAs } from "./support/portal-fixtures";
import { ADMIN, bookingOf, OWNER, startStripeWorld, type StripeWorld } from "./support/stripe-world";

// The office's hand on a booking's mail timeline and payment schedule, through the server actions
// the admin booking view calls: pause and resume a mail or all of them, send a mail again, move
// the balance's due date, waive its reminders. Only admins; bad input changes nothing.

const request = vi.hoisted(() => ({ cookies: new Map<string, string>(), ip: 1 }));
vi.mock("next/headers", async () => (await import("@/tests/support/fake-request")).mockRequestHeaders(request, "198.19.33"));
vi.mock("react", async (original) => ({ ...(await original<typeof import("react")>()), cache: <T>(fn: T) => fn }));

let world: StripeWorld;
let bookingId: string;
let otherId: string;
const today = todayIn(SITE_TIME_ZONE, new Date());
const ARRIVAL = addDays(today, 60);

beforeAll(async () => {
  world = await startStripeWorld("timeline-actions");
  const direct = (await world.db.prisma.channel.create({ data: { smoobuChannelId: 465_612, name: "Direct" } })).id;
  bookingId = (await bookingOf(world, { price: "2000.00", arrival: ARRIVAL, departure: addDays(ARRIVAL, 7) }, { channelId: direct, language: "de" })).id;
  otherId = (await bookingOf(world, { price: "900.00", arrival: addDays(ARRIVAL, 14), departure: addDays(ARRIVAL, 16) }, { channelId: direct })).id;
});

afterAll(async () => {
  await world?.close();
});

const stateOf = async (kind: string) => (await readMailTimeline(bookingId))?.mails.find((m) => m.kind === kind)?.state;

describe("the office's timeline actions", () => {
  it("pause and resume one mail, and every mail of the booking", async () => {
    await signInAs(request, ADMIN);
    const thankYou = mailKey(bookingId, "thankYou", addDays(ARRIVAL, 7));
    expect((await setMailPausedAction("en", { bookingId, kind: "thankYou", key: thankYou, paused: true })).data).toEqual({ ok: true });
    expect(await stateOf("thankYou")).toBe("paused");
    expect((await setMailPausedAction("en", { bookingId, kind: "thankYou", key: thankYou, paused: false })).data).toEqual({ ok: true });
    expect(await stateOf("thankYou")).toBe("scheduled");
    // A key of another booking is not this booking's mail.
    const foreign = await setMailPausedAction("en", { bookingId, kind: "thankYou", key: mailKey(otherId, "thankYou", addDays(ARRIVAL, 16)), paused: true });
    expect(foreign.serverError).toMatchObject({ code: "mailNotFound", message: "This mail is not part of the booking." });

    expect((await setBookingMailsPausedAction("de", { bookingId, paused: true })).data).toEqual({ ok: true });
    expect(await stateOf("arrivalInfo")).toBe("paused");
    expect((await setBookingMailsPausedAction("de", { bookingId, paused: false })).data).toEqual({ ok: true });
    expect(await stateOf("arrivalInfo")).toBe("scheduled");
  });

  it("sends a sent mail again with the real template, and refuses one still to come", async () => {
    await signInAs(request, ADMIN);
    await runScheduledMailTimelines();
    const confirmations = () => world.db.prisma.mailOutbox.findMany({ where: { template: "timeline-confirmation", toAddress: OWNER }, orderBy: { createdAt: "asc" }, select: { id: true, subject: true, locale: true } });
    // The pass wrote one confirmation for each of the guest's two stays.
    expect(await confirmations()).toHaveLength(2);
    const key = mailKey(bookingId, "confirmation", "booking");
    expect((await resendMailAction("fr", { bookingId, key })).data).toEqual({ ok: true });
    const sent = await confirmations();
    expect(sent).toHaveLength(3);
    expect(sent[2]).toMatchObject({ locale: "de", subject: expect.stringContaining("ist bestätigt") });
    expect(await world.db.prisma.bookingMail.findFirst({ where: { key }, select: { outboxId: true } })).toEqual({ outboxId: sent[2]?.id });

    const notYet = await resendMailAction("fr", { bookingId, key: mailKey(bookingId, "thankYou", addDays(ARRIVAL, 7)) });
    expect(notYet.serverError).toMatchObject({ code: "notSentYet", message: "Seul un e-mail déjà envoyé ou en échec peut être renvoyé." });
    expect(await confirmations()).toHaveLength(3);
  });

  it("links the scheduled confirmation to the pay page of its own booking, open without signing in", async () => {
    const mail = await world.db.prisma.bookingMail.findFirstOrThrow({ where: { key: mailKey(bookingId, "confirmation", "booking") }, select: { outboxId: true } });
    const { textBody } = await world.db.prisma.mailOutbox.findUniqueOrThrow({ where: { id: mail.outboxId! }, select: { textBody: true } });
    const token = /\/pay\/b\/([A-Za-z0-9_-]+)/.exec(textBody)?.[1];
    expect(token).toBeDefined();
    expect(await resolveBookingLink(token!, "pay")).toMatchObject({ ok: true, bookingId });
  });

  it("moves the due date and back (overdue on the dashboard meanwhile), and waives the reminders", async () => {
    await signInAs(request, ADMIN);
    const rule = (await readPaymentSchedule(bookingId))?.outcome.schedule?.instalments.at(-1)?.dueDate;
    const moved = addDays(ARRIVAL, -5);
    expect((await moveDueDateAction("en", { bookingId, dueDate: moved })).data).toEqual({ ok: true });
    expect((await readPaymentSchedule(bookingId))?.outcome.schedule?.instalments.at(-1)).toMatchObject({ dueDate: moved, movedFrom: rule });

    const bad = await moveDueDateAction("de", { bookingId, dueDate: "2027-02-30" });
    expect(bad.validationErrors?.fieldErrors?.dueDate).toEqual(["Geben Sie ein gültiges Datum ein."]);
    expect((await readPaymentSchedule(bookingId))?.outcome.schedule?.instalments.at(-1)?.dueDate).toBe(moved);

    // Moved into the past, the balance is overdue: the dashboard lists it with who and where.
    expect(await readOverdueBalances()).toEqual([]);
    expect((await moveDueDateAction("en", { bookingId, dueDate: addDays(today, -2) })).data).toEqual({ ok: true });
    expect(await readOverdueBalances()).toEqual([{ bookingId, guestName: expect.any(String), propertyName: expect.any(String), open: 200_000, dueDate: addDays(today, -2) }]);

    expect((await moveDueDateAction("en", { bookingId, dueDate: null })).data).toEqual({ ok: true });
    expect(await readOverdueBalances()).toEqual([]);
    expect((await readPaymentSchedule(bookingId))?.outcome.schedule?.instalments.at(-1)).toMatchObject({ dueDate: rule, movedFrom: null });

    expect((await waiveRemindersAction("en", { bookingId, waived: true })).data).toEqual({ ok: true });
    expect((await readPaymentSchedule(bookingId))?.outcome.schedule?.remindersWaived).toBe(true);
    expect((await readMailTimeline(bookingId))?.mails.filter((m) => m.kind === "balanceReminder").map((m) => m.reason)).toEqual(expect.arrayContaining(["waived"]));
  });

  it("refuses a guest, even the booking's own, and changes nothing", async () => {
    await signInAs(request, OWNER);
    const before = await world.db.prisma.booking.findUniqueOrThrow({ where: { id: bookingId }, select: { mailsPaused: true, scheduleOverride: true, mails: { select: { key: true, state: true, paused: true, outboxId: true } } } });
    const outbox = await world.db.prisma.mailOutbox.count();
    const answers = [
      await setMailPausedAction("en", { bookingId, kind: "thankYou", key: mailKey(bookingId, "thankYou", addDays(ARRIVAL, 7)), paused: true }),
      await setBookingMailsPausedAction("en", { bookingId, paused: true }),
      await resendMailAction("en", { bookingId, key: mailKey(bookingId, "confirmation", "booking") }),
      await moveDueDateAction("en", { bookingId, dueDate: addDays(ARRIVAL, -3) }),
      await waiveRemindersAction("en", { bookingId, waived: false }),
    ];
    for (const answer of answers) expect(answer.serverError?.code).toBe("forbidden");
    expect(await world.db.prisma.booking.findUniqueOrThrow({ where: { id: bookingId }, select: { mailsPaused: true, scheduleOverride: true, mails: { select: { key: true, state: true, paused: true, outboxId: true } } } })).toEqual(before);
    expect(await world.db.prisma.mailOutbox.count()).toBe(outbox);
  });
});
