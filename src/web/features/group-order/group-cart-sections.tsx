import { useNavigate } from 'react-router';
import { formatCents, itemCount } from '../../../domain/menu/menu-format.ts';
import { Button } from '../../ui/button.tsx';
import { useCartSelect } from '../../data/cart/cart-hooks.ts';
import { cancelGroup, leaveGroup, submitGroup } from './group-actions.ts';
import { useActiveGroup, useGroupReadAt } from '../../data/group/group-hooks.ts';
import { formatDeadline } from './group-time.ts';
import { CopyLinkButton, useShareLink } from './share-popup.tsx';
import styles from './group-order.module.css';
import { countItems } from '../../../domain/cart/count-items.ts';

/** Cart panel, top: the group-order invite (spec §2 "header and group-order invite"). */
export function GroupInvite() {
  const group = useActiveGroup();
  const link = useShareLink();
  if (!group) return null;
  return (
    <section aria-labelledby="group-invite-title" className={styles.section}>
      <h3 id="group-invite-title" className={styles.sectionTitle}>
        {group.role === 'host' ? 'Your Group Order' : `${group.hostfullname}'s Group Order`}
      </h3>
      <p className={styles.text}>
        Order by {formatDeadline(group.deadline)}.{' '}
        {group.paymenttype === 'host'
          ? `${group.hostfullname} pays for everyone.`
          : 'Everyone pays for their own items.'}
      </p>
      {group.paymenttype === 'each' ? <YourPart /> : null}
      {group.role === 'host' && link ? <CopyLinkButton link={link} variant="secondary" /> : null}
    </section>
  );
}

/**
 * Each-pays: what this person pays — the server's total for their part (their
 * items, tax and tip; the host's part adds the group's fees) — or that they have paid.
 */
function YourPart() {
  const group = useActiveGroup();
  const total = useCartSelect((cart) => (cart && cart.products.length > 0 ? cart.totals.total : null));
  if (!group) return null;
  const mine = group.submissions.find((s) => s.name === group.name);
  if (mine?.paid) {
    return (
      <p className={styles.paidNote}>
        You have paid {mine.total !== null ? formatCents(mine.total) : ''} for your items
        {mine.order_number !== null ? ` (order #${mine.order_number})` : ''}.
      </p>
    );
  }
  const who = group.role === 'host' ? 'your items and the group’s fees' : 'your items';
  return (
    <p className={styles.text}>
      {total !== null
        ? `You pay ${formatCents(total)} for ${who} (tax and tip included) at checkout.`
        : `You pay for ${who} at checkout.`}
    </p>
  );
}

/** Cart panel, bottom: participants and submissions, then the group buttons (spec §2). */
export function GroupParticipants() {
  const group = useActiveGroup();
  const readAt = useGroupReadAt();
  if (!group) return null;
  return (
    <>
      {/* data-read-at: the last refresh handled (spec §4's 10 s poll restarts from it; group-order.spec). */}
      <section aria-labelledby="group-people-title" className={styles.section} data-read-at={readAt}>
        <h3 id="group-people-title" className={styles.sectionTitle}>
          Participants
        </h3>
        <ul className={styles.people}>
          {group.participants.map((p) => (
            <li key={p.name} className={styles.person}>
              <span>
                {p.name} {p.is_host ? <span className={styles.hostTag}>(host)</span> : null}
              </span>
              <span>{itemCount(countItems(p.items))}</span>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="group-subs-title" className={styles.section}>
        <h3 id="group-subs-title" className={styles.sectionTitle}>
          Submissions
        </h3>
        {group.submissions.length === 0 ? (
          <p className={styles.text}>No items yet.</p>
        ) : (
          <ul className={styles.people}>
            {group.submissions.map((s) => (
              <li key={s.name} className={styles.person}>
                <span>{s.name}</span>
                <span>
                  {itemCount(s.item_count)} ·{' '}
                  {group.paymenttype === 'each'
                    ? s.paid && s.total !== null
                      ? `Paid ${formatCents(s.total)}`
                      : `${formatCents(s.subtotal)} · Not paid yet`
                    : formatCents(s.subtotal)}
                </span>
              </li>
            ))}
          </ul>
        )}
        {group.paymenttype === 'each' && group.role === 'host' ? (
          <p className={styles.text}>Items of people who have not paid when you check out are left out of the order.</p>
        ) : null}
      </section>
      <GroupButtons />
    </>
  );
}

/** "Cancel Group Order" (host) or "Leave Group Order" (participant): cart panel and order control modal. */
export function GroupButtons({ onDone }: { onDone?: () => void }) {
  const group = useActiveGroup();
  const navigate = useNavigate();
  if (!group) return null;
  return (
    <div className={styles.groupActions}>
      {group.role === 'host' &&
      group.paymenttype === 'each' &&
      group.status === 'open' &&
      group.submissions.some((s) => s.paid) ? (
        // Each-pays: no more payments; paid parts cannot be cancelled.
        <Button variant="secondary" block onClick={() => void submitGroup(navigate).then(() => onDone?.())}>
          Submit Group Order
        </Button>
      ) : group.role === 'host' ? (
        <Button variant="secondary" block onClick={() => void cancelGroup(navigate).then(() => onDone?.())}>
          Cancel Group Order
        </Button>
      ) : (
        <Button variant="secondary" block onClick={() => void leaveGroup(navigate).then(() => onDone?.())}>
          Leave Group Order
        </Button>
      )}
    </div>
  );
}
