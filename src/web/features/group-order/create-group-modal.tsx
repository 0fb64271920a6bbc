import { useId } from 'react';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { createGroupOrderRequest } from '../../../domain/group-order/create-group-order-contract.ts';
import { checkNewDeadline, type PaymentType } from '../../../domain/group-order/rules.ts';
import { useAppStore } from '../../state/store.ts';
import { Button } from '../../ui/button.tsx';
import { SubmitBar } from '../../ui/form/submit-bar.tsx';
import { TextField } from '../../ui/form/text-field.tsx';
import { useContractForm } from '../../ui/form/use-contract-form.ts';
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
 * The form's check: the create contract, its deadline first held to the rule the
 * service applies (`checkNewDeadline`, at the moment of sending, with its wording), then sent as
 * ISO — the input holds a local date and time.
 */
const newGroupRequest = createGroupOrderRequest.extend({
  deadline: z
    .string()
    .transform((typed, ctx) => {
      const when = new Date(typed);
      const check = checkNewDeadline(when, new Date());
      if (check.ok) return when.toISOString();
      ctx.addIssue({ code: 'custom', message: check.message, input: typed });
      return z.NEVER;
    })
    .pipe(createGroupOrderRequest.shape.deadline),
});

/** Spec §4 "options {deadline, payment}": who pays, one radio each. */
const WHO_PAYS: readonly { value: PaymentType; label: string }[] = [
  { value: 'host', label: "I'll pay for everyone" },
  { value: 'each', label: 'Everyone pays for their own items' },
];

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
  // The one form pattern: the deadline's error sits under it and takes focus.
  const form = useContractForm(
    newGroupRequest,
    { deadline: defaultDeadline(), payment_type: 'host' as PaymentType },
    { toInput: (v) => ({ ...v, menu_id: location?.menu_id ?? '' }) },
  );

  const chooseLocation = () => {
    useGroupStore.setState({ resumeCreate: true, popup: 'none' });
    void navigate('/locations');
  };

  // startGroup shows a refusal itself (the error banner, spec §8) and answers null.
  const submit = form.submit(
    (input) =>
      startGroup({ menuId: input.menu_id, deadline: new Date(input.deadline), paymentType: input.payment_type }),
    (group) => {
      if (!group) return useGroupStore.getState().show('none');
      // Spec §4: reload the group, show "Start Your Group Order", then go to the menu.
      useGroupStore.getState().show('share');
      void navigate(`/menu/${encodeURIComponent(group.menu_id)}`);
    },
  );
  const label = location ? 'Start Group Order' : 'Choose a Location';

  return (
    <form
      className={styles.body}
      onSubmit={(e) => (location ? void submit(e) : (e.preventDefault(), chooseLocation()))}
      noValidate
    >
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
      <TextField
        label="Order deadline"
        type="datetime-local"
        required
        id={`${headingId}-deadline`}
        {...form.field('deadline')}
      />
      <fieldset className={styles.fieldset}>
        <legend>Who pays?</legend>
        {WHO_PAYS.map(({ value, label: text }) => (
          <label key={value} className={styles.radio}>
            <input
              type="radio"
              name="payment"
              value={value}
              checked={form.values.payment_type === value}
              onChange={() => form.set('payment_type', value)}
            />
            {text}
          </label>
        ))}
      </fieldset>
      {/* While the group is being made the button is disabled and keeps its label. */}
      <SubmitBar form={form} label={label} pendingLabel={label} />
    </form>
  );
}
