import { z } from 'zod';
import { handoffMode } from '../app-info.ts';
import { orderStatus } from '../orders/order-schema.ts';

/**
 * One ticket on the live order board: what the counter needs to make and hand over an order, and
 * to answer the customer at the counter or on the phone (phone, total, paid). Staff only.
 */
export const ticketLineSchema = z.object({
  name: z.string(),
  quantity: z.number().int(),
  /** Choice names as sold, with their quantity when more than one, and free text (e.g. a message). */
  choices: z.array(z.string()),
  made_for: z.string().nullable(),
  instructions: z.string().nullable(),
});

export const ticketSchema = z.object({
  id: z.string(),
  number: z.string(),
  status: orderStatus,
  first_name: z.string(),
  handoff: handoffMode,
  /** Curbside: "Color make model". */
  vehicle: z.string().nullable(),
  /** Delivery: one line, with the courier instructions. */
  delivery_address: z.string().nullable(),
  /** ISO instant the order is promised for. */
  promised_at: z.string(),
  /** 'YYYYMMDD HH:mm' in the location's zone. */
  promised_local: z.string(),
  lines: z.array(ticketLineSchema),
  /** ISO instant of the last change (the board keeps the newer of two versions). */
  updated_at: z.string(),
  /** ISO instant the order was placed ("placed 4 min ago"). */
  placed_at: z.string(),
  /** The customer's phone as given (digits); the page formats it. */
  phone: z.string().nullable(),
  /** The order's total in cents. */
  total_cents: z.number().int(),
  /** How it was paid, e.g. "Paid · Visa ending 4242"; anything but a paid order says so. */
  payment: z.string(),
  /** Why a cancelled order was cancelled (from its audit row); null otherwise or when none was given. */
  cancel_reason: z.string().nullable(),
});
export type Ticket = z.infer<typeof ticketSchema>;
export type TicketLine = z.infer<typeof ticketLineSchema>;

/** The store as the board shows it: its day (Later lane) and whether online ordering is paused. */
export const boardStoreSchema = z.object({
  /** 'YYYYMMDD': the store's date now, in its zone. */
  today: z.string(),
  time_zone: z.string(),
  paused: z.boolean(),
  /** ISO instant a timed pause ends; null when not paused or paused until resumed. */
  paused_until: z.string().nullable(),
});
export type BoardStore = z.infer<typeof boardStoreSchema>;

export const boardSnapshot = z.object({ tickets: z.array(ticketSchema), now: z.string(), store: boardStoreSchema });
export type BoardSnapshot = z.infer<typeof boardSnapshot>;

export const boardReply = z.object({ status: z.literal('ok'), data: boardSnapshot });

export const BOARD_ACTIONS = ['bump', 'recall', 'cancel'] as const;
export type BoardAction = (typeof BOARD_ACTIONS)[number];

export const boardStatusRequest = z
  .object({
    action: z.enum(BOARD_ACTIONS, { error: 'action must be bump, recall or cancel.' }),
    reason: z
      .string()
      .trim()
      .min(1, 'Say why the order is cancelled.')
      .max(200, 'The reason must be 200 characters or fewer.')
      .optional(),
  })
  .strict()
  .refine((b) => b.action !== 'cancel' || b.reason !== undefined, {
    message: 'Say why the order is cancelled.',
    path: ['reason'],
  });

export const boardStatusReply = z.object({
  status: z.literal('ok'),
  data: z.object({
    ticket: ticketSchema,
    /** Cancel: what happened to the money (card refunded or voided, gift card credited, or nothing paid). */
    refund: z.string().nullable(),
  }),
});

export const boardOrderParams = z.object({
  locationId: z.string().min(1).max(100),
  orderId: z.uuid({ error: 'The order id is not valid.' }),
});
