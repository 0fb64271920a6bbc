import { useState } from 'react';
import { AppError } from '../../domain/app-error.ts';
import type { StaffDailyLimit, StaffDailyLimitsData } from '../../domain/daily-limits/daily-limits-contract.ts';
import { formatClock } from '../../domain/locations/format.ts';
import {
  deleteDailyLimit,
  getDailyLimits,
  LimitForm,
  NEW_LIMIT,
  putDailyLimit,
  type LimitDraft,
} from '../features/staff-daily-limits/index.ts';
import { staffHeaders, staffRobots, staffTitle } from '../features/staff/index.ts';
import { Button } from '../ui/button.tsx';
import { useStaffLocationPage } from './staff-location-page.tsx';
import pages from './staff-pages.module.css';
import styles from './staff-daily-limits.module.css';

export const meta = () => [{ title: staffTitle('Daily limits') }, staffRobots];
export const headers = staffHeaders;

const cutoffWords = (l: StaffDailyLimit) =>
  l.cutoff
    ? `${formatClock(l.cutoff.time)} ${l.cutoff.days_before === 0 ? 'the same day' : l.cutoff.days_before === 1 ? 'the day before' : `${l.cutoff.days_before} days before`}`
    : 'Any time';

const draftOf = (l: StaffDailyLimit): LimitDraft => ({
  productId: l.product_id,
  perDay: String(l.per_day),
  cutoff: l.cutoff !== null,
  daysBefore: String(l.cutoff?.days_before ?? 1),
  time: l.cutoff?.time ?? '14:00',
});

/**
 * /staff/daily-limits/{locationId} ("Daily limits"): the store's caps per product and pickup day
 * for pre-orders, each with its order-by cutoff and today's count. Managers of the store and
 * brand admins change them; everyone on the store's board reads them.
 */
export default function StaffDailyLimits() {
  const [data, setData] = useState<StaffDailyLimitsData | null>(null);
  const [editing, setEditing] = useState<LimitDraft | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const page = useStaffLocationPage(getDailyLimits, (reply) => setData(reply.data));
  if (!page.ready) return null;
  const reload = async () => setData((await getDailyLimits(page.locationId)).data);

  const save = async (productId: string, body: Parameters<typeof putDailyLimit>[2]) => {
    setFieldErrors({});
    try {
      const reply = await putDailyLimit(page.locationId, productId, body);
      setEditing(null);
      await reload();
      page.setSaid(`${reply.data.name}: ${reply.data.per_day} a day.`);
      page.setError(null);
    } catch (caught) {
      const error = AppError.from(caught);
      if (error.field) setFieldErrors({ [error.field]: error.message.replace(/^[\w.]+: /, '') });
      else page.setError(error.message);
    }
  };
  const remove = (l: StaffDailyLimit) =>
    page.attempt(async () => {
      await deleteDailyLimit(page.locationId, l.product_id);
      await reload();
      return `${l.name}: no daily limit.`;
    });

  const canEdit = data?.can_edit ?? false;
  const free = (data?.products ?? []).filter((p) => !data?.limits.some((l) => l.product_id === p.product_id));
  return (
    <section aria-labelledby="limits-title">
      <h1 id="limits-title" className={pages.title}>
        Daily limits{data ? ` — ${data.location.name}` : ''}
      </h1>
      <p className={pages.lead}>How many of an item customers can pre-order for each pickup day, and by when.</p>
      {page.messages}
      {data && data.limits.length === 0 ? <p>No item has a daily limit at this store.</p> : null}
      {data && data.limits.length > 0 ? (
        <div className={pages.tableWrap}>
          <table className={pages.table}>
            <caption className="visually-hidden">Daily limits at {data.location.name}</caption>
            <thead>
              <tr>
                <th scope="col">Item</th>
                <th scope="col">Per day</th>
                <th scope="col">Order by</th>
                <th scope="col">Today</th>
                {canEdit ? <th scope="col">Change</th> : null}
              </tr>
            </thead>
            <tbody>
              {data.limits.map((l) => (
                <tr key={l.product_id}>
                  <th scope="row">{l.name}</th>
                  <td>{l.per_day}</td>
                  <td>{cutoffWords(l)}</td>
                  <td>
                    {l.today.taken} ordered, {l.today.remaining} left
                  </td>
                  {canEdit ? (
                    <td>
                      <Button type="button" variant="link" onClick={() => setEditing(draftOf(l))}>
                        Edit<span className="visually-hidden"> {l.name}</span>
                      </Button>{' '}
                      <Button type="button" variant="link" onClick={() => void remove(l)}>
                        Remove<span className="visually-hidden"> {l.name}</span>
                      </Button>
                    </td>
                  ) : null}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {canEdit && !editing ? (
        <div className={`${pages.actions} ${styles.after}`}>
          <Button type="button" onClick={() => setEditing(NEW_LIMIT)}>
            Add a daily limit
          </Button>
        </div>
      ) : null}
      {canEdit && editing && data ? (
        <LimitForm
          key={editing.productId || 'new'}
          products={editing.productId ? data.products : free}
          initial={editing}
          serverErrors={fieldErrors}
          onSave={save}
          onCancel={() => setEditing(null)}
        />
      ) : null}
    </section>
  );
}
