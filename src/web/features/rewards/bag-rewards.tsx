import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { AppError } from '../../../domain/app-error.ts';
import { isFeatureEnabled } from '../../../domain/app-features.ts';
import type { Cart } from '../../../domain/cart/cart-contract.ts';
import { groupThousands } from '../../../domain/us-english-format.ts';
import { customerMessage } from '../../../domain/customer-copy.ts';
import { isRedemptionCode } from '../../../domain/rewards/redemption-code.ts';
import type { RewardsSummary } from '../../../domain/rewards/rewards-summary-contract.ts';
import { accountKeys } from '../../data/account/account-keys.ts';
import { useRootData } from '../../root-data.ts';
import { useMemberUser } from '../../state/members.ts';
import { Button, buttonClassName } from '../../ui/button.tsx';
import { rewardsApi } from './rewards-api.ts';
import styles from './rewards.module.css';

type BagSummary = Pick<RewardsSummary, 'balance' | 'rewards' | 'next' | 'offers'>;
type Usable = { kind: 'reward' | 'offer'; id: string; label: string; detail: string };

/** Whether the bag offers rewards: a signed-in member and `get_rewards` or `get_offers` on (spec §6). */
export function useRewardsOn(): { rewards: boolean; offers: boolean } | null {
  const app = useRootData()?.app;
  const member = useMemberUser();
  if (!app || !member) return null;
  const on = { rewards: isFeatureEnabled(app, 'get_rewards'), offers: isFeatureEnabled(app, 'get_offers') };
  return on.rewards || on.offers ? on : null;
}

/**
 * Rewards and offers in the bag and at checkout: what the member can use now, Apply,
 * and "Remove Reward" (spec §7 "remove reward") once one is on the bag. The discount itself shows
 * as the labelled (green) line of the totals, computed by the server.
 */
export function BagRewards({
  cart,
  onCart,
  headingLevel = 3,
}: {
  cart: Cart;
  onCart: (cart: Cart) => void;
  headingLevel?: 2 | 3;
}) {
  const on = useRewardsOn();
  const applied = isRedemptionCode(cart.coupon);
  // Server state from TanStack Query: no hand-kept "still mounted" flag. The key holds
  // `applied`, so it reloads when a reward goes on or comes off (the balance a checkout spent shows
  // on the next open); the last summary stays on screen meanwhile. A failed read shows no list.
  const { data: summary = null } = useQuery({
    queryKey: [...accountKeys.rewards, 'bag', on?.rewards, on?.offers, applied],
    queryFn: (): Promise<BagSummary> =>
      on?.rewards
        ? rewardsApi.summary()
        : rewardsApi.offers().then((offers) => ({ balance: 0, rewards: [], next: null, offers })),
    enabled: on !== null,
    staleTime: 0,
    gcTime: 0,
    placeholderData: keepPreviousData,
  });
  const removeRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const focusAfter = useRef<'remove' | 'list' | null>(null);
  // Apply / Remove: the mutation's state is the pending flag and the error (a new try clears it).
  const change = useMutation({
    mutationFn: ({ call }: { call: () => Promise<Cart>; then: 'remove' | 'list' }) => call(),
    onSuccess: (next, { then }) => {
      onCart(next);
      focusAfter.current = then;
    },
  });
  const pending = change.isPending;
  const error = change.error ? customerMessage(AppError.from(change.error)) : null;

  useEffect(() => {
    if (focusAfter.current === 'remove') removeRef.current?.focus();
    if (focusAfter.current === 'list') listRef.current?.querySelector('button')?.focus();
    focusAfter.current = null;
  }, [applied, summary]);

  if (!on || cart.products.length === 0) return null;
  const Heading = `h${headingLevel}` as const;

  const run = (call: () => Promise<Cart>, then: 'remove' | 'list') =>
    change.mutateAsync({ call, then }).catch(() => undefined);

  const usable: Usable[] = summary
    ? [
        ...summary.rewards
          .filter((r) => r.affordable)
          .map((r) => ({
            kind: 'reward' as const,
            id: r.id,
            label: r.label,
            detail: `${groupThousands(r.points)} points`,
          })),
        ...(summary.offers ?? [])
          .filter((o) => !o.used)
          .map((o) => ({ kind: 'offer' as const, id: o.id, label: o.label, detail: 'Offer' })),
      ]
    : [];

  return (
    <section className={styles.bag} aria-labelledby={`bag-rewards-${headingLevel}`}>
      <Heading id={`bag-rewards-${headingLevel}`} className={styles.bagTitle}>
        Rewards
      </Heading>
      {on.rewards && summary ? (
        <p className={styles.balance}>You have {groupThousands(summary.balance)} points.</p>
      ) : null}
      {applied ? (
        <div className={styles.applied}>
          <p className={styles.appliedText}>{cart.discounts[0]?.label ?? 'Reward'} applied.</p>
          <button
            ref={removeRef}
            type="button"
            className={buttonClassName({ variant: 'secondary' })}
            onClick={() => void run(() => rewardsApi.removeReward(cart.id), 'list')}
            disabled={pending}
          >
            Remove Reward
          </button>
        </div>
      ) : usable.length > 0 ? (
        <ul ref={listRef} className={styles.usable} aria-label="Rewards you can use">
          {usable.map((u) => (
            <li key={`${u.kind}:${u.id}`} className={styles.usableItem}>
              <span>
                <span className={styles.usableLabel}>{u.label}</span> <span className={styles.muted}>{u.detail}</span>
              </span>
              <Button
                variant="secondary"
                aria-label={`Apply ${u.label}`}
                disabled={pending}
                onClick={() =>
                  void run(
                    () =>
                      u.kind === 'reward'
                        ? rewardsApi.applyReward(cart.id, u.id)
                        : rewardsApi.applyOffer(cart.id, u.id),
                    'remove',
                  )
                }
              >
                Apply
              </Button>
            </li>
          ))}
        </ul>
      ) : summary?.next ? (
        <p className={styles.muted}>
          {groupThousands(summary.next.needed)} more points for {summary.next.label}.
        </p>
      ) : null}
      {error ? (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
    </section>
  );
}
