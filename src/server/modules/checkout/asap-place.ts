import { AppError } from '../../../domain/app-error.ts';
import { asapSlot, withFullSlots, type SlotRequest } from '../../../domain/cart/time-slots.ts';
import type { HandoffMode as HoursMode } from '../../../domain/location-model.ts';
import { slotCapacityFor } from '../../../domain/store-ops/slot-capacity.ts';
import type { Tx } from '../../db/tx.ts';
import { reserveSlot } from '../cart/index.ts';
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

/** A full slot is skipped at most this many times in one submission (each skip is one statement). */
const MAX_MOVES = 8;

export interface PlaceInput {
  ready: ReadyTime;
  /** ASAP orders move to the next free slot; a time the guest chose (or a group's shared time) does not. */
  asap: boolean;
  ctx: CartContext;
  request: SlotRequest;
  /** Told when a slot of the location fills up or is found full, so carts stop offering it. */
  filled: (locationId: string) => void;
}

/**
 * Takes the order's slot place inside the order transaction, so a refused order gives it back by
 * rolling back. An ASAP order whose slot filled meanwhile takes the next free ASAP slot instead of
 * failing (the reply's ready time says which); a chosen time that is full stays a 409.
 */
export async function takeSlotOrNext(tx: Tx, input: PlaceInput): Promise<ReadyTime> {
  let ready = input.ready;
  const { location } = input.ctx;
  const full: number[] = [];
  for (let moves = 0; ; moves++) {
    const capacity = slotCapacityFor(location, ready.mode);
    const taken = await reserveSlot(
      tx,
      { locationId: location.id, handoff: ready.mode, start: ready.slotStart },
      capacity,
    );
    if (taken !== null) {
      if (taken >= capacity) input.filled(location.id);
      return ready;
    }
    input.filled(location.id);
    if (!input.asap || moves >= MAX_MOVES) throw new AppError('CONFLICT', fullyBooked(ready.local));
    full.push(ready.slotStart.getTime());
    const next = asapSlot(withFullSlots(input.ctx.slots, ready.mode as HoursMode, full), input.request);
    if (!next.available) throw new AppError('CONFLICT', next.reason);
    ready = { ...ready, local: next.slot.time, at: next.slot.start, slotStart: next.slot.start };
  }
}
