import { describe, expect, it, vi } from "vitest";
import { startOfferCheckoutAction } from "@/lib/actions/checkout/start-offer-checkout";
import { createInstantBookingAction } from "@/lib/actions/instant-booking/create-instant-booking";
import { readOfferForVisitor } from "@/lib/data/offer-access";
import { markOfferSeen } from "@/lib/data/offer-checkout";
import { offerDatesFree, readOfferView } from "@/lib/data/offer-view";
import { MAX_HOLDS_PER_ADDRESS, MAX_HOLDS_PER_EMAIL, SESSION_MINUTES } from "@/lib/domain/holds";
import { APARTMENT, deliver, details, isoDay, offerHelpers, offerWorldForThisFile } from "./support/offer-fixtures";
import { createUser, signInAs, signOut } from "./support/portal-fixtures";

// Starting an offer's checkout: the details saved, one CHF session per attempt, the nights held
// for that attempt so a second guest is told at once (and never sent to pay), the limits on
// holds, and instant bookings from the property page. The fulfilment is in offer-fulfilment.test.ts.

const request = vi.hoisted(() => ({ cookies: new Map<string, string>(), ip: 7 }));
vi.mock("next/headers", async () => (await import("@/tests/support/fake-request")).mockRequestHeaders(request, "198.19.3"));
vi.mock("react", async (original) => ({ ...(await original<typeof import("react")>()), cache: <T>(fn: T) => fn }));

const world = offerWorldForThisFile();
const { offer, pay, attemptOf } = offerHelpers(world, request);


