/**
 * Who collects a stay's money: the channel it was sold on, or us. Airbnb, Booking.com, Expedia,
 * Vrbo (HomeAway), Agoda and Tripadvisor take the guest's payment themselves and pay the host out,
 * so such a stay owes us nothing; a stay of our own site, a direct or manual booking, a block, or a
 * channel we do not know is ours to collect (a wrong "we collect" shows an amount the office can
 * check; a wrong "the channel collects" would hide money owed). The office can say otherwise per
 * stay (bookings.collect_through_us). Channels are matched by the name Smoobu gives them (channel
 * ids differ per Smoobu account: docs/integrations/smoobu.md, channelId).
 */

/** Names as Smoobu reports them, lower-case with everything but letters and digits removed. */
const CHANNEL_COLLECTED = ["airbnb", "bookingcom", "expedia", "vrbo", "homeaway", "agoda", "tripadvisor"] as const;

function normalized(name: string): string {
  return name.toLowerCase().normalize("NFKD").replace(/[^a-z0-9]/g, "");
}

/** Whether the channel named `name` collects the guest's payment itself. */
export function channelCollects(name: string | null | undefined): boolean {
  if (!name) return false;
  const n = normalized(name);
  // "Booking.com" and "Booking.com (Genius)", never "Direct booking".
  return CHANNEL_COLLECTED.some((c) => n === c || n.startsWith(c));
}

/** Whether the stay's money is the channel's: its channel collects and the office has not taken it over. */
export function collectedByChannel(stay: { channelName: string | null | undefined; collectThroughUs: boolean }): boolean {
  return channelCollects(stay.channelName) && !stay.collectThroughUs;
}
