import { useState, type ReactNode } from 'react';
import { AppError } from '../../../domain/app-error.ts';
import { groupThousands, MONTH_NAMES } from '../../../domain/us-english-format.ts';
import { customerMessage } from '../../../domain/customer-copy.ts';
import type { RewardsSummary } from '../../../domain/rewards/rewards-summary-contract.ts';
import { Button } from '../../ui/button.tsx';
import { accountKeys, useMemberQuery } from '../../data/account/account-queries.ts';
import { rewardsApi } from './rewards-api.ts';
import styles from './rewards.module.css';

const dateOf = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
const points = (n: number) => `${groupThousands(n)} points`;

/**
 * Account → Rewards: the balance, progress to the next reward, the catalogue, the
 * history in plain words ("+52 points — order #1043", "−500 points — Drip Coffee"), the offers
 * and the birthday for the birthday reward. Shown only when `get_rewards` is on (spec §6).
 */
export function RewardsSection() {
  const remote = useMemberQuery(accountKeys.rewards, rewardsApi.summary);
  if (remote.loading) return <p role="status">Loading your rewards…</p>;
  if (!remote.data) return <Alert message={remote.error} />;
  const s = remote.data;
  return (
    <>
      <div className={styles.block}>
        <p className={styles.points}>{points(s.balance)}</p>
        {s.next ? (
          <>
            <progress
              className={styles.progress}
              max={s.next.points}
              value={s.balance}
              aria-label={`Progress to ${s.next.label}`}
            />
            <p className={styles.balance}>
              {points(s.next.needed)} more for {s.next.label}.
            </p>
          </>
        ) : (
          <p className={styles.balance}>You have enough points for every reward.</p>
        )}
        <p className={styles.muted}>
          You earn {s.points_per_dollar} points for every $1 you spend (before tax), once your order is completed.
          {s.expires_at ? ` Points expire on ${dateOf(s.expires_at)} unless you earn or use some before then.` : ''}
        </p>
      </div>
      <RewardsBlock id="rewards-catalogue" title="What Your Points Get You">
        <ul className={styles.history}>
          {s.rewards.map((r) => (
            <li key={r.id} className={styles.historyItem}>
              <span>
                <span className={styles.usableLabel}>{r.label}</span> {points(r.points)}
              </span>
              <span className={styles.muted}>
                {r.affordable ? 'Ready to use in your bag' : `${points(r.points - s.balance)} to go`}
              </span>
            </li>
          ))}
        </ul>
      </RewardsBlock>
      {s.offers ? <OfferList offers={s.offers} /> : null}
      <RewardsBlock id="rewards-history" title="History">
        {s.history.length === 0 ? (
          <p>No points yet.</p>
        ) : (
          <ul className={styles.history}>
            {s.history.map((h) => (
              <li key={h.id} className={styles.historyItem}>
                <span>{h.text}</span>
                <span className={styles.date}>{dateOf(h.at)}</span>
              </li>
            ))}
          </ul>
        )}
      </RewardsBlock>
      <BirthdayForm birthday={s.birthday} />
    </>
  );
}

export function OfferList({ offers }: { offers: NonNullable<RewardsSummary['offers']> }) {
  return (
    <RewardsBlock id="rewards-offers" title="Offers">
      {offers.length === 0 ? (
        <p>You have no offers right now.</p>
      ) : (
        <ul className={styles.history}>
          {offers.map((o) => (
            <li key={o.id} className={styles.historyItem}>
              <span className={styles.usableLabel}>{o.label}</span>
              <span className={styles.muted}>
                {o.used ? 'Used' : `Apply it in your bag until ${dateOf(`${o.ends}T00:00:00Z`)}`}
              </span>
            </li>
          ))}
        </ul>
      )}
    </RewardsBlock>
  );
}

/** Account → Offers (`get_offers` on). */
export function OffersSection() {
  const remote = useMemberQuery(accountKeys.offers, rewardsApi.offers);
  if (remote.loading) return <p role="status">Loading your offers…</p>;
  if (!remote.data) return <Alert message={remote.error} />;
  return <OfferList offers={remote.data} />;
}

function BirthdayForm({ birthday }: { birthday: RewardsSummary['birthday'] }) {
  const [month, setMonth] = useState(birthday?.month ?? 1);
  const [day, setDay] = useState(birthday?.day ?? 1);
  const [done, setDone] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const save = async () => {
    setDone(null);
    setError(null);
    try {
      await rewardsApi.setBirthday(month, day);
      setDone('Birthday saved.');
    } catch (e) {
      setError(customerMessage(AppError.from(e)));
    }
  };
  return (
    <RewardsBlock id="rewards-birthday" title="Birthday Reward">
      <p className={styles.muted}>Tell us your birthday and we add a treat to your points in your birthday month.</p>
      <div className={styles.birthdayRow}>
        <label>
          Month{' '}
          <select value={month} onChange={(e) => setMonth(Number(e.target.value))}>
            {MONTH_NAMES.map((m, i) => (
              <option key={m} value={i + 1}>
                {m}
              </option>
            ))}
          </select>
        </label>
        <label>
          Day{' '}
          <select value={day} onChange={(e) => setDay(Number(e.target.value))}>
            {Array.from({ length: 31 }, (_, i) => i + 1).map((d) => (
              <option key={d} value={d}>
                {d}
              </option>
            ))}
          </select>
        </label>
        <Button variant="secondary" onClick={() => void save()}>
          Save Birthday
        </Button>
      </div>
      {done ? <p role="status">{done}</p> : null}
      <Alert message={error} />
    </RewardsBlock>
  );
}

/** A part of the rewards section: a block titled by its h3, which names it. */
function RewardsBlock({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className={styles.block} aria-labelledby={id}>
      <h3 id={id} className={styles.subTitle}>
        {title}
      </h3>
      {children}
    </section>
  );
}

function Alert({ message }: { message: string | null }) {
  return message ? (
    <p role="alert" className={styles.error}>
      {message}
    </p>
  ) : null;
}