describe("starting the checkout", () => {
  it("saves the details, holds the nights and opens one CHF session for the deposit, payable for Stripe's shortest lifetime", async () => {
    const o = await offer({ expiresInMs: 2 * 3600_000 });
    const before = Math.floor(Date.now() / 1000);
    const { result, sessionId } = await pay(o.offerToken, { email: details.email });
    const session = world.fake.sessions.get(sessionId);
    expect(result.data?.url).toBe(session?.url);
    const attempt = await attemptOf(sessionId);
    expect(attempt).toMatchObject({ offerId: o.id, purpose: "offer_deposit", status: "pending", provider: "stripe", methods: ["card", "twint", "paypal"] });
    expect(attempt.amount.toString()).toBe("750");
    expect(session).toMatchObject({
      amount_total: 75_000,
      currency: "chf",
      payment_method_types: ["card", "twint", "paypal"],
      client_reference_id: o.id,
      customer_email: details.email,
      success_url: `https://chalets.example/en/offer/${o.offerToken}/checkout/success?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `https://chalets.example/en/offer/${o.offerToken}/checkout/cancel`,
      metadata: { offerId: o.id, purpose: "offer_deposit", paymentId: attempt.id },
    });
    // The session lasts Stripe's shortest lifetime (plus a minute), not the offer's: the hold covers it and a grace.
    expect(session?.expires_at).toBeGreaterThanOrEqual(before + SESSION_MINUTES * 60);
    expect(session?.expires_at).toBeLessThanOrEqual(before + SESSION_MINUTES * 60 + 5);
    expect(attempt.hold).toMatchObject({ status: "active", propertyId: world.propertyId, email: details.email });
    expect(attempt.hold!.expiresAt.getTime()).toBe((session!.expires_at + 5 * 60) * 1000);
    expect(world.fake.createRequests.at(-1)?.idempotencyKey).toBe(`offer-${attempt.id}`);
    expect(await world.db.prisma.offer.findUniqueOrThrow({ where: { id: o.id } })).toMatchObject({ guestName: "Anna Muster", guestEmail: details.email, guestCity: "Saas-Fee", guestCountry: "CH", specialRequests: "Late arrival" });
  });

  it("charges the whole total without TWINT above CHF 5,000 when there is no downpayment", async () => {
    const o = await offer({ total: "6200.00", down: null });
    const { result, sessionId } = await pay(o.offerToken);
    expect(result.data?.url).toBeTruthy();
    expect(world.fake.sessions.get(sessionId)).toMatchObject({ amount_total: 620_000, payment_method_types: ["card", "paypal"] });
  });

  it("a repeated submit goes back to the open session; another language, e-mail or a closing session closes it at Stripe first", async () => {
    const o = await offer();
    const email = "anna.repeat@example.ch";
    const first = await pay(o.offerToken, { email }, { ip: 60 });
    const created = world.fake.createRequests.length;
    const again = await pay(o.offerToken, { email, phone: "+41 79 000 00 00" }, { ip: 60 });
    expect(again.result.data?.url).toBe(first.result.data?.url);
    expect(world.fake.createRequests.length).toBe(created);
    expect((await world.db.prisma.offer.findUniqueOrThrow({ where: { id: o.id } })).guestPhone).toBe("+41 79 000 00 00");

    // In another language the session's pages and redirects would be in the old one.
    const french = await pay(o.offerToken, { email }, { locale: "fr", ip: 60 });
    expect(french.sessionId).not.toBe(first.sessionId);
    expect(world.fake.sessions.get(first.sessionId)?.status).toBe("expired");
    // Stripe shows the session's e-mail read-only: a changed one needs a new session.
    const other = await pay(o.offerToken, { email: "anna.other@example.ch" }, { ip: 60 });
    expect(world.fake.sessions.get(french.sessionId)?.status).toBe("expired");
    const closing = world.fake.sessions.get(other.sessionId);
    if (closing) closing.expires_at = Math.floor(Date.now() / 1000) + 120;
    const fresh = await pay(o.offerToken, { email: "anna.other@example.ch" }, { ip: 60 });
    expect([first.sessionId, french.sessionId, other.sessionId]).not.toContain(fresh.sessionId);

    // Never two sessions that could both be paid: one open attempt, the rest cancelled, one hold.
    const attempts = await world.db.prisma.bookingPayment.findMany({ where: { offerId: o.id }, orderBy: { createdAt: "asc" }, select: { status: true } });
    expect(attempts.map((a) => a.status)).toEqual(["cancelled", "cancelled", "cancelled", "pending"]);
    expect(await world.db.prisma.stayHold.count({ where: { offerId: o.id, status: "active" } })).toBe(1);
  });

  it("validates again on the server, with translated messages", async () => {
    const o = await offer();
    const result = await startOfferCheckoutAction("de", { token: o.offerToken, ...details, firstName: "A", agreeTerms: false });
    expect(result.validationErrors?.fieldErrors.firstName).toEqual(["Der Vorname muss mindestens 2 Zeichen lang sein."]);
    expect(result.validationErrors?.fieldErrors.agreeTerms).toEqual(["Bitte akzeptieren Sie die AGB."]);
  });

  it("refuses unknown, draft, rejected, expired and paid offers in plain words", async () => {
    expect((await pay("x".repeat(43))).result.serverError?.message).toBe("Offer not found.");
    expect((await pay((await offer({ status: "draft" })).offerToken)).result.serverError?.code).toBe("offerNotFound");
    expect((await pay((await offer({ status: "rejected" })).offerToken)).result.serverError?.code).toBe("offerNotFound");
    const expired = await offer({ expiresInMs: -1000 });
    expect((await pay(expired.offerToken)).result.serverError?.message).toBe("This offer has expired and can no longer be paid.");
    const paid = await offer();
    await world.db.prisma.offer.update({ where: { id: paid.id }, data: { status: "accepted", paidAt: new Date() } });
    expect((await pay(paid.offerToken)).result.serverError?.code).toBe("alreadyPaid");
  });

  it("says the dates are gone when a night became unavailable", async () => {
    const blocked = await offer();
    await world.db.prisma.propertyRate.create({ data: { propertyId: world.propertyId, date: new Date(blocked.checkIn!.getTime() + 2 * 86_400_000), available: false } });
    expect((await pay(blocked.offerToken)).result.serverError?.message).toBe("Unfortunately, these dates are no longer available.");
  });
});

