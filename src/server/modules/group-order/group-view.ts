import type { GroupOrder } from '../../../domain/group-order/group-order-model.ts';
import { groupLinesBySeat } from '../../../domain/group-order/rules.ts';
import { countItems } from '../../../domain/cart/count-items.ts';
import type { Db } from '../../db/client.ts';
import * as cartRepo from '../cart/index.ts';
import type { CartService } from '../cart/index.ts';
import { findLocation } from '../locations/index.ts';
import * as repo from './repo.ts';
import type { GroupRow, ParticipantRow } from './repo.ts';

/**
 * What one caller sees of a group: someone holding the link before joining sees
 * enough for the name prompt; a participant their own seat; the host every seat, with each-pays
 * parts as their orders hold them. Reads only.
 */
export function createGroupView(deps: { db: Db; carts: CartService; now: () => Date }) {
  const { db, carts, now } = deps;
  return async function present(group: GroupRow, me: ParticipantRow | null): Promise<GroupOrder> {
    // The host may have moved the shared cart: its menu is the group's menu.
    const menuId = (await cartRepo.findCart(db, group.cartId))?.menuId ?? group.menuId;
    const location = await findLocation(db, { menuId });
    const base = {
      id: group.id,
      hostfullname: group.hostFullName,
      deadline: group.deadline.toISOString(),
      options: { deadline: group.deadline.toISOString(), payment: group.paymentType },
      paymenttype: group.paymentType,
      status: group.status,
      menu_id: menuId,
      location: {
        name: location?.name ?? '',
        address: location?.address ?? '',
        city: location?.city ?? '',
        state: location?.state ?? '',
        zip: location?.zip ?? '',
      },
      server_time: now().toISOString(),
    };
    if (!me) {
      // Someone holding the link before joining: enough for the name prompt, nobody's items.
      return {
        ...base,
        name: `${group.hostFullName}'s group order`,
        role: 'invited',
        joined: false,
        cart_id: null,
        participants: [],
        submissions: [],
      };
    }
    const [people, lines, paid] = await Promise.all([
      repo.activeParticipants(db, group.id),
      group.status === 'cancelled' ? Promise.resolve([]) : carts.linesOf(group.cartId),
      group.paymentType === 'each' ? repo.paidParts(db, group.id) : Promise.resolve([]),
    ]);
    // Whose items are whose is by seat id; the recipient is only the "Made For" label.
    const bySeat = groupLinesBySeat(
      lines,
      people.map((p) => p.id),
      people.find((p) => p.role === 'host')?.id ?? '',
    );
    // Each-pays: a paid part is what its order holds; whatever is still in the
    // shared cart under a paid name was left out of that order.
    const partOf = new Map(paid.map((p) => [p.participantId, p]));
    // A participant sees their own seat only: nobody else's items, totals or orders.
    const host = me.role === 'host';
    const participants = people
      .filter((p) => host || p.id === me.id)
      .map((p) => {
        const part = partOf.get(p.id);
        return {
          part,
          name: p.name,
          is_host: p.role === 'host',
          items: part
            ? part.lines
            : (bySeat.get(p.id) ?? []).map(({ product: l }) => ({
                id: l.id,
                product_id: l.product_id,
                name: l.name,
                quantity: l.quantity,
                total: l.cost.total,
              })),
          paid: part !== undefined,
        };
      });
    const count = (items: { quantity: number; total: number }[]) => ({
      item_count: countItems(items),
      subtotal: items.reduce((n, i) => n + i.total, 0),
    });
    const submissions = [
      ...participants
        .filter((p) => p.items.length > 0 || p.paid)
        .map(({ part, ...p }) => ({
          name: p.name,
          ...count(p.items),
          paid: p.paid,
          total: part?.total ?? null,
          order_number: part?.number ?? null,
        })),
      // Someone who paid and then left (their order stands): still a submission.
      ...paid
        .filter((x) => host && x.left)
        .map((x) => ({ name: x.name, ...count(x.lines), paid: true, total: x.total, order_number: x.number })),
    ];
    return {
      ...base,
      name: me.name,
      role: me.role,
      joined: true,
      cart_id: group.cartId,
      participants: participants.map(({ part: _part, ...p }) => p),
      submissions,
    };
  };
}
