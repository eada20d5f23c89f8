// Demo content for a site that looks real on first start, offline. Idempotent: every row has a
// stable key (slug, e-mail, Smoobu id or a seedUuid), existing rows are kept as they are, so
// running it again adds nothing and never overwrites what an admin changed.
import type { Db } from "@/lib/db/client";
import { addDays, eachNight, fromIsoDate, todayIn, SITE_TIME_ZONE, type IsoDate } from "@/lib/domain/dates";
import { LOCAL_TEST_PROVIDER } from "@/lib/domain/checkout";
import { rappenToDecimalString } from "@/lib/domain/money";
import { newOfferToken } from "@/lib/security/tokens";
import { seedBlogPosts, seedInfoPages, seedPois, seedProperties, seedTeamMembers } from "./content";
import { occupiedNights, planBookings, type ChannelKey, type PlannedBooking } from "./bookings";
import { seedUuid } from "./ids";
import { planOffers, type PlannedOffer } from "./offers";
import { planRates, type PlannedRate } from "./rates";
import { seedDemoUsers, type DemoUserIds } from "./users";

export interface SeedOptions {
  /** The day the demo is built around (default: today in Zurich). */
  today?: IsoDate;
  /** Create the demo accounts even when NODE_ENV=production. */
  allowDemoUsers?: boolean;
}

const dec = (r: number | null) => (r === null ? null : rappenToDecimalString(r));
const time = (hhmm: string) => new Date(`1970-01-01T${hhmm}:00Z`);

async function seedContent(db: Db) {
  for (const poi of seedPois) {
    const id = seedUuid(`poi:${poi.key}`);
    await db.pointOfInterest.upsert({
      where: { id },
      update: {},
      create: { id, name: poi.name, category: poi.category, description: poi.description ?? undefined, address: poi.address, latitude: poi.latitude, longitude: poi.longitude },
    });
  }
  for (const p of seedProperties) {
    const id = seedUuid(`property:${p.slug}`);
    await db.property.upsert({
      where: { slug: p.slug },
      update: {},
      create: {
        id, slug: p.slug, name: p.name, location: p.location, address: p.address, description: p.description,
        amenities: p.amenities, images: Array.from({ length: p.imageCount }, (_, i) => `/images/properties/${p.slug}/${i + 1}.webp`),
        latitude: p.latitude, longitude: p.longitude, googlePlaceId: p.googlePlaceId, airbnbUrl: p.airbnbUrl,
        bookingUrl: p.bookingUrl, websiteUrl: p.websiteUrl, phone: p.phone, maxGuests: p.maxGuests, bedrooms: p.bedrooms,
        bathrooms: p.bathrooms, pricePerNight: p.pricePerNight, sizeM2: p.sizeM2, cleaningFee: p.cleaningFee,
        downpaymentAmount: p.downpaymentAmount, smoobuPropertyId: p.smoobuPropertyId, isVisible: p.isVisible,
        isGroupHouse: p.isGroupHouse, requestGuestLists: p.requestGuestLists,
        faqItems: { create: p.faqs.map((f, i) => ({ id: seedUuid(`faq:${p.slug}:${i}`), question: f.question, answer: f.answer, orderIndex: i })) },
        pointsOfInterest: { create: p.poiKeys.map((key) => ({ pointOfInterestId: seedUuid(`poi:${key}`) })) },
      },
    });
  }
  for (const page of seedInfoPages) {
    await db.websiteInfoPage.upsert({
      where: { slug: page.slug },
      update: {},
      create: { id: seedUuid(`info:${page.slug}`), ...page },
    });
  }
  for (const m of seedTeamMembers) {
    const id = seedUuid(`team:${m.email}`);
    await db.teamMember.upsert({ where: { id }, update: {}, create: { id, ...m, description: m.description ?? undefined } });
  }
  for (const post of seedBlogPosts) {
    const id = seedUuid(`blog:${post.key}`);
    await db.blogPost.upsert({
      where: { id },
      update: {},
      create: {
        id, title: post.title, content: post.content, category: post.category, imageUrl: post.imageUrl,
        publishedAt: new Date(post.publishedAt),
        propertyId: post.propertySlug ? seedUuid(`property:${post.propertySlug}`) : null,
      },
    });
  }
}

const CHANNELS: Record<ChannelKey, { smoobuChannelId: number; name: string }> = {
  direct: { smoobuChannelId: 465612, name: "Direct" },
  airbnb: { smoobuChannelId: 465613, name: "Airbnb" },
  booking: { smoobuChannelId: 465614, name: "Booking.com" },
  blocked: { smoobuChannelId: 465615, name: "Blocked" },
};

async function seedChannels(db: Db): Promise<Record<ChannelKey, string>> {
  const ids = {} as Record<ChannelKey, string>;
  for (const [key, c] of Object.entries(CHANNELS) as [ChannelKey, (typeof CHANNELS)[ChannelKey]][]) {
    const row = await db.channel.upsert({ where: { smoobuChannelId: c.smoobuChannelId }, update: {}, create: c });
    ids[key] = row.id;
  }
  return ids;
}

