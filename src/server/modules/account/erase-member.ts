import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Order } from '../../../domain/orders/order-schema.ts';
import type { Db } from '../../db/client.ts';
import { carts } from '../../db/schema/carts.ts';
import { groupOrderParticipants, groupOrders } from '../../db/schema/group-orders.ts';
import { memberGiftCards } from '../../db/schema/member-gift-cards.ts';
import {
  emailVerificationTokens,
  favoriteLocations,
  members,
  passwordResetTokens,
  savedAddresses,
} from '../../db/schema/members.ts';
import { orderLines, orders } from '../../db/schema/orders.ts';
import { sessions } from '../../db/schema/sessions.ts';
import { lockCart, releaseSlot } from '../cart/index.ts';
import { deleteSubscription } from '../newsletter/index.ts';

/** What an erased member's orders show instead of their name and e-mail. */
export const ERASED_CONTACT: Order['contact'] = { first_name: 'Deleted', last_name: 'member', email: '', phone: null };
const ERASED_NAME = 'Deleted member';

/**
 * Account deletion, in one transaction. The member row stays (orders keep
 * a member id for the bakery's books) with every personal field nulled. Orders stay, anonymised:
 * no contact, vehicle, street line, door or instructions (city, state and ZIP stay for the tax
 * records), no "Made For" names. Everything else the member owned is deleted or let go: sessions,
 * reset links, favorites, addresses, gift cards on file, the newsletter subscription, addresses
 * on carts (an active cart is abandoned and its slot place given back), seats in group orders
 * (an open group they host is cancelled: its participants are told on their next refresh).
 */
export async function eraseMember(db: Db, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [member] = await tx.select({ email: members.email }).from(members).where(eq(members.id, id)).for('update');
    if (!member) return;
    await tx.delete(favoriteLocations).where(eq(favoriteLocations.memberId, id));
    await tx.delete(savedAddresses).where(eq(savedAddresses.memberId, id));
    await tx.delete(memberGiftCards).where(eq(memberGiftCards.memberId, id));
    await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.memberId, id));
    await tx.delete(emailVerificationTokens).where(eq(emailVerificationTokens.memberId, id));
    await tx.delete(sessions).where(eq(sessions.memberId, id));
    if (member.email) await deleteSubscription(tx, member.email);

    await tx
      .update(orders)
      .set({
        contact: ERASED_CONTACT,
        vehicle: null,
        address: sql`case when ${orders.address} is null then null
          else jsonb_build_object('address', '', 'building', '', 'instructions', '', 'lat', 0, 'lng', 0,
            'city', ${orders.address}->'city', 'state', ${orders.address}->'state', 'zip', ${orders.address}->'zip') end`,
      })
      .where(eq(orders.memberId, id));
    await tx
      .update(orderLines)
      .set({ recipient: null })
      .where(inArray(orderLines.orderId, tx.select({ id: orders.id }).from(orders).where(eq(orders.memberId, id))));

    // Active carts are abandoned the way the cart service does it: the slot place goes back.
    const active = await tx
      .select({ id: carts.id })
      .from(carts)
      .where(and(eq(carts.memberId, id), eq(carts.status, 'active')));
    for (const { id: cartId } of active) {
      const row = await lockCart(tx, cartId);
      if (row?.status !== 'active') continue;
      if (row.reservedSlotStart && row.reservedSlotMode)
        await releaseSlot(tx, {
          locationId: row.locationId,
          handoff: row.reservedSlotMode,
          start: row.reservedSlotStart,
        });
      await tx
        .update(carts)
        .set({ status: 'abandoned', reservedSlotStart: null, reservedSlotMode: null })
        .where(eq(carts.id, cartId));
    }
    await tx
      .update(carts)
      .set({
        address: null,
        building: null,
        city: null,
        state: null,
        zip: null,
        lat: null,
        lng: null,
        addressInstructions: null,
      })
      .where(eq(carts.memberId, id));

    await tx
      .update(groupOrders)
      .set({ status: 'cancelled', updatedAt: new Date() })
      .where(and(eq(groupOrders.hostMemberId, id), eq(groupOrders.status, 'open')));
    await tx.update(groupOrders).set({ hostFullName: ERASED_NAME }).where(eq(groupOrders.hostMemberId, id));
    // Leave first: names are unique only among those still in a group.
    await tx
      .update(groupOrderParticipants)
      .set({ leftAt: new Date() })
      .where(and(eq(groupOrderParticipants.memberId, id), isNull(groupOrderParticipants.leftAt)));
    await tx.update(groupOrderParticipants).set({ name: ERASED_NAME }).where(eq(groupOrderParticipants.memberId, id));

    await tx
      .update(members)
      .set({
        email: null,
        firstName: null,
        lastName: null,
        phone: null,
        passwordHash: null,
        newsletterOptIn: false,
        emailVerifiedAt: null,
        deletedAt: new Date(),
        updatedAt: new Date(),
      })
      .where(eq(members.id, id));
  });
}
