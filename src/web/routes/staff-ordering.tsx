import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { AppError } from '../../domain/app-error.ts';
import type { OrderingView } from '../../domain/store-ops/contract.ts';
import type { PutOrderingInput } from '../../domain/store-ops/hours-rules.ts';
import type { HandoffMode } from '../../domain/location-model.ts';
import { defaultLeadMinutesFor } from '../../domain/store-ops/lead-time.ts';
import { MAX_PAUSE_MINUTES, PAUSE_PRESET_MINUTES, minutesLeft } from '../../domain/store-ops/ordering-pause.ts';
import {
  getOrdering,
  setOrdering,
  staffHeaders,
  staffRobots,
  staffTitle,
  useStaffSession,
} from '../features/staff/index.ts';
import { Button } from '../ui/button.tsx';
import pages from './staff-pages.module.css';
import styles from './staff-ordering.module.css';

export const meta = () => [{ title: staffTitle('Online ordering') }, staffRobots];
export const headers = staffHeaders;

const HANDOFF_NAMES: Record<HandoffMode, string> = {
  pickup: 'in-store pickup',
  curbside: 'curbside',
  drivethru: 'drive-thru',
  delivery: 'delivery',
  catering: 'catering',
};

/** Re-reads the clock every few seconds so the countdown moves; the server decides when a pause ends. */
function useNow(active: boolean): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    if (!active) return;
    const id = setInterval(() => setNow(new Date()), 5000);
    return () => clearInterval(id);
  }, [active]);
  return now;
}

/**
 * /staff/ordering/{locationId} (issue 16 "Pause and throttle", decision 231): pause online
 * ordering for 15/30/60/custom minutes or until resumed, resume, and set the slot capacity and
 * lead times. Store staff see it read-only (the server refuses their writes with 403).
 */
