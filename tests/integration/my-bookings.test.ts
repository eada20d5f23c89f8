import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { GET as exportGuestList } from "@/app/api/my-bookings/[bookingId]/guest-list/route";
import { addGuestAction } from "@/lib/actions/guests/add-guest";
import { removeGuestAction } from "@/lib/actions/guests/remove-guest";
import { updateGuestAction } from "@/lib/actions/guests/update-guest";
import { listGuests } from "@/lib/data/guest-list";
import { listLedger } from "@/lib/data/ledger";
import { listMyBookings, readBookingForViewer } from "@/lib/data/my-bookings";
import { createTestDb, type TestDb } from "@/tests/support/test-db";
import { createBooking, createProperty, createUser, signInAs, signOut } from "./support/portal-fixtures";

// The guest portal against a real database: the bookings a guest sees (by e-mail, ignoring case),
// who may open a booking, the guest list actions with their guard (anonymous, another guest,
// owner, admin) and validation, and the admin's CSV export.

const request = vi.hoisted(() => ({ cookies: new Map<string, string>(), ip: 1 }));
vi.mock("next/headers", async () => (await import("@/tests/support/fake-request")).mockRequestHeaders(request, "198.19.1"));
vi.mock("react", async (original) => ({ ...(await original<typeof import("react")>()), cache: <T>(fn: T) => fn }));

let db: TestDb;
let listed: { id: string };
let unlisted: { id: string };
let owned: { id: string };
let ownedNoList: { id: string };
let foreign: { id: string };

const OWNER = "owner@example.com";
const OTHER = "other@example.com";
const ADMIN = "admin@example.com";
const anna = { firstName: "Anna", lastName: "Muster", dateOfBirth: "1985-04-12", email: "" };

beforeAll(async () => {
  process.env.AUTH_SECRET = "integration-test-secret-with-enough-length-1234567890";
  db = await createTestDb();
  await createUser(db, OWNER, ["guest"]);
  await createUser(db, OTHER, ["guest"]);
  await createUser(db, ADMIN, ["admin"]);
  await createUser(db, "team@example.com", ["team_member"]);
  listed = await createProperty(db, "listed", true);
  unlisted = await createProperty(db, "unlisted", false);
  // Stored in another case: ownership is by e-mail regardless of case (citext).
  owned = await createBooking(db, listed.id, "Owner@Example.COM", { priceElements: [{ name: "Stay", amount: 1000, sortOrder: 0 }] });
  ownedNoList = await createBooking(db, unlisted.id, OWNER);
  foreign = await createBooking(db, listed.id, OTHER);
  await createBooking(db, listed.id, OWNER, { type: "cancelled" });
  const paid = await db.prisma.bookingPayment.create({ data: { bookingId: owned.id, amount: "100.00", status: "succeeded", provider: "stripe", createdAt: new Date("2026-01-01T10:00:00Z") } });
  await db.prisma.bookingPayment.create({ data: { bookingId: owned.id, amount: "50.00", status: "failed", provider: "stripe", createdAt: new Date("2026-02-01T10:00:00Z") } });
  const payment = await db.prisma.ledgerEntry.create({
    data: { bookingId: owned.id, attemptId: paid.id, kind: "payment", status: "succeeded", purpose: "open_amount", amount: "100.00", provider: "stripe", providerRef: "pi_1", occurredAt: new Date("2026-01-01T10:05:00Z") },
  });
  await db.prisma.ledgerEntry.create({
    data: { bookingId: owned.id, parentId: payment.id, kind: "refund", status: "succeeded", amount: "30.00", provider: "stripe", providerRef: "re_1", reason: "goodwill", reducesPrice: true, occurredAt: new Date("2026-03-01T10:00:00Z") },
  });
});

afterAll(async () => {
  await db?.drop();
});

describe("reads", () => {
  it("lists a guest's bookings by e-mail, ignoring case, without cancelled ones", async () => {
    const mine = await listMyBookings("OWNER@example.com");
    expect(mine.map((b) => b.id).sort()).toEqual([owned.id, ownedNoList.id].sort());
    expect(mine[0]).toMatchObject({ propertyName: expect.stringMatching(/^Chalet /), adults: 2, children: 1 });
  });

  it("opens a booking for its owner and admins only; others see the same null as a missing booking", async () => {
    const owner = { email: OWNER, roles: ["guest"] };
    expect(await readBookingForViewer(owned.id, owner)).toMatchObject({ id: owned.id, requestGuestLists: true, checkIn: "16:00", checkOut: "10:00" });
    expect(await readBookingForViewer(owned.id, { email: ADMIN, roles: ["admin"] })).not.toBeNull();
    expect(await readBookingForViewer(owned.id, { email: OTHER, roles: ["guest"] })).toBeNull();
    expect(await readBookingForViewer(owned.id, { email: "team@example.com", roles: ["team_member"] })).toBeNull();
    expect(await readBookingForViewer("00000000-0000-4000-8000-000000000000", owner)).toBeNull();
    expect(await readBookingForViewer("not-a-uuid", owner)).toBeNull();
  });

  it("lists the ledger in the order money moved; a failed attempt moved none and is not in it", async () => {
    expect((await listLedger(owned.id)).map((p) => [p.kind, p.amount, p.status])).toEqual([
      ["payment", 10_000, "succeeded"],
      ["refund", 3_000, "succeeded"],
    ]);
  });
});

