import { useEffect, useId, useState } from 'react';
import { shortDayLabel } from '../../../domain/us-english-format.ts';
import { formatClock } from '../../../domain/locations/format.ts';
import { customerMessage } from '../../../domain/customer-copy.ts';
import { AppError } from '../../../domain/app-error.ts';
import type { Cart } from '../../../domain/cart/cart-contract.ts';
import { isDelivered } from '../../../domain/orders/live-status.ts';
import { cartApi } from '../../data/cart/cart-api.ts';
import { setOrderTime } from '../../data/cart/cart-mutations.ts';
import { useTimeLockedNote } from '../../data/group/time-lock-note.ts';
import { DailyLimitDayNotes } from '../daily-limits/index.ts';
import { useFocusKeptOnRedraw } from './keep-focus-on-redraw.ts';
import styles from './time-picker.module.css';

/** 'YYYYMMDD' → 'Sat, Nov 22' and 'YYYYMMDD HH:mm' → '12:15 PM' (store time; no zone math needed). */
export const formatDay = (day: string): string => shortDayLabel(day.slice(0, 8));
export function formatTime(orderTime: string): string {
  return formatClock(orderTime.slice(9));
}

/**
 * A select whose list changes is drawn anew rather than filled in place: React would insert each
 * option into the live select and update it in the page, a slow commit on phones; a new select is
 * built whole, then put in the page once, and takes the focus if the old one had it
 * (keep-focus-on-redraw.ts).
 */
const listKey = (list: string[]) => `${list.length}:${list[0] ?? ''}:${list.at(-1) ?? ''}`;

/**
 * Spec §2 "Time picker", §4 "Order time mode": "Next Available" (asap) or "Plan Ahead" (a day,
 * then a time). ASAP is disabled when the store is closed or the order is catering, which
 * forces Plan Ahead. While the store is paused no day or time is offered: the times reply's
 * sentence (spec §8, the one Place Order would refuse with) stands in their place, announced. Reusable: the bag, the order control modal and checkout all mount it.
 * `error` is a time problem from checkout ("Please choose a time…" sits here, is
 * announced, and the Time select — id `timeId` — takes focus).
 */
export function TimePicker({
  cart,
  canChange = true,
  error: outerError,
  timeId,
}: {
  cart: Cart;
  canChange?: boolean;
  error?: string | undefined;
  timeId?: string;
}) {
  const id = useId();
  const timeSelectId = timeId ?? `${id}-time`;
  const errorId = `${id}-error`;
  const [mode, setMode] = useState<'asap' | 'advance'>(
    cart.time.mode === 'asap' && cart.time.asap_available ? 'asap' : 'advance',
  );
  const [days, setDays] = useState<string[]>([]);
  const [day, setDay] = useState<string>(cart.time.wanted?.slice(0, 8) ?? '');
  const [times, setTimes] = useState<string[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  // A paused store offers no day and no time: its sentence stands where the lists would.
  const [paused, setPaused] = useState<string | null>(null);
  // Group orders: the host-only rule, or that people have paid (each-pays).
  const lockedNote = useTimeLockedNote();
  const dayRef = useFocusKeptOnRedraw<HTMLSelectElement>();
  const timeRef = useFocusKeptOnRedraw<HTMLSelectElement>();

  useEffect(() => {
    if (mode !== 'advance') return;
    let live = true;
    cartApi
      .times(cart.id, day || undefined)
      .then((reply) => {
        if (!live) return;
        setPaused(reply.paused);
        setDays(reply.days);
        if (!day) setDay(reply.day);
        setTimes(reply.times);
      })
      .catch((e: unknown) => live && setError(customerMessage(AppError.from(e))));
    return () => {
      live = false;
    };
  }, [mode, day, cart.id, cart.handoff]);

  const shown = outerError ?? error ?? (mode === 'advance' ? paused : null);
  if (!canChange) return <p className={styles.note}>{lockedNote}</p>;

  const chooseAsap = async () => {
    setMode('asap');
    setError(null);
    await setOrderTime({ mode: 'asap' }).catch(() => setMode('advance'));
  };
  const chooseTime = async (wanted: string) => {
    setError(null);
    if (wanted) await setOrderTime({ mode: 'advance', wanted }).catch(() => undefined);
  };

  return (
    <fieldset className={styles.picker}>
      <legend className={styles.legend}>Order time</legend>
      <div className={styles.modes}>
        <label className={styles.mode}>
          <input
            type="radio"
            name={`${id}-mode`}
            checked={mode === 'asap'}
            disabled={!cart.time.asap_available}
            onChange={() => void chooseAsap()}
          />
          <span>
            Next Available
            {cart.time.earliest ? (
              <span className={styles.hint}>
                {' '}
                · {isDelivered(cart.handoff) ? 'arrives' : 'ready'} about {formatTime(cart.time.earliest)}
              </span>
            ) : null}
          </span>
        </label>
        <label className={styles.mode}>
          <input
            type="radio"
            name={`${id}-mode`}
            id={mode === 'asap' ? timeId : undefined}
            checked={mode === 'advance'}
            onChange={() => setMode('advance')}
          />
          <span>Plan Ahead</span>
        </label>
      </div>
      {mode === 'advance' && !paused ? (
        <div className={styles.selects}>
          {/* Labels stand apart from their selects: a wrapping label's name would take in the options' text. */}
          <div className={styles.field}>
            <label htmlFor={`${id}-day`}>Day</label>
            <select
              key={listKey(days)}
              ref={dayRef}
              id={`${id}-day`}
              value={day}
              onChange={(e) => setDay(e.target.value)}
            >
              {days.map((d) => (
                <option key={d} value={d}>
                  {formatDay(d)}
                </option>
              ))}
            </select>
          </div>
          <div className={styles.field}>
            <label htmlFor={timeSelectId}>Time</label>
            <select
              key={listKey(times ?? [])}
              ref={timeRef}
              id={timeSelectId}
              value={cart.time.wanted?.startsWith(day) ? cart.time.wanted : ''}
              onChange={(e) => void chooseTime(e.target.value)}
              disabled={!times}
              aria-invalid={shown ? true : undefined}
              aria-describedby={errorId}
            >
              <option value="">{times && times.length === 0 ? 'No times left this day' : 'Choose a time'}</option>
              {(times ?? []).map((t) => (
                <option key={t} value={t}>
                  {formatTime(t)}
                </option>
              ))}
            </select>
          </div>
        </div>
      ) : null}
      {mode === 'advance' && !paused && day ? <DailyLimitDayNotes cart={cart} day={day} /> : null}
      {/* Always in the page, so a new message is announced (aria-live) wherever it comes from. */}
      <p id={errorId} className={styles.error} aria-live="polite">
        {shown ?? ''}
      </p>
    </fieldset>
  );
}
