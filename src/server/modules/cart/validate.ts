import type { Cart } from '../../../domain/cart/cart-contract.ts';
import { findSlot, pausedRefusal } from '../../../domain/cart/time-slots.ts';
import { SLOT_FULL_MESSAGE, TIME_REQUIRED_MESSAGE } from '../../../domain/customer-copy.ts';
import type { CartOwner } from './cart-types.ts';
import type { CartDeps } from './deps.ts';
import type * as repo from './repo.ts';
import { countItems } from '../../../domain/cart/count-items.ts';

/** Spec §7 "validate cart": every line against the menu, the time still offered, a non-empty cart. */
export function createCartValidation(deps: Pick<CartDeps, 'now' | 'contexts' | 'access' | 'mutation'>) {
  const { now } = deps;
  const { contextFor } = deps.contexts;
  const { access } = deps.access;
  const { view } = deps.mutation;

  /** Spec §7 "validate cart" (see `validate`), with the row it read. Only checkout's call (`submitting`) may write the timeout's abandon. */
  return async function validateCart(
    owner: CartOwner | null,
    id: string,
    submitting = true,
  ): Promise<{ valid: boolean; cart: Cart; row: repo.CartRow }> {
    const at = now();
    // Spec §5 Checkout: in a host-pays group only the host gets past here ("Heads Up!").
    const { row, lines, seat } = await access(owner, id, at, 'checkout', submitting);
    const ctx = await contextFor(row.menuId, at);
    const cart = await view(id, ctx, at, row, seat, lines);
    const problems = [...cart.problems];
    // A paused store takes no order, ahead or ASAP: said first, in spec §8's words, and no time
    // problem beside it (no time can be chosen until it resumes).
    const paused = pausedRefusal(ctx.slots, at);
    if (paused) problems.unshift({ line_id: '', message: paused, code: 'LOCATION_PAUSED' });
    if (cart.products.length === 0) problems.push({ line_id: '', message: 'Your bag is empty' });
    if (!paused && row.timeMode === 'advance') {
      const itemCount = countItems(cart.products);
      const ok = row.wanted
        ? findSlot(ctx.slots, { handoff: row.handoff, catering: row.catering, itemCount, now: at }, row.wanted).ok
        : false;
      // "no time chosen" asks for one; only a chosen time can be "no longer available".
      if (!row.wanted)
        problems.push({ line_id: '', message: TIME_REQUIRED_MESSAGE, code: 'TIME_REQUIRED', field: 'time' });
      else if (!ok) problems.push({ line_id: '', message: SLOT_FULL_MESSAGE, code: 'SLOT_FULL', field: 'time' });
    } else if (!paused && !cart.time.asap_available)
      problems.push({
        line_id: '',
        message: 'This location cannot take an order for now. Please choose a time ahead.',
        code: 'TIME_REQUIRED',
        field: 'time',
      });
    // The row, not the reply: a participant's reply never holds the host's address.
    if (
      (row.handoff === 'delivery' || row.handoff === 'dispatch') &&
      (row.address === null || row.lat === null || row.lng === null)
    )
      problems.push({ line_id: '', message: 'Please add a delivery address' });
    // The delivery minimum is the group's, not each part's.
    const deliverySubtotal =
      seat?.group.paymentType === 'each'
        ? lines.reduce((n, l) => n + l.unitPriceCents * l.quantity, 0)
        : cart.totals.subtotal;
    if (
      (row.handoff === 'delivery' || row.handoff === 'dispatch') &&
      deliverySubtotal < ctx.location.deliveryMinimumCents
    ) {
      problems.push({
        line_id: '',
        message: `Delivery orders need a subtotal of at least $${(ctx.location.deliveryMinimumCents / 100).toFixed(2)}`,
      });
    }
    return { valid: problems.length === 0, cart: { ...cart, problems }, row };
  };
}
