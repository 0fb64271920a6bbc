import type { z } from 'zod';
import { AppError } from '../../../domain/app-error.ts';
import type { HandoffMode } from '../../../domain/app-info.ts';
import type { deliveryHandoffRequest, orderTimeRequest } from '../../../domain/cart/cart-contract.ts';
import {
  asapSlot,
  findSlot,
  firstDayWithSlots,
  hoursModeFor,
  openOrderDays,
  pausedRefusal,
  slotsForDay,
  withFullSlots,
} from '../../../domain/cart/time-slots.ts';
import { deliverable, zoneFit } from '../../../domain/locations/zone-fit.ts';
import { parseOrderTime, wallTime } from '../../../domain/locations/local-time.ts';
import { releaseReservation } from './access.ts';
import type { CartOwner } from './cart-types.ts';
import type { CartDeps } from './deps.ts';
import * as repo from './repo.ts';
import { countItems } from '../../../domain/cart/count-items.ts';
import { slotCapacityFor } from '../../../domain/store-ops/slot-capacity.ts';

/** The cart's handoff (mode, delivery address) and its order time: ASAP or a slot place. */
export function createCartTiming(deps: CartDeps) {
  const { db, now } = deps;
  const { contextFor, invalidate } = deps.contexts;
  const { access } = deps.access;
  const { mutate } = deps.mutation;

  return {
    setHandoff: (owner: CartOwner | null, id: string, handoff: HandoffMode) =>
      mutate(owner, id, 'cart-settings', async (tx, row, ctx) => {
        const l = ctx.location;
        const offered = handoff === 'dispatch' ? l.delivery : l[handoff];
        if (!offered) throw new AppError('CONFLICT', `${l.name} does not offer ${handoff}`);
        if (handoff === row.handoff) return;
        // The time was chosen for the other mode's hours: release it and start again from ASAP.
        await releaseReservation(tx, row);
        const asap = asapSlot(ctx.slots, { handoff, catering: row.catering, itemCount: 0, now: now() });
        return {
          handoff,
          timeMode: asap.available ? 'asap' : 'advance',
          wanted: null,
          reservedSlotStart: null,
          reservedSlotMode: null,
        };
      }),

    /** Spec §7 "Apply delivery handoff": the address must be inside the location's delivery zone. */
    setDelivery: (owner: CartOwner | null, id: string, input: z.output<typeof deliveryHandoffRequest>) =>
      mutate(owner, id, 'cart-settings', async (tx, row, ctx) => {
        const l = ctx.location;
        if (!l.delivery) throw new AppError('CONFLICT', `${l.name} does not deliver`);
        // An imprecisely placed address near the edge was confirmed by the customer.
        if (
          !deliverable(
            zoneFit({ lat: l.lat, lng: l.lng }, l.deliveryZone, { lat: input.lat, lng: input.lng }, input.precision),
          )
        ) {
          throw new AppError('VALIDATION', `${l.name} does not deliver to this address`);
        }
        const address = {
          address: input.address,
          building: input.building,
          city: input.city,
          state: input.state,
          zip: input.zip,
          lat: input.lat,
          lng: input.lng,
          addressInstructions: input.instructions,
        };
        if (row.handoff === input.handoffMode) return address;
        await releaseReservation(tx, row);
        const asap = asapSlot(ctx.slots, {
          handoff: input.handoffMode,
          catering: row.catering,
          itemCount: 0,
          now: now(),
        });
        return {
          ...address,
          handoff: input.handoffMode,
          timeMode: asap.available ? 'asap' : 'advance',
          wanted: null,
          reservedSlotStart: null,
          reservedSlotMode: null,
        };
      }),

    /** Spec §4 "Order time mode"; advance takes a place in the slot atomically. */
    setTime: (owner: CartOwner | null, id: string, input: z.output<typeof orderTimeRequest>) =>
      mutate(owner, id, 'time', async (tx, row, ctx) => {
        const at = now();
        // Paused: neither ASAP nor a time ahead, in the words Place Order would use.
        const paused = pausedRefusal(ctx.slots, at);
        if (paused) throw new AppError('LOCATION_PAUSED', paused, { field: 'time' });
        const itemCount = countItems(await repo.readLines(tx, id));
        const request = { handoff: row.handoff, catering: row.catering, itemCount, now: at };
        if (input.mode === 'asap') {
          const asap = asapSlot(ctx.slots, request);
          if (!asap.available) throw new AppError('SLOT_FULL', asap.reason, { field: 'time' });
          await releaseReservation(tx, row);
          return { timeMode: 'asap', wanted: null, reservedSlotStart: null, reservedSlotMode: null };
        }
        const found = findSlot(ctx.slots, request, input.wanted);
        if (!found.ok) throw new AppError('VALIDATION', found.message, { field: 'time' });
        const mode = hoursModeFor(row.handoff, row.catering);
        if (row.reservedSlotStart?.getTime() === found.slot.start.getTime() && row.reservedSlotMode === mode)
          return { timeMode: 'advance', wanted: input.wanted };
        const taken = await repo.reserveSlot(
          tx,
          { locationId: ctx.location.id, handoff: mode, start: found.slot.start },
          slotCapacityFor(ctx.location, mode),
        );
        if (!taken)
          throw new AppError('SLOT_FULL', `${input.wanted.slice(9)} is fully booked. Please choose another time.`, {
            field: 'time',
          });
        // The place may have been the last of what is ASAP for everyone else.
        invalidate({ locationId: ctx.location.id });
        await releaseReservation(tx, row);
        return {
          timeMode: 'advance',
          wanted: input.wanted,
          reservedSlotStart: found.slot.start,
          reservedSlotMode: mode,
        };
      }),

    /** Spec §7 "get available times for a day (YYYYMMDD)": slots with room left, and the day list. */
    async times(owner: CartOwner | null, id: string, day: string | undefined) {
      const at = now();
      const { row, lines } = await access(owner, id, at, 'read');
      const ctx = await contextFor(row.menuId, at);
      const itemCount = countItems(lines);
      const request = { handoff: row.handoff, catering: row.catering, itemCount, now: at };
      if (day && !parseOrderTime(`${day} 00:00`)) throw new AppError('BAD_REQUEST', 'day must be a date YYYYMMDD');
      const date = day
        ? `${day.slice(0, 4)}-${day.slice(4, 6)}-${day.slice(6, 8)}`
        : (firstDayWithSlots(ctx.slots, request) ?? wallTime(at, ctx.slots.timeZone).date);
      const paused = pausedRefusal(ctx.slots, at);
      const days = openOrderDays(ctx.slots, request);
      const slots = slotsForDay(ctx.slots, request, date);
      const asapNow = asapSlot(ctx.slots, request);
      const mode = hoursModeFor(row.handoff, row.catering);
      const starts = slots.map((s) => s.start.getTime());
      const taken = starts.length
        ? await repo.takenPlacesBetween(db, {
            locationId: ctx.location.id,
            handoff: mode,
            from: new Date(Math.min(...starts)),
            to: new Date(Math.max(...starts)),
          })
        : new Map<number, number>();
      const mine = row.reservedSlotStart?.getTime();
      const capacity = slotCapacityFor(ctx.location, mode);
      const open = slots.filter((s) => (taken.get(s.start.getTime()) ?? 0) < capacity || s.start.getTime() === mine);
      // ASAP agrees with the live counts read just now (the context's may be a second old).
      const fullNow = slots
        .filter((s) => (taken.get(s.start.getTime()) ?? 0) >= capacity)
        .map((s) => s.start.getTime());
      const asap =
        asapNow.available && fullNow.includes(asapNow.slot.start.getTime())
          ? asapSlot(withFullSlots(ctx.slots, mode, fullNow), request)
          : asapNow;
      return {
        paused,
        days: days.map((d) => d.replaceAll('-', '')),
        day: date.replaceAll('-', ''),
        times: open.map((s) => s.time),
        asap: asap.available
          ? { available: true, earliest: asap.slot.time, reason: null }
          : { available: false, earliest: null, reason: asap.reason },
      };
    },
  };
}