describe("guest list actions", () => {
  it("refuses anonymous visitors", async () => {
    signOut(request);
    expect((await addGuestAction("en", { ...anna, bookingId: owned.id })).serverError?.code).toBe("signInRequired");
    expect(await listGuests(owned.id)).toEqual([]);
  });

  it("refuses another guest with the same answer as a missing booking", async () => {
    await signInAs(request, OTHER);
    const result = await addGuestAction("en", { ...anna, bookingId: owned.id });
    expect(result.serverError).toEqual({ code: "bookingNotFound", message: "Booking not found" });
    const missing = await addGuestAction("en", { ...anna, bookingId: "00000000-0000-4000-8000-000000000000" });
    expect(missing.serverError).toEqual(result.serverError);
    expect(await listGuests(owned.id)).toEqual([]);
  });

  it("lets the owner add, edit and remove guests", async () => {
    await signInAs(request, OWNER);
    const added = await addGuestAction("en", { ...anna, email: " anna@example.ch ", bookingId: owned.id });
    expect(added.data?.ok).toBe(true);
    const id = added.data?.id ?? "";
    expect(await listGuests(owned.id)).toEqual([{ id, firstName: "Anna", lastName: "Muster", dateOfBirth: "1985-04-12", email: "anna@example.ch" }]);

    expect((await updateGuestAction("en", { ...anna, firstName: "Anne", bookingId: owned.id, guestId: id })).data?.ok).toBe(true);
    expect((await listGuests(owned.id))[0]).toMatchObject({ firstName: "Anne", email: "" });

    expect((await removeGuestAction("en", { bookingId: owned.id, guestId: id })).data?.ok).toBe(true);
    expect(await listGuests(owned.id)).toEqual([]);
    expect((await removeGuestAction("en", { bookingId: owned.id, guestId: id })).serverError?.code).toBe("guestNotFound");
  });

  it("cannot reach a guest of another booking through its own booking id", async () => {
    await signInAs(request, OTHER);
    const theirs = await addGuestAction("en", { ...anna, bookingId: foreign.id });
    const guestId = theirs.data?.id ?? "";
    await signInAs(request, OWNER);
    expect((await updateGuestAction("en", { ...anna, firstName: "Hacked", bookingId: owned.id, guestId })).serverError?.code).toBe("guestNotFound");
    expect((await removeGuestAction("en", { bookingId: owned.id, guestId })).serverError?.code).toBe("guestNotFound");
    expect((await listGuests(foreign.id))[0]?.firstName).toBe("Anna");
  });

  it("lets an admin edit any booking's list", async () => {
    await signInAs(request, ADMIN);
    expect((await addGuestAction("en", { ...anna, bookingId: owned.id })).data?.ok).toBe(true);
  });

  it("refuses a property without guest lists", async () => {
    await signInAs(request, OWNER);
    const result = await addGuestAction("en", { ...anna, bookingId: ownedNoList.id });
    expect(result.serverError?.code).toBe("guestListNotRequested");
  });

  it("gives every validation message, translated", async () => {
    await signInAs(request, OWNER);
    const empty = await addGuestAction("en", { firstName: "", lastName: "", dateOfBirth: "", email: "nope", bookingId: owned.id });
    expect(empty.validationErrors?.fieldErrors).toEqual({
      firstName: ["First name is required"],
      lastName: ["Last name is required"],
      dateOfBirth: ["Date of birth is required"],
      email: ["Invalid email"],
    });
    const future = await addGuestAction("de", { ...anna, dateOfBirth: "2999-01-01", bookingId: owned.id });
    expect(future.validationErrors?.fieldErrors).toEqual({ dateOfBirth: ["Das Geburtsdatum darf nicht in der Zukunft liegen"] });
  });
});

describe("CSV export", () => {
  // Response.text() drops the byte order mark; the file must keep it for Excel.
  const body = async (response: Response) => new TextDecoder("utf-8", { ignoreBOM: true }).decode(await response.arrayBuffer());
  const get = (bookingId: string, locale = "en") =>
    exportGuestList(new Request(`http://localhost:3000/api/my-bookings/${bookingId}/guest-list?locale=${locale}`), { params: Promise.resolve({ bookingId }) });

  it("is for admins only", async () => {
    signOut(request);
    expect((await get(owned.id)).status).toBe(401);
    await signInAs(request, OWNER);
    expect((await get(owned.id)).status).toBe(403);
  });

  it("exports name, date of birth, e-mail and stay dates, escaped and guarded", async () => {
    await signInAs(request, ADMIN);
    await db.prisma.bookingGuest.deleteMany({ where: { bookingId: owned.id } });
    await addGuestAction("en", { firstName: "=SUM(A1)", lastName: "Muster, jun.", dateOfBirth: "2015-06-30", email: "", bookingId: owned.id });
    await addGuestAction("en", { ...anna, email: "anna@example.ch", bookingId: owned.id });
    const response = await get(owned.id);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="guest-list-REF-\d+\.csv"$/);
    const booking = await db.prisma.booking.findUniqueOrThrow({ where: { id: owned.id } });
    const stay = `${booking.arrival.toISOString().slice(0, 10)},${booking.departure.toISOString().slice(0, 10)}`;
    expect(await body(response)).toBe(
      "\uFEFFName,Date of birth,Email,Arrival,Departure\r\n" + `"'=SUM(A1) Muster, jun.",2015-06-30,,${stay}\r\n` + `Anna Muster,1985-04-12,anna@example.ch,${stay}\r\n`,
    );
    expect((await body(await get(owned.id, "de"))).startsWith("\uFEFFName,Geburtsdatum,E-Mail,Anreise,Abreise\r\n")).toBe(true);
    expect((await get("00000000-0000-4000-8000-000000000000")).status).toBe(404);
  });
});
