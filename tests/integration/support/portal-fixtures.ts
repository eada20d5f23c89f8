import type { Prisma } from "@/generated/prisma/client";
import { signInAction } from "@/lib/actions/auth/sign-in";
import { hashPassword } from "@/lib/auth/password";
import type { TestDb } from "@/tests/support/test-db";

// Shared by the guest portal's integration tests: accounts, a property and bookings, and a
// sign-in that fills the mocked cookie jar (the test file mocks next/headers with tests/support/fake-request).

export const PASSWORD = "portal-test-password";

import type { FakeRequest as CookieJar } from "@/tests/support/fake-request";

export async function createUser(db: TestDb, email: string, roles: ("admin" | "guest" | "team_member" | "planner")[]) {
  return db.prisma.user.create({
    data: { email, passwordHash: await hashPassword(PASSWORD), emailVerified: new Date(), roles: { create: roles.map((role) => ({ role })) } },
  });
}

export async function signInAs(request: CookieJar, email: string) {
  request.cookies = new Map();
  request.ip = (request.ip % 250) + 1;
  const result = await signInAction("en", { email, password: PASSWORD });
  if (!result.data?.ok) throw new Error(`sign-in failed for ${email}: ${JSON.stringify(result)}`);
}

export function signOut(request: CookieJar) {
  request.cookies = new Map();
}

export async function createProperty(db: TestDb, slug: string, requestGuestLists: boolean) {
  return db.prisma.property.create({
    data: { slug, name: `Chalet ${slug}`, location: "Saas-Fee", maxGuests: 8, bedrooms: 3, bathrooms: 2, requestGuestLists, images: [`/images/${slug}.jpg`] },
  });
}

let nextStart = 0;
/** A booking on its own dates (the exclusion constraint forbids overlaps per property). */
export async function createBooking(
  db: TestDb,
  propertyId: string,
  email: string | null,
  extra: { price?: string | null; prepayment?: string | null; prepaymentPaid?: boolean; priceElements?: Prisma.InputJsonValue; arrival?: string; departure?: string; type?: "reservation" | "cancelled" } = {},
) {
  nextStart += 10;
  const arrival = extra.arrival ?? new Date(Date.UTC(2030, 0, 1 + nextStart)).toISOString().slice(0, 10);
  const departure = extra.departure ?? new Date(Date.UTC(2030, 0, 8 + nextStart)).toISOString().slice(0, 10);
  return db.prisma.booking.create({
    data: {
      propertyId,
      email,
      guestName: "Test Guest",
      referenceId: `REF-${nextStart}`,
      arrival: new Date(`${arrival}T00:00:00Z`),
      departure: new Date(`${departure}T00:00:00Z`),
      adults: 2,
      children: 1,
      type: extra.type ?? "reservation",
      price: extra.price === undefined ? "1500.00" : extra.price,
      prepayment: extra.prepayment ?? null,
      prepaymentPaid: extra.prepaymentPaid ?? false,
      priceElements: extra.priceElements,
    },
  });
}
