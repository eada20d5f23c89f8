import { createHash, randomBytes, randomUUID } from "node:crypto";
import { sql } from "./backend";

// A stay of its own for each pay-link spec, written straight into the e2e database (mails that
// carry the link are another part of issue 32): a far-future week at a seeded house, booked on the
// seeded Direct channel with a CHF 600 deposit (so it has a payment schedule), CHF 2,400 with the
// deposit paid by card, and a live pay link whose raw token only the spec knows.

export interface PayLinkStay {
  bookingId: string;
  token: string;
  propertyName: string;
}

export async function stayWithPayLink(slug: string, guestName: string): Promise<PayLinkStay> {
  const [property] = await sql<{ id: string; name: string }>("SELECT id, name FROM properties WHERE slug = $1", [slug]);
  if (!property) throw new Error(`no seeded property ${slug}`);
  // Weeks far ahead, one per run and spec, so no live stay overlaps (a database rule).
  for (let attempt = 0; attempt < 20; attempt++) {
    const offset = 400 + Math.floor(Math.random() * 2000) * 7;
    const bookingId = randomUUID();
    try {
      await sql(
        `INSERT INTO bookings (id, property_id, channel_id, arrival, departure, guest_name, price, prepayment, updated_at)
         VALUES ($1, $2, (SELECT id FROM channels WHERE name = 'Direct' LIMIT 1), current_date + $3::int, current_date + $3::int + 7, $4, 2400.00, 600.00, now())`,
        [bookingId, property.id, offset, guestName],
      );
    } catch {
      continue;
    }
    await sql(
      `INSERT INTO ledger_entries (id, booking_id, kind, status, purpose, amount, provider, provider_ref, updated_at)
       VALUES ($1, $2, 'payment', 'succeeded', 'open_amount', 600.00, 'stripe', $3, now())`,
      [randomUUID(), bookingId, `pi_e2e_${randomBytes(8).toString("hex")}`],
    );
    const token = randomBytes(32).toString("base64url");
    await sql(
      `INSERT INTO booking_links (id, booking_id, purpose, token_hash, expires_at) VALUES ($1, $2, 'pay', $3, current_date + $4::int + 8)`,
      [randomUUID(), bookingId, createHash("sha256").update(token).digest("hex"), offset],
    );
    return { bookingId, token, propertyName: property.name };
  }
  throw new Error(`no free far-future week at ${slug}`);
}