export default function StaffOrdering() {
  const { locationId = '' } = useParams();
  const { session } = useStaffSession();
  const [view, setView] = useState<OrderingView | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [said, setSaid] = useState('');
  const [custom, setCustom] = useState('45');
  const [capacity, setCapacity] = useState('');
  // A handoff's own orders per slot (decision 240); blank = the default above.
  const [perHandoff, setPerHandoff] = useState<Partial<Record<HandoffMode, string>>>({});
  const [lead, setLead] = useState('');
  const [deliveryLead, setDeliveryLead] = useState('');
  // A handoff's own lead (decision 244); blank = its group's lead above.
  const [leadPerHandoff, setLeadPerHandoff] = useState<Partial<Record<HandoffMode, string>>>({});
  const ready = Boolean(session && !session.staff.must_change_password);
  const canEdit = session?.staff.role === 'admin' || session?.staff.role === 'manager';
  const now = useNow(Boolean(view?.paused));

  const show = (v: OrderingView) => {
    setView(v);
    setCapacity(String(v.slot_capacity));
    setPerHandoff(
      Object.fromEntries(
        v.handoffs.map((m) => [
          m,
          v.slot_capacity_by_handoff[m] === undefined ? '' : String(v.slot_capacity_by_handoff[m]),
        ]),
      ),
    );
    setLead(String(v.lead_minutes));
    setDeliveryLead(String(v.delivery_lead_minutes));
    setLeadPerHandoff(
      Object.fromEntries(
        v.handoffs.map((m) => [
          m,
          v.lead_minutes_by_handoff[m] === undefined ? '' : String(v.lead_minutes_by_handoff[m]),
        ]),
      ),
    );
  };

  useEffect(() => {
    if (!ready) return;
    getOrdering(locationId)
      .then((reply) => (show(reply.data.ordering), setError(null)))
      .catch((caught: unknown) => setError(AppError.from(caught).message));
  }, [ready, locationId]);
  if (!ready) return null;

  async function save(body: PutOrderingInput, done: string) {
    try {
      show((await setOrdering(locationId, body)).data.ordering);
      setSaid(done);
      setError(null);
    } catch (caught) {
      setError(AppError.from(caught).message);
    }
  }

  const paused = Boolean(view?.paused && (!view.paused_until || Date.parse(view.paused_until) > now.getTime()));
  const left =
    view && paused
      ? minutesLeft({ paused: true, until: view.paused_until ? new Date(view.paused_until) : null }, now)
      : null;
  const customMinutes = Number(custom);
  const customOk = Number.isInteger(customMinutes) && customMinutes >= 1 && customMinutes <= MAX_PAUSE_MINUTES;
  const delivers = view?.handoffs.includes('delivery') ?? false;

  return (
    <section aria-labelledby="ordering-title">
      <h1 id="ordering-title" className={pages.title}>
        Online ordering{view ? ` — ${view.name}` : ''}
      </h1>
      <p className={pages.lead}>
        Pause online orders in a rush and set how many orders each time slot takes. Customers see changes at once.
      </p>
      <p className={pages.formError} role="alert">
        {error ?? ''}
      </p>
      <p className="visually-hidden" role="status">
        {said}
      </p>
      {view ? (
        <>
          <section aria-labelledby="pause-title" className={pages.panel}>
            <h2 id="pause-title" className={pages.subtitle} style={{ marginTop: 0 }}>
              Pause
            </h2>
            <p className={styles.state} data-testid="ordering-state">
              <span className={`${styles.badge} ${paused ? styles.paused : ''}`}>
                {paused ? 'Paused: not taking orders' : 'Taking orders'}
              </span>
              {paused ? <span>{left === null ? 'Until you resume' : `${left} min left`}</span> : null}
            </p>
            {canEdit ? (
              paused ? (
                <Button size="lg" onClick={() => void save({ pause: { mode: 'none' } }, 'Online ordering resumed.')}>
                  Resume online ordering
                </Button>
              ) : (
                <>
                  <div className={styles.presets} role="group" aria-label="Pause for">
                    {PAUSE_PRESET_MINUTES.map((m) => (
                      <Button
                        key={m}
                        variant="secondary"
                        onClick={() =>
                          void save({ pause: { mode: 'minutes', minutes: m } }, `Paused for ${m} minutes.`)
                        }
                      >
                        Pause {m} min
                      </Button>
                    ))}
                    <Button
                      variant="secondary"
                      onClick={() => void save({ pause: { mode: 'until-resumed' } }, 'Paused until you resume.')}
                    >
                      Pause until resumed
                    </Button>
                  </div>
                  <form
                    className={styles.row}
                    onSubmit={(e) => (
                      e.preventDefault(),
                      customOk &&
                        void save(
                          { pause: { mode: 'minutes', minutes: customMinutes } },
                          `Paused for ${customMinutes} minutes.`,
                        )
                    )}
                  >
                    <div className={pages.field}>
                      <label htmlFor="pause-custom">Custom minutes</label>
                      <input
                        id="pause-custom"
                        type="number"
                        inputMode="numeric"
                        min={1}
                        max={MAX_PAUSE_MINUTES}
                        value={custom}
                        onChange={(e) => setCustom(e.target.value)}
                        aria-invalid={!customOk}
                        aria-describedby="pause-custom-hint"
                      />
                    </div>
                    <Button type="submit" variant="secondary" disabled={!customOk}>
                      Pause
                    </Button>
                    <span id="pause-custom-hint" className={pages.muted}>
                      1 to {MAX_PAUSE_MINUTES} minutes
                    </span>
                  </form>
                </>
              )
            ) : (
              <p className={pages.muted}>Only a store manager or a brand admin can pause ordering.</p>
            )}
          </section>

          <section aria-labelledby="throttle-title" className={pages.panel} style={{ marginTop: 'var(--space-4)' }}>
            <h2 id="throttle-title" className={pages.subtitle} style={{ marginTop: 0 }}>
              Capacity and lead time
            </h2>
            <p className={pages.muted}>
              Orders per {view.slot_minutes}-minute slot: each handoff counts its own slots, with the default unless it
              has its own number. The lead time is how long an order takes to make; a handoff left blank uses the
              default lead.
              {view.handoffs.includes('catering') ? (
                <span id="lead-catering-hint"> Catering always needs at least a day's notice.</span>
              ) : null}{' '}
              Changes apply to new orders at once.
            </p>
            <form
              className={styles.row}
              onSubmit={(e) => {
                e.preventDefault();
                const byHandoff = Object.fromEntries(
                  view.handoffs.map((m) => [m, perHandoff[m] ? Number(perHandoff[m]) : null]),
                );
                const leadByHandoff = Object.fromEntries(
                  view.handoffs.map((m) => [m, leadPerHandoff[m] ? Number(leadPerHandoff[m]) : null]),
                );
                void save(
                  {
                    slot_capacity: Number(capacity),
                    slot_capacity_by_handoff: byHandoff,
                    lead_minutes: Number(lead),
                    ...(delivers ? { delivery_lead_minutes: Number(deliveryLead) } : {}),
                    lead_minutes_by_handoff: leadByHandoff,
                  },
                  'Capacity and lead times saved.',
                );
              }}
            >
              <div className={pages.field}>
                <label htmlFor="slot-capacity">Orders per slot (default)</label>
                <input
                  id="slot-capacity"
                  type="number"
                  inputMode="numeric"
                  min={1}
                  max={200}
                  required
                  value={capacity}
                  onChange={(e) => setCapacity(e.target.value)}
                  disabled={!canEdit}
                />
              </div>
              {view.handoffs.map((mode) => (
                <div key={mode} className={pages.field}>
                  <label htmlFor={`slot-capacity-${mode}`}>Orders per slot, {HANDOFF_NAMES[mode]}</label>
                  <input
                    id={`slot-capacity-${mode}`}
                    type="number"
                    inputMode="numeric"
                    min={1}
                    max={200}
                    placeholder={`Default (${view.slot_capacity})`}
                    value={perHandoff[mode] ?? ''}
                    onChange={(e) => setPerHandoff((d) => ({ ...d, [mode]: e.target.value }))}
                    disabled={!canEdit}
                  />
                </div>
              ))}
              <div className={pages.field}>
                <label htmlFor="lead-minutes">Lead time (default, min)</label>
                <input
                  id="lead-minutes"
                  type="number"
                  inputMode="numeric"
                  min={0}
                  max={240}
                  required
                  value={lead}
                  onChange={(e) => setLead(e.target.value)}
                  disabled={!canEdit}
                />
              </div>
              {delivers ? (
                <div className={pages.field}>
                  <label htmlFor="delivery-lead-minutes">Lead time, delivery default (min)</label>
                  <input
                    id="delivery-lead-minutes"
                    type="number"
                    inputMode="numeric"
                    min={0}
                    max={240}
                    required
                    value={deliveryLead}
                    onChange={(e) => setDeliveryLead(e.target.value)}
                    disabled={!canEdit}
                  />
                </div>
              ) : null}
              {view.handoffs.map((mode) => (
                <div key={mode} className={pages.field}>
                  <label htmlFor={`lead-minutes-${mode}`}>Lead time, {HANDOFF_NAMES[mode]} (min)</label>
                  <input
                    id={`lead-minutes-${mode}`}
                    type="number"
                    inputMode="numeric"
                    min={0}
                    max={240}
                    placeholder={`Default (${defaultLeadMinutesFor({ leadMinutes: view.lead_minutes, deliveryLeadMinutes: view.delivery_lead_minutes }, mode)})`}
                    value={leadPerHandoff[mode] ?? ''}
                    onChange={(e) => setLeadPerHandoff((d) => ({ ...d, [mode]: e.target.value }))}
                    disabled={!canEdit}
                    aria-describedby={mode === 'catering' ? 'lead-catering-hint' : undefined}
                  />
                </div>
              ))}
              {canEdit ? <Button type="submit">Save</Button> : null}
            </form>
          </section>
        </>
      ) : null}
    </section>
  );
}
