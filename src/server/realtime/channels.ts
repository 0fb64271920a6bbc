import { z } from 'zod';

/**
 * The named channels of the realtime bus (DESIGN §10, issue 16, decision 224). Payloads stay small
 * (PostgreSQL NOTIFY caps them at 8000 bytes): ids and a kind, never the order itself — a listener
 * reads what it needs from the database.
 */
export const REALTIME_CHANNELS = ['orders', 'availability', 'hours', 'content'] as const;
export type RealtimeChannel = (typeof REALTIME_CHANNELS)[number];

export const realtimeEvent = z.object({
  locationId: z.string().min(1).max(100),
  orderId: z.string().max(100).optional(),
  /** Availability: the location's menu, whose cached reply and context other instances drop. */
  menuId: z.string().max(100).optional(),
  /** What happened, e.g. `placed`, `status`. */
  kind: z.string().min(1).max(40),
  /** Orders: the row's updated_at in ms, so a board can tell a newer change from an older one. */
  seq: z.number().int().nonnegative(),
});
export type RealtimeEvent = z.infer<typeof realtimeEvent>;

/** PostgreSQL channel names are identifiers: one prefix keeps ours apart from anyone else's. */
export const pgChannelOf = (channel: RealtimeChannel) => `larkspur_${channel}`;
export const channelOfPg = (name: string): RealtimeChannel | null => {
  const channel = name.replace(/^larkspur_/, '');
  return (REALTIME_CHANNELS as readonly string[]).includes(channel) ? (channel as RealtimeChannel) : null;
};
