import { useEffect, useRef, useState } from 'react';
import { AppError } from '../../../domain/app-error.ts';
import { isFeatureEnabled } from '../../../domain/app-features.ts';
import type { Cart } from '../../../domain/cart/cart-contract.ts';
import { customerMessage } from '../../../domain/customer-copy.ts';
import { isRedemptionCode } from '../../../domain/rewards/redemption-code.ts';
import type { RewardsSummary } from '../../../domain/rewards/rewards-summary-contract.ts';
import { useRootData } from '../../root.tsx';
import { useMemberUser } from '../../state/members.ts';
import { Button, buttonClassName } from '../../ui/button.tsx';
import { rewardsApi } from './rewards-api.ts';
import styles from './rewards.module.css';

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
 * Rewards and offers in the bag and at checkout (issue 17): what the member can use now, Apply,
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
  const [summary, setSummary] = useState<Pick<RewardsSummary, 'balance' | 'rewards' | 'next' | 'offers'> | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const removeRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const applied = isRedemptionCode(cart.coupon);
  const focusAfter = useRef<'remove' | 'list' | null>(null);

  useEffect(() => {
    if (!on) return;
    let live = true;
    const load = on.rewards
      ? rewardsApi.summary()
      : rewardsApi.offers().then((offers) => ({ balance: 0, rewards: [], next: null, offers }));
    load.then((s) => live && setSummary(s)).catch(() => live && setSummary(null));
    return () => {
      live = false;
    };
    // Reload when a reward goes on or comes off (the balance a checkout spent shows on the next open).
  }, [on?.rewards, on?.offers, applied]); // eslint-disable-line react-hooks/exhaustive-deps

  useEffect(() => {
    if (focusAfter.current === 'remove') removeRef.current?.focus();
    if (focusAfter.current === 'list') listRef.current?.querySelector('button')?.focus();
    focusAfter.current = null;
  }, [applied, summary]);

  if (!on || cart.products.length === 0) return null;
  const Heading = `h${headingLevel}` as const;

  const run = async (call: () => Promise<Cart>, then: 'remove' | 'list') => {
    setPending(true);
    setError(null);
    try {
      onCart(await call());
      focusAfter.current = then;
    } catch (e) {
      setError(customerMessage(AppError.from(e)));
    } finally {
      setPending(false);
    }
  };

  const usable: Usable[] = summary
    ? [
        ...summary.rewards
          .filter((r) => r.affordable)
          .map((r) => ({
            kind: 'reward' as const,
            id: r.id,
            label: r.label,
            detail: `${r.points.toLocaleString('en-US')} points`,
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
        <p className={styles.balance}>You have {summary.balance.toLocaleString('en-US')} points.</p>
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
          {summary.next.needed.toLocaleString('en-US')} more points for {summary.next.label}.
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
