import "server-only";
import { getDb, type Prisma } from "@/lib/db";
import { SITE_TIME_ZONE, startOfDayIn } from "@/lib/domain/dates";
import { toRappen, type Rappen } from "@/lib/domain/money";
import { PAYMENTS_PAGE_SIZE, type PaymentListQuery } from "@/lib/schemas/refunds";
import { BOOKING_MONEY_SELECT, bookingBalance, LINE_SELECT, listLedger, toLedgerLine, type LedgerLine } from "./ledger";
import { displayReference } from "@/lib/domain/booking-reference";

/**
 * The office's view of the money: every payment, refund and dispute with filters, the queue of
 * what needs a person, and totals per month. Reads only; the amounts come from ledger rows.
 */

export interface PaymentListRow extends LedgerLine {
  bookingId: string | null;
  offerId: string | null;
  bookingReference: string | null;
  guestName: string;
  propertyName: string | null;
}

const STATUS_WHERE: Record<PaymentListQuery["status"], Prisma.LedgerEntryWhereInput> = {
  all: {},
  succeeded: { status: "succeeded" },
  inProgress: { status: { in: ["requested", "pending"] } },
  failed: { status: { in: ["failed", "canceled"] } },
  open: { status: "open" },
  won: { status: "won" },
  lost: { status: "lost" },
};

const zurichDayStart = (day: string) => startOfDayIn(SITE_TIME_ZONE, day);

export function paymentListWhere(q: PaymentListQuery): Prisma.LedgerEntryWhereInput {
  const occurredAt: Prisma.DateTimeFilter = {};
  if (q.from) occurredAt.gte = zurichDayStart(q.from);
  if (q.to) occurredAt.lt = new Date(zurichDayStart(q.to).getTime() + 86_400_000);
  const property = q.property === "all" ? {} : { OR: [{ booking: { propertyId: q.property } }, { offer: { propertyId: q.property } }] };
  return {
    kind: q.kind === "all" ? { in: ["payment", "refund", "dispute"] } : q.kind,
    ...STATUS_WHERE[q.status],
    ...(q.provider === "all" ? {} : { provider: q.provider }),
    ...(q.from || q.to ? { occurredAt } : {}),
    ...property,
  };
}

const ROW_SELECT = {
  ...LINE_SELECT,
  bookingId: true,
  offerId: true,
  booking: { select: { referenceId: true, guestName: true, property: { select: { name: true } } } },
  offer: { select: { guestName: true, property: { select: { name: true } } } },
} satisfies Prisma.LedgerEntrySelect;

function toRow(r: Prisma.LedgerEntryGetPayload<{ select: typeof ROW_SELECT }>): PaymentListRow {
  return {
    ...toLedgerLine(r),
    bookingId: r.bookingId,
    offerId: r.offerId,
    bookingReference: displayReference(r.booking?.referenceId),
    guestName: r.booking?.guestName || r.offer?.guestName || "",
    propertyName: r.booking?.property.name ?? r.offer?.property?.name ?? null,
  };
}

export async function listPayments(q: PaymentListQuery): Promise<{ rows: PaymentListRow[]; total: number; page: number; pageCount: number }> {
  const db = await getDb();
  const where = paymentListWhere(q);
  const total = await db.ledgerEntry.count({ where });
  const pageCount = Math.max(1, Math.ceil(total / PAYMENTS_PAGE_SIZE));
  const page = Math.min(q.page, pageCount);
  const rows = await db.ledgerEntry.findMany({ where, orderBy: [{ occurredAt: "desc" }, { id: "asc" }], skip: (page - 1) * PAYMENTS_PAGE_SIZE, take: PAYMENTS_PAGE_SIZE, select: ROW_SELECT });
  return { rows: rows.map(toRow), total, page, pageCount };
}

/** Every row the filters match, for the CSV export (capped: a spreadsheet, not a backup). */
export async function listPaymentsForExport(q: PaymentListQuery, cap = 20_000): Promise<PaymentListRow[]> {
  const db = await getDb();
  const rows = await db.ledgerEntry.findMany({ where: paymentListWhere(q), orderBy: [{ occurredAt: "asc" }, { id: "asc" }], take: cap, select: ROW_SELECT });
  return rows.map(toRow);
}

export interface MonthTotals {
  /** "2026-11", in Zurich time. */
  month: string;
  received: Rappen;
  refunded: Rappen;
  /** Disputes' money Stripe has taken: open chargebacks and lost ones. */
  chargedBack: Rappen;
  /** Stripe's dispute fees: our cost. */
  disputeFees: Rappen;
  net: Rappen;
}

