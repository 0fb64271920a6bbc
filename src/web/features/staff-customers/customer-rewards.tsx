import type { CustomerRewards } from '../../../domain/customers/customer-detail-contract.ts';
import { DataTable, SubLine } from '../../ui/data-table.tsx';
import pages from '../../routes/staff-pages.module.css';
import { dateOnly, dateTime, pointsWords } from './customer-format.ts';
import { RewardsAdjustForm } from './rewards-adjust-form.tsx';
import styles from './staff-customers.module.css';

/** The rewards panel: the balance, when it lapses, and the adjustment form (null rewards: switched off). */
export function CustomerRewardsPanel({
  customerId,
  name,
  rewards,
  canAdjust,
}: {
  customerId: string;
  name: string;
  rewards: CustomerRewards | null;
  canAdjust: boolean;
}) {
  return (
    <section aria-labelledby="customer-rewards" className={pages.panel}>
      <h2 id="customer-rewards" className={pages.subtitle} style={{ marginTop: 0 }}>
        Rewards
      </h2>
      {rewards ? (
        <>
          <p className={styles.balance}>
            <span className={pages.muted}>Balance</span>
            <strong>{pointsWords(rewards.balance)}</strong>
          </p>
          {rewards.expires_at ? (
            <p className={pages.muted}>
              {rewards.lapsed
                ? `Points expired on ${dateOnly(rewards.expires_at)}.`
                : `Points expire on ${dateOnly(rewards.expires_at)} without a new order.`}
            </p>
          ) : null}
          {canAdjust ? <RewardsAdjustForm customerId={customerId} name={name} /> : null}
        </>
      ) : (
        <p className={pages.muted}>
          Rewards are switched off for this brand, so there are no points to show or adjust.
        </p>
      )}
    </section>
  );
}

/** The points ledger, newest first: each entry in the words the customer sees, and who adjusted. */
export function PointsHistory({ rewards, timeZone }: { rewards: CustomerRewards; timeZone: string | undefined }) {
  return (
    <section aria-labelledby="customer-points" className={pages.panel}>
      <h2 id="customer-points" className={pages.subtitle} style={{ marginTop: 0 }}>
        Points history
      </h2>
      {rewards.history.length === 0 ? (
        <p className={pages.muted}>No points yet.</p>
      ) : (
        <DataTable
          caption="Points history, newest first"
          rows={rewards.history}
          rowKey={(e) => e.id}
          columns={[
            { label: 'When', cell: (e) => dateTime(e.at, timeZone) },
            {
              label: 'Change',
              cell: (e) => (
                <>
                  {e.text}
                  {e.by ? <SubLine>by {e.by}</SubLine> : null}
                </>
              ),
            },
          ]}
        />
      )}
    </section>
  );
}