function priceElements(b: PlannedBooking) {
  if (b.price === null) return null;
  const cleaning = 40_000;
  return [
    { id: b.smoobuBookingId * 10 + 1, type: "basePrice", name: "Accommodation", amount: (b.price - cleaning) / 100, quantity: 1, tax: null, currencyCode: "CHF", sortOrder: 0 },
    { id: b.smoobuBookingId * 10 + 2, type: "cleaningFee", name: "Final cleaning", amount: cleaning / 100, quantity: 1, tax: null, currencyCode: "CHF", sortOrder: 1 },
  ];
}

async function seedBookings(db: Db, plan: readonly PlannedBooking[], channels: Record<ChannelKey, string>, users: DemoUserIds | null, today: IsoDate) {
  for (const b of plan) {
    const existing = await db.booking.findUnique({ where: { smoobuBookingId: b.smoobuBookingId }, select: { id: true } });
    if (existing) continue;
    const id = seedUuid(`booking:${b.key}`);
    const created = await db.booking.create({
      data: {
        id, smoobuBookingId: b.smoobuBookingId, referenceId: `SC-${b.smoobuBookingId}`, type: b.type,
        arrival: fromIsoDate(b.arrival), departure: fromIsoDate(b.departure),
        createdAtSmoobu: fromIsoDate(addDays(b.arrival < today ? b.arrival : today, -30)),
        modifiedAtSmoobu: fromIsoDate(addDays(b.arrival < today ? b.arrival : today, -10)),
        propertyId: seedUuid(`property:${b.propertySlug}`), channelId: channels[b.channel], guestName: b.guestName,
        email: b.email, phone: b.phone, adults: b.adults, children: b.children, checkIn: time("16:00"), checkOut: time("10:00"),
        price: dec(b.price), pricePaid: b.pricePaid, prepayment: dec(b.prepayment), prepaymentPaid: b.prepaymentPaid,
        language: b.language, isBlockedBooking: b.channel === "blocked",
        priceElements: b.withPriceElements ? (priceElements(b) ?? undefined) : undefined,
        priceElementsAt: b.withPriceElements ? new Date() : null,
        guests: { create: b.guests.map((g) => ({ ...g, dateOfBirth: fromIsoDate(g.dateOfBirth) })) },
        payments: {
          // The demo's payments went through the built-in test provider, so refunds work in the demo too.
          create: b.payments.map((p, i) => ({
            amount: dec(p.amount) ?? "0", status: p.status, provider: LOCAL_TEST_PROVIDER, purpose: "open_amount" as const,
            providerSessionId: `cs_local_seed_${b.smoobuBookingId}_${i}`,
          })),
        },
        assignments: users
          ? { create: b.assignTo.map((t) => ({ userId: users[t], assignmentType: "cleaning" as const })) }
          : undefined,
      },
      select: { payments: { select: { id: true, amount: true, status: true } } },
    });
    // The money those payments brought in is in the ledger, as the fulfilment would have written it.
    for (const p of created.payments.filter((x) => x.status === "succeeded")) {
      await db.ledgerEntry.create({
        data: { bookingId: id, attemptId: p.id, kind: "payment", status: "succeeded", purpose: "open_amount", amount: p.amount, provider: LOCAL_TEST_PROVIDER, providerRef: `pi_local_seed_${p.id}` },
      });
    }
  }
}

async function seedRates(db: Db, ratesBySlug: Map<string, PlannedRate[]>) {
  for (const [slug, rates] of ratesBySlug) {
    const propertyId = seedUuid(`property:${slug}`);
    await db.propertyRate.createMany({
      data: rates.map((r) => ({
        propertyId, date: fromIsoDate(r.date), price: r.price === null ? null : r.price.toFixed(2),
        available: r.available, minLengthOfStay: r.minLengthOfStay,
      })),
      skipDuplicates: true,
    });
  }
}