/** Money in and out per month (Zurich): payments received, refunds done or under way, money taken by disputes and their fees. */
export async function monthlyTotals(q: PaymentListQuery): Promise<MonthTotals[]> {
  const db = await getDb();
  const where = paymentListWhere({ ...q, kind: "all", status: "all", page: 1 });
  const rows = await db.ledgerEntry.findMany({ where, select: { kind: true, status: true, amount: true, fee: true, occurredAt: true } });
  const months = new Map<string, MonthTotals>();
  const monthOf = new Intl.DateTimeFormat("en-CA", { timeZone: SITE_TIME_ZONE, year: "numeric", month: "2-digit" });
  for (const r of rows) {
    const month = monthOf.format(r.occurredAt).slice(0, 7);
    const m = months.get(month) ?? { month, received: 0, refunded: 0, chargedBack: 0, disputeFees: 0, net: 0 };
    const amount = toRappen(r.amount);
    if (r.kind === "payment") m.received += amount;
    else if (r.kind === "refund" && ["requested", "pending", "succeeded"].includes(r.status)) m.refunded += amount;
    else if (r.kind === "dispute" && (r.status === "open" || r.status === "lost")) m.chargedBack += amount;
    if (r.kind === "dispute" && r.fee !== null) m.disputeFees += toRappen(r.fee);
    m.net = m.received - m.refunded - m.chargedBack - m.disputeFees;
    months.set(month, m);
  }
  return [...months.values()].sort((a, b) => (a.month < b.month ? 1 : -1));
}

export type AttentionItem =
  | { type: "entry"; entryId: string; kind: LedgerLine["kind"]; status: LedgerLine["status"]; amount: Rappen; text: string; bookingId: string | null; offerId: string | null; occurredAt: string; label: string }
  | { type: "offer"; offerId: string; text: string; amount: Rappen; occurredAt: string; label: string }
  | { type: "credit"; bookingId: string; amount: Rappen; occurredAt: string; label: string };

/**
 * What needs a person: ledger rows with an attention note (failed refunds, disputes, money the
 * office must place), paid offers without a booking that the office must finish, and cancelled
 * stays on which money of ours is still held.
 */
export async function attentionQueue(): Promise<AttentionItem[]> {
  const db = await getDb();
  const [entries, offers, cancelled] = await Promise.all([
    db.ledgerEntry.findMany({ where: { attention: { not: null } }, orderBy: { occurredAt: "desc" }, take: 200, select: ROW_SELECT }),
    db.offer.findMany({
      where: { attentionReason: { not: null }, booking: null },
      orderBy: { updatedAt: "desc" },
      take: 100,
      select: { id: true, attentionReason: true, updatedAt: true, guestName: true, property: { select: { name: true } }, ledger: { where: { kind: "payment" }, select: { amount: true } } },
    }),
    db.booking.findMany({
      where: { type: { in: ["cancelled", "deleted"] }, ledger: { some: { kind: "payment" } } },
      take: 200,
      select: { ...BOOKING_MONEY_SELECT, updatedAt: true, guestName: true, referenceId: true, property: { select: { name: true } } },
    }),
  ]);
  const items: AttentionItem[] = entries.map((e) => {
    const row = toRow(e);
    return {
      type: "entry", entryId: row.id, kind: row.kind, status: row.status, amount: row.amount, text: row.attention ?? "",
      bookingId: row.bookingId, offerId: row.offerId, occurredAt: row.occurredAt, label: [row.propertyName, row.guestName, row.bookingReference].filter(Boolean).join(" · "),
    };
  });
  for (const o of offers) {
    items.push({
      type: "offer", offerId: o.id, text: o.attentionReason ?? "", amount: o.ledger.reduce((s, l) => s + toRappen(l.amount), 0),
      occurredAt: o.updatedAt.toISOString(), label: [o.property?.name, o.guestName].filter(Boolean).join(" · "),
    });
  }
  for (const b of cancelled) {
    const { credit } = bookingBalance(b, await listLedger(b.id));
    if (credit > 0) items.push({ type: "credit", bookingId: b.id, amount: credit, occurredAt: b.updatedAt.toISOString(), label: [b.property.name, b.guestName, displayReference(b.referenceId)].filter(Boolean).join(" · ") });
  }
  return items.sort((a, b) => (a.occurredAt < b.occurredAt ? 1 : -1));
}
