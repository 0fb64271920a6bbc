import { useActiveGroup } from '../../data/group/group-hooks.ts';
import styles from './group-order.module.css';

/**
 * Checkout in an each-pays group: says whose part this is — the participant's own
 * items, or the host's items and the group's fees — and, for the host, whose unpaid items will
 * be left out. Nothing outside an each-pays group.
 */
export function GroupCheckoutNote() {
  const group = useActiveGroup();
  if (!group || group.paymenttype !== 'each') return null;
  const unpaid = group.submissions.filter((s) => !s.paid && s.name !== group.name).map((s) => s.name);
  return (
    <section aria-labelledby="group-checkout-note" className={styles.checkoutNote}>
      <h2 id="group-checkout-note" className={styles.checkoutNoteTitle}>
        {group.role === 'host' ? 'Your Group Order' : `${group.hostfullname}'s Group Order`}
      </h2>
      {group.role === 'host' ? (
        <p>
          You pay for your own items and the group’s fees. Placing your order submits the group order
          {unpaid.length ? `: items of ${unpaid.join(', ')}, who have not paid yet, are left out.` : '.'}
        </p>
      ) : (
        <p>You pay for your own items here: their tax and your tip. {group.hostfullname} pays the group’s fees.</p>
      )}
    </section>
  );
}

/** Each-pays participants tip on their own part but never apply coupons (the group's are the host's). */
export const useGroupHidesCoupon = () => {
  const group = useActiveGroup();
  return group !== null && group.role !== 'host';
};
