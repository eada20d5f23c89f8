import "server-only";
import { getDb, type Db, type Prisma } from "@/lib/db";
import { SITE_TIME_ZONE, toIsoDate, todayIn, type IsoDate } from "@/lib/domain/dates";
import { balance, type Balance, type ExternalSource, type LedgerKind, type LedgerRow, type LedgerStatus } from "@/lib/domain/ledger";
import { rappenToDecimalString, toRappen, type Rappen } from "@/lib/domain/money";
import { collectedByChannel } from "@/lib/domain/channel-collection";
import { stayTotal } from "@/lib/domain/stay-total";

/** Our client inside a transaction (functions here take one, so they can join the caller's). */
export type DbClient = Parameters<Parameters<Db["$transaction"]>[0]>[0];

/**
 * The client itself where a transaction client is expected (reads outside a transaction). Prisma
 * types the transaction client without the client's global `omit` (users' password hashes), so
 * the two differ only in that hidden column, which nothing here selects.
 */
export async function plainClient(): Promise<DbClient> {
  return (await getDb()) as unknown as DbClient;
}

/** A ledger row with what the screens show of it (the rule reads only the LedgerRow part). */
export interface LedgerLine extends LedgerRow {
  provider: string;
  providerRef: string | null;
  purpose: "offer_deposit" | "open_amount" | null;
  reason: string | null;
  note: string | null;
  failureReason: string | null;
  attention: string | null;
  occurredAt: string;
}

export const LINE_SELECT = {
  id: true, kind: true, status: true, amount: true, fee: true, source: true, parentId: true, reducesPrice: true, mirroredAsPrepayment: true,
  provider: true, providerRef: true, purpose: true, reason: true, note: true, failureReason: true, attention: true, occurredAt: true,
} satisfies Prisma.LedgerEntrySelect;

type LineRecord = Prisma.LedgerEntryGetPayload<{ select: typeof LINE_SELECT }>;

export function toLedgerLine(r: LineRecord): LedgerLine {
  return {
    id: r.id,
    kind: r.kind as LedgerKind,
    status: r.status as LedgerStatus,
    amount: toRappen(r.amount),
    fee: r.fee === null ? null : toRappen(r.fee),
    source: (r.source as ExternalSource | null) ?? null,
    parentId: r.parentId,
    reducesPrice: r.reducesPrice,
    mirroredAsPrepayment: r.mirroredAsPrepayment,
    provider: r.provider,
    providerRef: r.providerRef,
    purpose: r.purpose,
    reason: r.reason,
    note: r.note,
    failureReason: r.failureReason,
    attention: r.attention,
    occurredAt: r.occurredAt.toISOString(),
  };
}

/** The booking's ledger, oldest first (the order money moved in). */
export async function listLedger(bookingId: string, db?: DbClient): Promise<LedgerLine[]> {
  const client = db ?? (await plainClient());
  const rows = await client.ledgerEntry.findMany({ where: { bookingId }, orderBy: [{ occurredAt: "asc" }, { createdAt: "asc" }, { id: "asc" }], select: LINE_SELECT });
  return rows.map(toLedgerLine);
}

/** What the rule needs of a booking besides its ledger. */
export const BOOKING_MONEY_SELECT = {
  id: true, type: true, departure: true, price: true, priceElements: true, collectThroughUs: true, channel: { select: { name: true } },
} satisfies Prisma.BookingSelect;
type BookingMoney = Prisma.BookingGetPayload<{ select: typeof BOOKING_MONEY_SELECT }>;

/** The one rule applied to a booking's stored figures and ledger lines. */
export function bookingBalance(b: BookingMoney, lines: readonly LedgerRow[], today: IsoDate = todayIn(SITE_TIME_ZONE, new Date())): Balance {
  return balance({
    total: stayTotal({ priceElements: b.priceElements, price: b.price === null ? null : toRappen(b.price) }),
    cancelled: b.type === "cancelled" || b.type === "deleted",
    collectedByChannel: collectedByChannel({ channelName: b.channel?.name, collectThroughUs: b.collectThroughUs }),
    departure: toIsoDate(b.departure),
    today,
    rows: lines,
  });
}

/** The balances of several bookings at `today`, by id (one read for a page of a list). */
export async function readBalances(ids: readonly string[], today: IsoDate, db?: DbClient): Promise<Map<string, Balance>> {
  if (ids.length === 0) return new Map();
  const client = db ?? (await plainClient());
  const rows = await client.booking.findMany({ where: { id: { in: [...ids] } }, select: { ...BOOKING_MONEY_SELECT, ledger: { select: LINE_SELECT } } });
  return new Map(rows.map((b) => [b.id, bookingBalance(b, b.ledger.map(toLedgerLine), today)]));
}

/** A booking's balance read now; null for an unknown booking. */
export async function readBookingBalance(bookingId: string, db?: DbClient): Promise<{ balance: Balance; lines: LedgerLine[] } | null> {
  const client = db ?? (await plainClient());
  const b = await client.booking.findUnique({ where: { id: bookingId }, select: BOOKING_MONEY_SELECT });
  if (!b) return null;
  const lines = await listLedger(bookingId, client);
  return { balance: bookingBalance(b, lines), lines };
}

/**
 * Records the money an attempt brought in, once: the partial unique index on attempt_id makes a
 * second call (another event for the same payment) a no-op. Returns the row and whether it is new.
 */
export async function recordPayment(
  tx: DbClient,
  input: { attemptId: string; bookingId: string | null; offerId: string | null; purpose: "offer_deposit" | "open_amount"; amount: Rappen; provider: string; providerRef: string | null },
): Promise<{ id: string; created: boolean }> {
  const existing = await tx.ledgerEntry.findFirst({ where: { attemptId: input.attemptId, kind: "payment" }, select: { id: true } });
  if (existing) return { id: existing.id, created: false };
  const row = await tx.ledgerEntry.create({
    data: {
      attemptId: input.attemptId,
      bookingId: input.bookingId,
      offerId: input.offerId,
      kind: "payment",
      status: "succeeded",
      purpose: input.purpose,
      amount: rappenToDecimalString(input.amount),
      provider: input.provider,
      providerRef: input.providerRef,
    },
    select: { id: true },
  });
  return { id: row.id, created: true };
}
