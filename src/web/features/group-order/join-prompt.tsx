import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { AppError } from '../../../domain/app-error.ts';
import { participantNameSchema } from '../../../domain/group-order/group-order-model.ts';
import { Button } from '../../ui/button.tsx';
import { Modal } from '../../ui/modal.tsx';
import { joinGroup } from './group-actions.ts';
import { useGroupStore } from './group-store.ts';
import { formatDeadline } from './group-time.ts';
import styles from './group-order.module.css';

/** Participant flow (issue 8): the share link opens this name prompt; joining goes to the menu. */
export function JoinPrompt() {
  const open = useGroupStore((s) => s.popup === 'join');
  const invite = useGroupStore((s) => (s.group && !s.group.joined ? s.group : null));
  const show = useGroupStore((s) => s.show);
  const headingId = useId();
  const close = () => {
    show('none');
    useGroupStore.getState().set(null);
  };
  return (
    <Modal open={open && invite !== null} onClose={close} labelledBy={headingId}>
      {invite ? (
        <JoinForm
          headingId={headingId}
          groupId={invite.id}
          host={invite.hostfullname}
          where={invite.location}
          deadline={invite.deadline}
        />
      ) : null}
    </Modal>
  );
}

function JoinForm({
  headingId,
  groupId,
  host,
  where,
  deadline,
}: {
  headingId: string;
  groupId: string;
  host: string;
  where: { name: string; address: string; city: string; state: string; zip: string };
  deadline: string;
}) {
  const navigate = useNavigate();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const nameId = useId();
  const errorId = useId();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = participantNameSchema.safeParse(name);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'Please enter your name');
    setError(null);
    setBusy(true);
    try {
      const group = await joinGroup(groupId, parsed.data);
      useGroupStore.getState().show('none');
      void navigate(`/menu/${encodeURIComponent(group.menu_id)}`);
    } catch (e) {
      setError(AppError.from(e).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className={styles.body} onSubmit={(e) => void submit(e)} noValidate>
      <h2 id={headingId} className={styles.title}>
        Join {host}&apos;s Group Order
      </h2>
      <section aria-label="Group order details" className={styles.card}>
        <p className={styles.cardName}>{where.name}</p>
        <p className={styles.text}>
          {where.address}, {where.city}, {where.state} {where.zip}
        </p>
        <p className={styles.text}>Order by {formatDeadline(deadline)}</p>
      </section>
      <div className={styles.field}>
        <label htmlFor={nameId} className={styles.label}>
          Your name
        </label>
        <input
          id={nameId}
          className={styles.input}
          value={name}
          onChange={(e) => setName(e.target.value)}
          autoComplete="name"
          maxLength={40}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        <p id={errorId} className={styles.fieldError} aria-live="polite">
          {error ?? ''}
        </p>
      </div>
      <Button type="submit" block size="lg" disabled={busy}>
        Join Group Order
      </Button>
    </form>
  );
}
