import { z } from 'zod';
import { handoffModeSchema } from '../location-model.ts';
import { INSTRUCTIONS_MAX_LENGTH, RECIPIENT_MAX_LENGTH } from './cart-line-limits.ts';

export { INSTRUCTIONS_MAX_LENGTH, RECIPIENT_MAX_LENGTH };

/**
 * A configured line as the guest sends it (spec §7 "update product {id, quantity, choices
 * [{id, quantity}]}", §3 Cart product). Choices are a flat list of ids: nesting is read from
 * the menu, so a client can never claim a choice hangs somewhere it does not. A client never
 * sends a price (DESIGN §3).
 */
export const cartLineChoiceSchema = z.strictObject({
  id: z.string({ error: 'choice id must be text' }).min(1).max(300),
  quantity: z.number({ error: 'choice quantity must be a number' }).int().min(1).max(99).default(1),
  /** The custom text for a group that takes one (the cake's message). */
  text: z.string().max(500).optional(),
});
export type CartLineChoice = z.input<typeof cartLineChoiceSchema>;

export const cartLineSchema = z.strictObject({
  product_id: z.string({ error: 'product_id is required' }).min(1).max(200),
  quantity: z.number({ error: 'quantity must be a number' }).int({ error: 'quantity must be a whole number' }),
  choices: z.array(cartLineChoiceSchema).max(200).default([]),
  recipient: z
    .string()
    .trim()
    .max(RECIPIENT_MAX_LENGTH, { error: `Made For is at most ${RECIPIENT_MAX_LENGTH} characters` })
    .optional(),
  instructions: z
    .string()
    .trim()
    .max(INSTRUCTIONS_MAX_LENGTH, { error: `Special Instructions are at most ${INSTRUCTIONS_MAX_LENGTH} characters` })
    .optional(),
});
export type CartLineInput = z.input<typeof cartLineSchema>;
export type CartLine = z.output<typeof cartLineSchema>;

/** Where and when the line would be ordered; omitted parts are not checked. */
export const cartLineContextSchema = z.strictObject({
  handoff: handoffModeSchema.optional(),
  /** ISO time the order is for (asap: now). */
  at: z.iso.datetime({ offset: true }).optional(),
});
export type CartLineContext = { handoff?: z.infer<typeof handoffModeSchema>; at?: Date };

export const validateLineRequest = z.strictObject({ line: cartLineSchema, context: cartLineContextSchema.default({}) });

export interface LineProblem {
  /** Machine-readable kind, for clients that map problems to fields. */
  code:
    | 'unknown_product'
    | 'unavailable'
    /** Outside the product's daypart at the order's time (ITEM_NOT_SERVED_NOW). */
    | 'not_served_now'
    /** The product or a chosen choice is 86'd at this location. */
    | 'sold_out'
    | 'quantity'
    | 'unknown_choice'
    | 'foreign_choice'
    | 'parent_not_selected'
    | 'duplicate_choice'
    | 'too_few'
    | 'too_many'
    | 'choice_quantity'
    | 'total_quantity'
    | 'custom_text';
  message: string;
  /** The option group the problem belongs to, so the UI can show it beside that group. */
  group_id?: string;
  choice_id?: string;
}

export interface PricedChoice {
  id: string;
  name: string;
  quantity: number;
  text?: string;
}

export type LineValidation =
  | {
      ok: true;
      product_id: string;
      name: string;
      quantity: number;
      /** One unit with its options, in cents. */
      unitPriceCents: number;
      /** unitPriceCents × quantity. */
      priceCents: number;
      /** Calories of one unit with its options: the product's base plus the choices' deltas. */
      caloriesBase: number | null;
      choices: PricedChoice[];
      recipient?: string;
      instructions?: string;
    }
  | { ok: false; problems: LineProblem[] };

/** validate-line's 404 / 422: the error envelope with every problem the line has. */
export const validateLineRefusal = z.object({
  status: z.literal('error'),
  code: z.string(),
  message: z.string(),
  problems: z.array(
    z.object({
      code: z.string(),
      message: z.string(),
      group_id: z.string().optional(),
      choice_id: z.string().optional(),
    }),
  ),
});

export const validateLineReply = z.object({
  status: z.literal('ok'),
  data: z.object({
    product_id: z.string(),
    name: z.string(),
    quantity: z.number().int(),
    unit_price_cents: z.number().int(),
    price_cents: z.number().int(),
    calories: z.number().int().nullable(),
    choices: z.array(
      z.object({ id: z.string(), name: z.string(), quantity: z.number().int(), text: z.string().optional() }),
    ),
  }),
});
