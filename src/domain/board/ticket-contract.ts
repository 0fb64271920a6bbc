import { z } from 'zod';
import { handoffMode } from '../app-info.ts';
import { orderStatus } from '../orders/order-schema.ts';

/**
 * One ticket on the live order board: what the counter needs to make and
 * hand over an order, nothing about money or contact details beyond the first name.
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
});
export type Ticket = z.infer<typeof ticketSchema>;
export type TicketLine = z.infer<typeof ticketLineSchema>;

export const boardReply = z.object({
  status: z.literal('ok'),
  data: z.object({ tickets: z.array(ticketSchema), now: z.string() }),
});

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
