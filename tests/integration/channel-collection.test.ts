import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { setCollectionAction } from "@/lib/actions/payments/set-collection";
import { listBookings } from "@/lib/data/admin-bookings";
import { readAdminBooking } from "@/lib/data/admin-booking-view";
import { readOpenBalances } from "@/lib/data/dashboard";
import { dashboardDays } from "@/lib/domain/dashboard";
import { addDays } from "@/lib/domain/dates";
import { bookingListQuerySchema } from "@/lib/schemas/admin-bookings";
import { signInAs, signOut } from "./support/portal-fixtures";
import { ADMIN, balanceOf, bookingOf, OWNER, payOpen, startStripeWorld, type StripeWorld } from "./support/stripe-world";

// Stays sold on Airbnb or Booking.com are paid to the channel: they owe us nothing, so the
// dashboard's open balances, the bookings list's "open balance" and the guest's pay button leave
// them out. The office can take one over ("collect through us"): then it owes its price again,
// and who did it, and when, is kept. The channel comes from the channel row the Smoobu sync stores.

const request = vi.hoisted(() => ({ cookies: new Map<string, string>(), ip: 1 }));
vi.mock("next/headers", async () => (await import("@/tests/support/fake-request")).mockRequestHeaders(request, "198.19.32"));
vi.mock("react", async (original) => ({ ...(await original<typeof import("react")>()), cache: <T>(fn: T) => fn }));

let world: StripeWorld;
const days = dashboardDays(new Date());
const q = (raw: Record<string, string> = {}) => bookingListQuerySchema.parse(raw);
const ids: Record<string, string> = {};

beforeAll(async () => {
  world = await startStripeWorld("channels");
  const channel = async (smoobuChannelId: number, name: string) => (await world.db.prisma.channel.create({ data: { smoobuChannelId, name } })).id;
  const airbnb = await channel(465_613, "Airbnb");
  const booking = await channel(465_614, "Booking.com");
  const direct = await channel(465_612, "Direct");
  const stay = async (key: string, channelId: string, weeks: number) => {
    const arrival = addDays(days.today, 7 * weeks);
    ids[key] = (await bookingOf(world, { price: "1000.00", arrival, departure: addDays(arrival, 3) }, { channelId })).id;
  };
  await stay("airbnb", airbnb, 1);
  await stay("booking", booking, 2);
  await stay("direct", direct, 3);
});

afterAll(async () => {
  await world?.close();
});

describe("a stay its channel collects", () => {
  it("owes us nothing: left out of the dashboard's open balances and the list's open balance, no pay button", async () => {
    for (const key of ["airbnb", "booking"]) {
      expect(await balanceOf(ids[key]!)).toMatchObject({ total: 100_000, open: 0, state: "channel", payable: false });
    }
    expect(await balanceOf(ids.direct!)).toMatchObject({ open: 100_000, state: "unpaid", payable: true });
    const open = await readOpenBalances(days);
    expect(open).toMatchObject({ total: 1, sum: 100_000 });
    expect(open.rows.map((r) => r.id)).toEqual([ids.direct]);
    expect((await listBookings(q({ balance: "open" }))).rows.map((r) => r.id)).toEqual([ids.direct]);
    expect((await listBookings(q())).rows.find((r) => r.id === ids.airbnb)).toMatchObject({ badge: "channel" });

    await signInAs(request, OWNER);
    const { result } = await payOpen(ids.airbnb!);
    expect(result.serverError?.code).toBe("noRemainingAmount");
    expect(await world.db.prisma.bookingPayment.count({ where: { bookingId: ids.airbnb } })).toBe(0);
  });

  it("the office can collect it through us: it owes its price again, the change is kept with who and when, and can be undone", async () => {
    await signInAs(request, ADMIN);
    const admin = await world.db.prisma.user.findUniqueOrThrow({ where: { email: ADMIN } });
    const before = new Date();
    expect((await setCollectionAction("en", { bookingId: ids.booking!, throughUs: true })).data).toEqual({ ok: true });
    expect(await world.db.prisma.booking.findUniqueOrThrow({ where: { id: ids.booking } })).toMatchObject({ collectThroughUs: true, collectionSetById: admin.id });
    expect((await world.db.prisma.booking.findUniqueOrThrow({ where: { id: ids.booking } })).collectionSetAt!.getTime()).toBeGreaterThanOrEqual(before.getTime() - 1000);
    expect(await balanceOf(ids.booking!)).toMatchObject({ open: 100_000, state: "unpaid", payable: true });
    expect((await readOpenBalances(days)).total).toBe(2);
    expect((await readAdminBooking(ids.booking!))?.collection).toMatchObject({ channelCollects: true, throughUs: true, setBy: ADMIN });

    expect((await setCollectionAction("en", { bookingId: ids.booking!, throughUs: false })).data).toEqual({ ok: true });
    expect(await balanceOf(ids.booking!)).toMatchObject({ open: 0, state: "channel" });
  });

  it("is refused for a stay whose channel does not collect, for an unknown booking, for bad input and for a non-admin; nothing changes", async () => {
    await signInAs(request, ADMIN);
    expect((await setCollectionAction("en", { bookingId: ids.direct!, throughUs: true })).serverError?.code).toBe("notChannelCollected");
    expect((await setCollectionAction("en", { bookingId: "00000000-0000-4000-8000-000000000000", throughUs: true })).serverError?.code).toBe("bookingNotFound");
    expect((await setCollectionAction("en", { bookingId: "nope", throughUs: true } as { bookingId: string; throughUs: boolean })).validationErrors).toBeDefined();
    await signInAs(request, OWNER);
    expect((await setCollectionAction("en", { bookingId: ids.airbnb!, throughUs: true })).serverError).toBeDefined();
    await signOut(request);
    expect(await world.db.prisma.booking.count({ where: { collectThroughUs: true } })).toBe(0);
  });
});
