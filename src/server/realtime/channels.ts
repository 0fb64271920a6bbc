import { z } from 'zod';

/**
 * The named channels of the realtime bus (DESIGN §10). Payloads stay small
 * (PostgreSQL NOTIFY caps them at 8000 bytes): ids and a kind, never the order itself — a listener
 * reads what it needs from the database.
 */
export const REALTIME_CHANNELS = ['orders', 'availability', 'hours', 'content', 'staff'] as const;
export type RealtimeChannel = (typeof REALTIME_CHANNELS)[number];
/** The channels whose events name a location's data (the SSE hubs and caches read these). */
export type DataChannel = Exclude<RealtimeChannel, 'staff'>;

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

/** `staff`: what a person may do changed; every instance re-checks their open streams. */
export const staffAccessEvent = z.object({
  staffId: z.string().min(1).max(100),
  kind: z.literal('access-changed'),
});
export type StaffAccessEvent = z.infer<typeof staffAccessEvent>;

/** What each channel carries. */
export interface RealtimeEvents {
  orders: RealtimeEvent;
  availability: RealtimeEvent;
  hours: RealtimeEvent;
  content: RealtimeEvent;
  staff: StaffAccessEvent;
}

/** Parses a payload received on `channel`: null for anything that is not that channel's event. */
export function parseEvent<C extends RealtimeChannel>(channel: C, payload: unknown): RealtimeEvents[C] | null {
  const parsed = (channel === 'staff' ? staffAccessEvent : realtimeEvent).safeParse(payload);
  return parsed.success ? (parsed.data as RealtimeEvents[C]) : null;
}

/** PostgreSQL channel names are identifiers: one prefix keeps ours apart from anyone else's. */
export const pgChannelOf = (channel: RealtimeChannel) => `larkspur_${channel}`;
export const channelOfPg = (name: string): RealtimeChannel | null => {
  const channel = name.replace(/^larkspur_/, '');
  return (REALTIME_CHANNELS as readonly string[]).includes(channel) ? (channel as RealtimeChannel) : null;
};