async function seedOffers(db: Db, offers: readonly PlannedOffer[], channels: Record<ChannelKey, string>, today: IsoDate) {
  for (const o of offers) {
    const id = seedUuid(`offer:${o.key}`);
    if (await db.offer.findUnique({ where: { id }, select: { id: true } })) continue;
    const b = o.breakdown;
    await db.offer.create({
      data: {
        id, offerToken: newOfferToken(), status: o.status, guestName: o.guestName, guestEmail: o.guestEmail,
        guestPhone: o.guestPhone, language: o.language,
        propertyId: o.propertySlug ? seedUuid(`property:${o.propertySlug}`) : null,
        channelId: o.propertySlug ? channels.direct : null,
        checkIn: o.checkIn ? fromIsoDate(o.checkIn) : null, checkOut: o.checkOut ? fromIsoDate(o.checkOut) : null,
        adults: o.adults, children6To16: o.children6To16, children3To5: o.children3To5, babies: o.babies,
        basePrice: b ? dec(b.base) : null, discount: dec(o.discount) ?? "0", cleaningFee: b ? dec(b.cleaningFee) : null,
        touristTax: b ? dec(b.touristTax) : null, saastalCard: b ? dec(b.saastalCard) : null,
        totalPrice: b ? dec(b.total) : null, downpaymentAmount: b ? dec(b.deposit) : null,
        expiresAt: o.expiresInDays === null ? null : new Date(fromIsoDate(addDays(today, o.expiresInDays)).getTime() + 22 * 3600_000),
        emailInputText: o.emailInputText,
        paidAt: o.status === "accepted" ? new Date() : null,
      },
    });
    if (o.status === "accepted" && b && o.checkIn && o.checkOut && o.propertySlug) {
      const paymentSession = `cs_local_seed_offer_${o.key}`;
      await db.booking.create({
        data: {
          id: seedUuid(`booking:offer:${o.key}`), smoobuBookingId: 50_000_900, referenceId: "SC-OFFER-1", type: "reservation",
          // Smoobu's timestamps, as the sync would have stored them (a reconciliation then sees nothing newer).
          createdAtSmoobu: fromIsoDate(addDays(today, -10)), modifiedAtSmoobu: fromIsoDate(addDays(today, -10)),
          arrival: fromIsoDate(o.checkIn), departure: fromIsoDate(o.checkOut), propertyId: seedUuid(`property:${o.propertySlug}`),
          channelId: channels.direct, guestName: o.guestName ?? "", email: o.guestEmail, phone: o.guestPhone,
          adults: o.adults, children: o.children6To16 + o.children3To5 + o.babies, checkIn: time("16:00"), checkOut: time("10:00"),
          price: dec(b.total), prepayment: dec(b.deposit), prepaymentPaid: true, language: o.language, offerId: id,
        },
      });
      const attempt = await db.bookingPayment.create({
        data: {
          offerId: id, bookingId: seedUuid(`booking:offer:${o.key}`), purpose: "offer_deposit", amount: dec(b.deposit) ?? "0",
          status: "succeeded", provider: LOCAL_TEST_PROVIDER, providerSessionId: paymentSession,
        },
        select: { id: true, amount: true },
      });
      // The deposit is the booking's prepayment (as the fulfilment writes it), counted once.
      await db.ledgerEntry.create({
        data: {
          offerId: id, bookingId: seedUuid(`booking:offer:${o.key}`), attemptId: attempt.id, kind: "payment", status: "succeeded", purpose: "offer_deposit",
          amount: attempt.amount, provider: LOCAL_TEST_PROVIDER, providerRef: `pi_local_seed_${attempt.id}`, mirroredAsPrepayment: true,
        },
      });
    }
  }
}

/** Seeds (or completes) the demo content. Safe to run any number of times. */
export async function seedDemo(db: Db, options: SeedOptions = {}): Promise<void> {
  const today = options.today ?? todayIn(SITE_TIME_ZONE, new Date());
  await seedContent(db);
  const channels = await seedChannels(db);
  const users = await seedDemoUsers(db, { allowInProduction: options.allowDemoUsers ?? false });

  const bookings = planBookings(seedProperties, today);
  const occupied = occupiedNights(bookings);
  const rates = new Map(seedProperties.map((p, i) => [p.slug, planRates(p, i, today, occupied.get(p.slug) ?? new Set())]));
  const offers = planOffers(seedProperties, (slug) => rates.get(slug) ?? [], today);
  // The paid offer became a booking: its nights are taken too.
  for (const o of offers) {
    if (o.status !== "accepted" || !o.checkIn || !o.checkOut || !o.propertySlug) continue;
    const nights = new Set(eachNight(o.checkIn, o.checkOut));
    for (const r of rates.get(o.propertySlug) ?? []) {
      if (nights.has(r.date)) Object.assign(r, { available: false, price: null, minLengthOfStay: null });
    }
  }

  await seedBookings(db, bookings, channels, users, today);
  await seedRates(db, rates);
  await seedOffers(db, offers, channels, today);
  await seedOfficeSettings(db);
}

/**
 * The demo office's receipt and QR-bill settings: the Swiss Payment Standards' example QR-IBAN and
 * no VAT number, so the demo's receipts and QR-bills can be made (never a real account).
 */
async function seedOfficeSettings(db: Db): Promise<void> {
  const receipt = {
    office: { name: "Saastal Chalets GmbH", street: "Obere Gasse", buildingNumber: "12", postalCode: "3906", town: "Saas-Fee", country: "CH", email: "office@saastal-chalets.example" },
    iban: "CH44 3199 9123 0008 8901 2",
    vatNumber: "",
    vatRates: [{ validFrom: "2024-01-01", accommodation: "3.8", standard: "8.1" }],
  };
  await db.officeSettings.upsert({ where: { id: 1 }, create: { id: 1, receipt }, update: {} });
}

/** First start of the embedded database: seed only when there is nothing yet. */
export async function seedIfEmpty(db: Db, options: SeedOptions = {}): Promise<boolean> {
  if ((await db.property.count()) > 0) return false;
  console.info("[seed] empty database: adding demo content");
  await seedDemo(db, options);
  return true;
}

