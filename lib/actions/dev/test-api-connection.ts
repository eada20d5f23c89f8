"use server";

import { ExpectedError, roleClient } from "@/lib/actions/client";
import { getDb } from "@/lib/db";
import { ADMIN_ONLY } from "@/lib/domain/access";
import { env } from "@/lib/env";
import { SmoobuError, smoobuFromEnv, smoobuMissingCode, type SmoobuClient } from "@/lib/integrations/smoobu";
import { smoobuBookingSchema } from "@/lib/schemas/smoobu";

export interface KnownChannel {
  id: number;
  name: string;
  /** Seen on Smoobu's latest reservations (not only in our synced channels). */
  seenNow: boolean;
}

/**
 * The channels Smoobu knows, as far as its API tells: it has no channel list, so these are the
 * channels of its latest 100 reservations and of every booking synced before.
 */
async function knownChannels(client: SmoobuClient): Promise<KnownChannel[]> {
  const channels = new Map<number, KnownChannel>();
  const page = await client.reservations({ page: 1, pageSize: 100, showCancellation: true });
  for (const raw of page.bookings) {
    const b = smoobuBookingSchema.safeParse(raw);
    if (b.success && b.data.channel) channels.set(b.data.channel.id, { id: b.data.channel.id, name: b.data.channel.name ?? "", seenNow: true });
  }
  const db = await getDb();
  for (const c of await db.channel.findMany({ where: { smoobuChannelId: { not: null } }, select: { smoobuChannelId: true, name: true } })) {
    const id = c.smoobuChannelId ?? 0;
    if (!channels.has(id)) channels.set(id, { id, name: c.name, seenNow: false });
  }
  return [...channels.values()].sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id);
}

/**
 * 'API Connection Test': GET /me, /apartments and the channels of recent reservations, and the
 * configured direct-booking channel. A Smoobu error is an answer to show (with its status, so a 401
 * can be explained), not a failure. A key without its signing secret sends nothing: Smoobu refuses
 * unsigned requests since 2026-10-31, and the message (smoobuSecretMissing) says so.
 */
export const testApiConnectionAction = roleClient(ADMIN_ONLY)
  .metadata({ actionName: "testApiConnection", messages: "dev" })
  .action(async () => {
    const client = smoobuFromEnv({ maxRetryWaitMs: 2_000 });
    if (!client) throw new ExpectedError(smoobuMissingCode());
    const config = env();
    const directChannelId = config.SMOOBU_DIRECT_CHANNEL_ID ?? null;
    try {
      const me = await client.me();
      const apartments = await client.apartments();
      const channels = await knownChannels(client);
      const name = [me.firstName, me.lastName].filter(Boolean).join(" ") || String(me.id);
      return { ok: true as const, name, email: me.email ?? "", apartments, channels, directChannelId };
    } catch (error) {
      if (!(error instanceof SmoobuError)) throw error;
      return { ok: false as const, status: error.status, kind: error.kind, detail: error.message, directChannelId };
    }
  });
