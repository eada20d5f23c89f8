import "server-only";
import type { IsoDate } from "@/lib/domain/dates";
import type { Rappen } from "@/lib/domain/money";
import { plainClient } from "./ledger";
import { listOverdueSchedules } from "./payment-schedule";

export interface OverdueBalance {
  bookingId: string;
  guestName: string;
  propertyName: string;
  open: Rappen;
  /** The due date of the first overdue instalment. */
  dueDate: IsoDate;
}

/** The dashboard's overdue balances (lib/data/payment-schedule.ts), the longest overdue first, with who and where. */
export async function readOverdueBalances(now: Date = new Date()): Promise<OverdueBalance[]> {
  const schedules = await listOverdueSchedules({ now });
  if (schedules.length === 0) return [];
  const client = await plainClient();
  const names = new Map(
    (await client.booking.findMany({ where: { id: { in: schedules.map((s) => s.bookingId) } }, select: { id: true, guestName: true, property: { select: { name: true } } } })).map((b) => [b.id, b]),
  );
  return schedules.flatMap((s) => {
    const overdue = s.outcome.schedule?.instalments.find((i) => i.state === "overdue");
    const b = names.get(s.bookingId);
    return overdue && b ? [{ bookingId: s.bookingId, guestName: b.guestName, propertyName: b.property.name, open: s.outcome.schedule?.open ?? overdue.open, dueDate: overdue.dueDate }] : [];
  });
}
