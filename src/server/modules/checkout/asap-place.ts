import { AppError } from '../../../domain/app-error.ts';
import { asapSlot, withFullSlots, type SlotRequest } from '../../../domain/cart/time-slots.ts';
import type { HandoffMode as HoursMode } from '../../../domain/location-model.ts';
import type { LocationContext as CartContext } from '../locations/index.ts';

/** When an order is ready and which slot place it takes (checkout service `readyTime`). */
export interface ReadyTime {
  local: string;
  at: Date;
  slotStart: Date;
  mode: string;
  reserved: boolean;
}

export const fullyBooked = (local: string) => `${local.slice(9)} is fully booked. Please choose another time.`;

/** A full slot is skipped at most this many times in one submission (each skip is one more order transaction). */
export const MAX_MOVES = 8;

export interface NextSlotInput {
  /** ASAP orders move to the next free slot; a time the guest chose does not. */
  asap: boolean;
  ctx: CartContext;
  request: SlotRequest;
}

/**
 * The ready time after `ready`'s slot was found full: an ASAP order takes the next
 * free ASAP slot instead of failing — ASAP means "as soon as you can", and the reply's ready time
 * says which. A chosen time that is full stays a 409, and so does an ASAP order after `MAX_MOVES`.
 * `full`: the slot starts (ms) found full so far, this one included.
 */
export function nextReadyTime(input: NextSlotInput, ready: ReadyTime, full: number[], moves: number): ReadyTime {
  if (!input.asap || moves >= MAX_MOVES) throw new AppError('CONFLICT', fullyBooked(ready.local));
  const next = asapSlot(withFullSlots(input.ctx.slots, ready.mode as HoursMode, full), input.request);
  if (!next.available) throw new AppError('CONFLICT', next.reason);
  return { ...ready, local: next.slot.time, at: next.slot.start, slotStart: next.slot.start };
}