describe("holds: two guests, the same nights", () => {
  it("two admin offers for overlapping nights: the second guest is told before paying and never reaches Stripe", async () => {
    const a = await offer();
    const b = await offer({ checkIn: isoDay(new Date(a.checkIn!.getTime() + 2 * 86_400_000)), checkOut: isoDay(new Date(a.checkOut!.getTime() + 2 * 86_400_000)) });
    expect((await pay(a.offerToken)).result.data?.url).toBeTruthy();
    const creates = world.fake.createRequests.length;
    const second = await pay(b.offerToken);
    // Told that another guest is paying, and when the nights free up if they do not.
    expect(second.result.serverError?.code).toBe("datesHeld");
    expect(second.result.serverError?.message).toMatch(/^Another guest is paying for these nights\. .* free again from \d{1,2} \w{3}, \d{2}:\d{2}\.$/);
    expect(world.fake.createRequests.length).toBe(creates);
    expect(await world.db.prisma.bookingPayment.count({ where: { offerId: b.id } })).toBe(0);
  });

  it("an expired session releases the nights for the next guest", async () => {
    const a = await offer({ source: "instant", expiresInMs: 30 * 60_000 });
    const b = await offer({ source: "instant", expiresInMs: 30 * 60_000, checkIn: isoDay(a.checkIn), checkOut: isoDay(a.checkOut) });
    const { sessionId } = await pay(a.offerToken);
    expect((await pay(b.offerToken)).result.serverError?.code).toBe("datesHeld");
    expect((await deliver(world, world.fake.signedEvent(sessionId, "checkout.session.expired", { status: "expired" }))).body.result).toBe("expired");
    expect(await attemptOf(sessionId)).toMatchObject({ status: "expired", hold: { status: "released", releaseReason: "expired" } });
    expect((await pay(b.offerToken)).result.data?.url).toBeTruthy();
  });

  it("a hold past its time stops blocking the nights, even before the sweeper ran", async () => {
    const a = await offer();
    const b = await offer({ checkIn: isoDay(a.checkIn), checkOut: isoDay(a.checkOut) });
    const { sessionId } = await pay(a.offerToken);
    const attempt = await attemptOf(sessionId);
    await world.db.prisma.stayHold.update({ where: { attemptId: attempt.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect((await pay(b.offerToken)).result.data?.url).toBeTruthy();
    expect((await attemptOf(sessionId)).hold).toMatchObject({ status: "released", releaseReason: "expired" });
  });

  it("limits the stays one e-mail and one address can hold at once", async () => {
    const email = "collector@example.ch";
    for (let i = 0; i < MAX_HOLDS_PER_EMAIL; i++) expect((await pay((await offer()).offerToken, { email })).result.data?.url).toBeTruthy();
    const tooMany = await pay((await offer()).offerToken, { email }, { locale: "de" });
    expect(tooMany.result.serverError?.code).toBe("tooManyHolds");
    expect(tooMany.result.serverError?.message).toMatch(/^Sie haben bereits Aufenthalte/);

    for (let i = 0; i < MAX_HOLDS_PER_ADDRESS; i++) expect((await pay((await offer()).offerToken, {}, { ip: 250 })).result.data?.url).toBeTruthy();
    expect((await pay((await offer()).offerToken, {}, { ip: 250 })).result.serverError?.code).toBe("tooManyHolds");
  });
});

describe("instant booking from the property page", () => {
  const stay = (offsetDays: number, nights: number) => {
    const start = new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);
    const end = new Date(Date.now() + (offsetDays + nights) * 86_400_000).toISOString().slice(0, 10);
    return { slug: "offer-chalet", checkIn: start, checkOut: end, adults: 2, children6To16: 1, children3To5: 0, babies: 1 };
  };

  it("creates a 30-minute instant request priced on the server, which the webhook turns into a booking", async () => {
    request.ip = 21;
    const result = await createInstantBookingAction("de", stay(40, 3));
    const token = result.data?.url.match(/\/offer\/([^/]+)\/checkout$/)?.[1] ?? "";
    expect(token).not.toBe("");
    const o = await world.db.prisma.offer.findUniqueOrThrow({ where: { offerToken: token }, include: { channel: true } });
    expect(o).toMatchObject({ source: "instant", status: "sent", language: "de", adults: 2, children6To16: 1, babies: 1, channel: { name: "Direct" } });
    expect(o.totalPrice?.toString()).toBe(String(900 + 200 + Number(o.touristTax) + Number(o.saastalCard)));
    expect(o.downpaymentAmount?.toString()).toBe("500");
    expect((o.expiresAt?.getTime() ?? 0) - Date.now()).toBeGreaterThan(29 * 60_000);
    expect((o.expiresAt?.getTime() ?? 0) - Date.now()).toBeLessThanOrEqual(30 * 60_000);

    const { sessionId } = await pay(token);
    expect((world.fake.sessions.get(sessionId)?.expires_at ?? 0) - Date.now() / 1000).toBeGreaterThanOrEqual(30 * 60);
    await world.fake.complete(sessionId);
    await world.fake.idle();
    const after = await world.db.prisma.offer.findUniqueOrThrow({ where: { id: o.id }, include: { booking: true } });
    expect(after.status).toBe("accepted");
    expect(after.booking?.smoobuBookingId).toBeGreaterThan(0);
  });

  it("the second guest racing for nights someone is paying for is told before a request is even made", async () => {
    request.ip = 22;
    const first = await createInstantBookingAction("en", stay(60, 4));
    const token = first.data?.url.match(/\/offer\/([^/]+)\/checkout$/)?.[1] ?? "";
    await pay(token);
    request.ip = 23;
    const second = await createInstantBookingAction("en", stay(61, 2));
    expect(second.serverError?.code).toBe("datesHeld");
    expect(second.serverError?.message).toMatch(/^Another guest is paying for these nights\./);
  });

  it("validates, refuses too many guests, and limits requests per IP", async () => {
    request.ip = 24;
    expect((await createInstantBookingAction("en", { ...stay(80, 2), checkOut: stay(80, 2).checkIn })).validationErrors?.fieldErrors.checkOut).toEqual(["Please select check-in and check-out."]);
    expect((await createInstantBookingAction("fr", { ...stay(80, 2), adults: 9 })).serverError?.message).toBe("Au maximum 8 voyageurs.");
    request.ip = 25;
    const answers = [];
    for (let i = 0; i < 11; i++) answers.push((await createInstantBookingAction("en", stay(100 + i * 5, 2))).serverError?.code);
    expect(answers.slice(0, 10).every((c) => c === undefined)).toBe(true);
    expect(answers[10]).toBe("rateLimited");
  });
});

describe("the offer page's data", () => {
  it("marks a sent offer viewed on the first view and an offer past its expiry expired", async () => {
    const sent = await offer();
    await markOfferSeen(sent.id, false);
    expect((await world.db.prisma.offer.findUniqueOrThrow({ where: { id: sent.id } })).status).toBe("viewed");
    const old = await offer({ expiresInMs: -60_000 });
    const view = await readOfferView(old.offerToken, "en");
    expect(view?.block).toBe("expired");
    await markOfferSeen(old.id, true);
    expect((await world.db.prisma.offer.findUniqueOrThrow({ where: { id: old.id } })).status).toBe("expired");
  });

  it("shows a draft to admins only, as a preview, and to nobody else: anonymous, guest, team member or planner; unknown tokens are not found", async () => {
    const draft = await offer({ status: "draft" });
    const sent = await offer();
    expect(await readOfferForVisitor(draft.offerToken, "en")).toBeNull();
    expect(await readOfferForVisitor("unknown-token-000000000000", "en")).toBeNull();
    expect((await readOfferForVisitor(sent.offerToken, "en"))?.preview).toBe(false);
    for (const role of ["guest", "team_member", "planner"] as const) {
      await createUser(world.db, `draft-${role}@example.com`, [role]);
      await signInAs(request, `draft-${role}@example.com`);
      expect(await readOfferForVisitor(draft.offerToken, "en"), role).toBeNull();
      expect((await readOfferForVisitor(sent.offerToken, "en"))?.preview, role).toBe(false);
    }
    await createUser(world.db, "draft-admin@example.com", ["admin"]);
    await signInAs(request, "draft-admin@example.com");
    expect((await readOfferForVisitor(draft.offerToken, "en"))?.preview).toBe(true);
    expect(await world.db.prisma.offer.findUniqueOrThrow({ where: { id: draft.id }, select: { status: true } })).toEqual({ status: "draft" });
    signOut(request);
  });

  it("reports a night that became unavailable, and the deposit and breakdown", async () => {
    const o = await offer();
    const view = await readOfferView(o.offerToken, "en");
    expect(view).toMatchObject({ deposit: 75_000, nights: 5, prices: { total: 250_000 }, property: { name: APARTMENT.name } });
    expect(await offerDatesFree(view!)).toBe(true);
    await world.db.prisma.propertyRate.create({ data: { propertyId: world.propertyId, date: o.checkIn!, available: false } });
    expect(await offerDatesFree(view!)).toBe(false);
  });
});
