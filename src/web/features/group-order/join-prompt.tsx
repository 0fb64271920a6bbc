import { useId } from 'react';
import { useNavigate } from 'react-router';
import { joinGroupOrderRequest } from '../../../domain/group-order/join-group-order-contract.ts';
import { Button } from '../../ui/button.tsx';
import { FormAlert } from '../../ui/form/form-alert.tsx';
import { TextField } from '../../ui/form/text-field.tsx';
import { useContractForm } from '../../ui/form/use-contract-form.ts';
import { Modal } from '../../ui/modal.tsx';
import { joinGroup } from './group-actions.ts';
import { useGroupStore } from './group-store.ts';
import { formatDeadline } from './group-time.ts';
import styles from './group-order.module.css';
import { setGroup } from '../../data/group/group-cache.ts';
import { useGroupSelect } from '../../data/group/group-hooks.ts';

/** Participant flow: the share link opens this name prompt; joining goes to the menu. */
export function JoinPrompt() {
  const open = useGroupStore((s) => s.popup === 'join');
  const invite = useGroupSelect((g) => (g && !g.joined ? g : null));
  const show = useGroupStore((s) => s.show);
  const headingId = useId();
  const close = () => {
    show('none');
    setGroup(null);
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
  // The one form pattern: the join contract checks the name, its error sits under it.
  const form = useContractForm(joinGroupOrderRequest, { name: '' });
  const submit = form.submit(async ({ name }) => {
    const group = await joinGroup(groupId, name);
    useGroupStore.getState().show('none');
    void navigate(`/menu/${encodeURIComponent(group.menu_id)}`);
  });
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
      <TextField
        label="Your name"
        autoComplete="name"
        maxLength={40}
        id={`${headingId}-name`}
        {...form.field('name')}
      />
      <FormAlert message={form.formError} />
      <Button type="submit" block size="lg" disabled={form.pending}>
        Join Group Order
      </Button>
    </form>
  );
}
