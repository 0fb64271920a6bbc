import { z } from 'zod';
import { handoffMode } from '../app-info.ts';
import { cartAddressSchema, cartLocationSchema, cartProductSchema, cartTotalsSchema } from '../cart/cart-contract.ts';

/**
 * Spec §3 Order (history): id, menu_id, products[], handoff, address, time.ready, totals; plus
 * what the confirmation page, the receipt and the history modal show: number,
 * status, location summary, payments (brand + last 4 only, never a card number), contact,
 * created. Lines and totals are frozen at submission (prices of that day).
 */
export const ORDER_STATUSES = ['placed', 'in_progress', 'ready', 'completed', 'cancelled'] as const;
export const orderStatus = z.enum(ORDER_STATUSES);
export type OrderStatus = z.infer<typeof orderStatus>;

/** Labels for people. */
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  placed: 'Placed',
  in_progress: 'In Progress',
  ready: 'Ready',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

export const orderPaymentSchema = z.object({
  kind: z.enum(['card', 'gift_card']),
  /** Card brand ('visa', 'mastercard', 'amex', …) or 'gift_card'. */
  brand: z.string(),
  last4: z.string(),
  /** Integer cents charged to this payment. */
  amount: z.number().int(),
});
export type OrderPayment = z.infer<typeof orderPaymentSchema>;

export const orderLocationSchema = cartLocationSchema.extend({
  /** IANA zone the ready time is expressed in. */
  time_zone: z.string(),
});

export const vehicleSchema = z.object({ make: z.string(), model: z.string(), color: z.string() });

export const orderSchema = z.object({
  id: z.string(),
  /** Human order number, sequential per brand, e.g. "1042". */
  number: z.string(),
  menu_id: z.string(),
  status: orderStatus,
  catering: z.boolean(),
  handoff: handoffMode,
  address: cartAddressSchema.nullable(),
  /** Curbside only. */
  vehicle: vehicleSchema.nullable(),
  time: z.object({
    mode: z.enum(['asap', 'advance']),
    /** 'YYYYMMDD HH:mm' in the location's time zone (location.time_zone). */
    ready: z.string(),
    /** The same moment as an ISO instant (for add-to-calendar). */
    ready_at: z.string(),
  }),
  location: orderLocationSchema,
  products: z.array(cartProductSchema),
  coupon: z.string().nullable(),
  discounts: z.array(z.object({ label: z.string() })),
  totals: cartTotalsSchema,
  payments: z.array(orderPaymentSchema),
  contact: z.object({ first_name: z.string(), last_name: z.string(), email: z.string(), phone: z.string().nullable() }),
  /** ISO timestamp of submission. */
  created: z.string(),
});
export type Order = z.infer<typeof orderSchema>;
