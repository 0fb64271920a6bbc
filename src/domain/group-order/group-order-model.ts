import { z } from 'zod';
import { foldName } from './name-fold.ts';
import { PARTICIPANT_NAME_MAX } from './rules.ts';

/**
 * The group order as the API returns it (spec §3 "Group order"): id, name (the current
 * participant's name, or the group's name), hostfullname, deadline, options {deadline, payment},
 * paymenttype, status, participants with their own items, and submissions.
 */
export const groupOrderIdParams = z.object({ id: z.uuid({ error: 'group order id is not a group order id' }) });

export const participantNameSchema = z
  .string({ error: 'name is required' })
  .trim()
  .min(1, { error: 'Please enter your name' })
  .max(PARTICIPANT_NAME_MAX, { error: `Your name is at most ${PARTICIPANT_NAME_MAX} characters` })
  // Control characters would make "Made For" unreadable and names look alike.
  .regex(/^[^\p{Cc}\p{Cf}]+$/u, { error: 'Your name contains characters that cannot be shown' })
  // Accents alone (combining marks) are no name: they fold to nothing.
  .refine((name) => foldName(name) !== '', { error: 'Please enter your name' });

export const groupItemSchema = z.object({
  id: z.string(),
  product_id: z.string(),
  name: z.string(),
  quantity: z.number().int(),
  total: z.number().int(),
});

export const groupParticipantSchema = z.object({
  name: z.string(),
  is_host: z.boolean(),
  /** Their items: still in the shared cart, or (each-pays, once paid) as their order holds them. */
  items: z.array(groupItemSchema),
  /** Each-pays: they have paid their part; always false in a host-pays group. */
  paid: z.boolean(),
});

/**
 * Spec §2 "group-order submissions": one per person with items or a paid part. Each-pays: `paid`
 * with the order's `total` (cents) and `order_number` once they have paid.
 */
export const groupSubmissionSchema = z.object({
  name: z.string(),
  item_count: z.number().int(),
  subtotal: z.number().int(),
  paid: z.boolean(),
  total: z.number().int().nullable(),
  order_number: z.number().int().nullable(),
});

export const groupOrderSchema = z.object({
  id: z.string(),
  /** The current participant's name once joined, otherwise the group's name ("Ada Baker's group order"). */
  name: z.string(),
  hostfullname: z.string(),
  /** ISO timestamp. */
  deadline: z.string(),
  options: z.object({ deadline: z.string(), payment: z.enum(['host', 'each']) }),
  paymenttype: z.enum(['host', 'each']),
  status: z.enum(['open', 'locked', 'cancelled', 'confirmed']),
  /** The viewer: host, a joined participant, or someone holding the link who has not joined yet. */
  role: z.enum(['host', 'participant', 'invited']),
  joined: z.boolean(),
  /** The shared cart, for those who joined. */
  cart_id: z.string().nullable(),
  menu_id: z.string(),
  location: z.object({ name: z.string(), address: z.string(), city: z.string(), state: z.string(), zip: z.string() }),
  /** The server's clock when replying, so a countdown survives a wrong device clock. */
  server_time: z.string(),
  participants: z.array(groupParticipantSchema),
  submissions: z.array(groupSubmissionSchema),
});
export type GroupOrder = z.infer<typeof groupOrderSchema>;
