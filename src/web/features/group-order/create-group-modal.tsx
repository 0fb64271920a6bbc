import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { checkNewDeadline, type PaymentType } from '../../../domain/group-order/rules.ts';
import { useAppStore } from '../../state/store.ts';
import { Button } from '../../ui/button.tsx';
import { Modal } from '../../ui/modal.tsx';
import { startGroup } from './group-actions.ts';
import { useGroupStore } from './group-store.ts';
import styles from './group-order.module.css';

/** 'YYYY-MM-DDTHH:mm' in the browser's zone, for a datetime-local input. */
const localInput = (d: Date) => {
  const two = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())}T${two(d.getHours())}:${two(d.getMinutes())}`;
};

/** An hour from now on a 5-minute mark: a sensible default deadline. */
const defaultDeadline = () => {
  const d = new Date(Date.now() + 60 * 60_000);
  d.setMinutes(Math.ceil(d.getMinutes() / 5) * 5, 0, 0);
  return localInput(d);
};

/**
 * The group order modal (issue 8 "Host flow"): location, deadline and who pays. Without a
 * chosen location it sends the host to /locations and reopens once one is chosen.
 */
export function CreateGroupModal() {
  const open = useGroupStore((s) => s.popup === 'create');
  const show = useGroupStore((s) => s.show);
  const headingId = useId();
  return (
    <Modal open={open} onClose={() => show('none')} labelledBy={headingId}>
      {open ? <CreateGroupForm headingId={headingId} /> : null}
    </Modal>
  );
}

function CreateGroupForm({ headingId }: { headingId: string }) {
  const navigate = useNavigate();
  const location = useAppStore((s) => s.locations.location);
  const [deadline, setDeadline] = useState(defaultDeadline);
  const [payment, setPayment] = useState<PaymentType>('host');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const deadlineId = useId();
  const errorId = useId();

  const chooseLocation = () => {
    useGroupStore.setState({ resumeCreate: true, popup: 'none' });
    void navigate('/locations');
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!location) return chooseLocation();
    const when = new Date(deadline);
    const check = checkNewDeadline(when, new Date());
    if (!check.ok) return setError(check.message);
    setError(null);
    setBusy(true);
    const group = await startGroup({ menuId: location.menu_id, deadline: when, paymentType: payment });
    setBusy(false);
    if (!group) return useGroupStore.getState().show('none');
    // Spec §4: reload the group, show "Start Your Group Order", then go to the menu.
    useGroupStore.getState().show('share');
    void navigate(`/menu/${encodeURIComponent(group.menu_id)}`);
  };

  return (
    <form className={styles.body} onSubmit={(e) => void submit(e)} noValidate>
      <h2 id={headingId} className={styles.title}>
        Start a Group Order
      </h2>
      <p className={styles.text}>Invite others to add their items to your order before the deadline.</p>
      <section aria-label="Location" className={styles.card}>
        {location ? (
          <>
            <p className={styles.cardName}>{location.name}</p>
            <p className={styles.text}>
              {location.address}, {location.city}, {location.state} {location.zip}
            </p>
          </>
        ) : (
          <p className={styles.text}>Choose the location your group orders from.</p>
        )}
        <Button variant="link" onClick={chooseLocation}>
          {location ? 'Change Location' : 'Choose a Location'}
        </Button>
      </section>
      <div className={styles.field}>
        <label htmlFor={deadlineId} className={styles.label}>
          Order deadline
        </label>
        <input
          id={deadlineId}
          type="datetime-local"
          className={styles.input}
          value={deadline}
          onChange={(e) => setDeadline(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          required
        />
        <p id={errorId} className={styles.fieldError} aria-live="polite">
          {error ?? ''}
        </p>
      </div>
      <fieldset className={styles.fieldset}>
        <legend>Who pays?</legend>
        <label className={styles.radio}>
          <input
            type="radio"
            name="payment"
            value="host"
            checked={payment === 'host'}
            onChange={() => setPayment('host')}
          />
          I&apos;ll pay for everyone
        </label>
        <label className={styles.radio}>
          <input
            type="radio"
            name="payment"
            value="each"
            checked={payment === 'each'}
            onChange={() => setPayment('each')}
          />
          Everyone pays for their own items
        </label>
      </fieldset>
      <Button type="submit" block size="lg" disabled={busy}>
        {location ? 'Start Group Order' : 'Choose a Location'}
      </Button>
    </form>
  );
}
