import { useState } from 'react';
import { saveGiftCardRequest, type SavedGiftCard } from '../../../domain/account/gift-cards-contract.ts';
import { formatCents } from '../../../domain/menu/menu-format.ts';
import { Button } from '../../ui/button.tsx';
import { deleteGiftCard, saveGiftCard } from '../../data/account/account-api.ts';
import { useGiftCardsOnFile } from '../../data/account/account-queries.ts';
import styles from './account-page.module.css';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { FormAlert } from '../../ui/form/form-alert.tsx';
import { Notice } from '../../ui/form/notice.tsx';
import { SubmitBar } from '../../ui/form/submit-bar.tsx';
import { TextFieldList, type FieldSpec } from '../../ui/form/text-field-list.tsx';
import formStyles from '../../ui/form/form.module.css';
import ownStyles from './gift-cards-section.module.css';
import { useContractForm } from '../../ui/form/use-contract-form.ts';

const giftCardFields: FieldSpec<'number' | 'pin'>[] = [
  { field: 'number', id: 'gift-card-number', label: 'Gift card number', inputMode: 'numeric', autoComplete: 'off' },
  { field: 'pin', id: 'gift-card-pin', label: 'PIN', inputMode: 'numeric', autoComplete: 'off', type: 'password' },
];

/**
 * Gift cards on file (issue 7 "gift cards on file (balance)"): the member's saved
 * cards with their live balance, an add form checked like the balance check, and Remove with a
 * confirm popup (spec §8 style). Only the last four digits are ever shown.
 */
export function GiftCardsSection() {
  const remote = useGiftCardsOnFile();
  const [confirming, setConfirming] = useState<SavedGiftCard | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const form = useContractForm(saveGiftCardRequest, { number: '', pin: '' });
  const onSubmit = form.submit(
    (input) => saveGiftCard(input),
    (reply) => {
      remote.setData(reply.data.gift_cards);
      form.setValues({ number: '', pin: '' });
      setDone('Gift card saved.');
    },
  );
  const cards = remote.data ?? [];
  return (
    <>
      {remote.loading ? <p role="status">Loading your gift cards…</p> : null}
      {!remote.loading && !remote.data ? <FormAlert message={remote.error} /> : null}
      {remote.data && cards.length === 0 ? <p>You have no gift cards on file yet.</p> : null}
      {cards.length > 0 ? (
        <ul className={styles.cards} aria-label="Your gift cards">
          {cards.map((c) => (
            <li key={c.id} className={styles.card}>
              <div className={styles.cardText}>
                <h3 className={styles.cardTitle}>Gift Card •••• {c.last4}</h3>
                <p className={styles.cardLine}>Balance: {formatCents(c.balance)}</p>
              </div>
              <Button
                type="button"
                variant="secondary"
                aria-label={`Remove gift card ending ${c.last4}`}
                onClick={() => setConfirming(c)}
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      <h3 className={ownStyles.addTitle}>Add a Gift Card</h3>
      <form
        className={formStyles.form}
        onSubmit={(e) => (setDone(null), onSubmit(e))}
        noValidate
        aria-label="Add a gift card"
      >
        <TextFieldList fields={giftCardFields} form={form} />
        <SubmitBar form={form} label="Save Gift Card" pendingLabel="Saving…" layout="actions">
          {done ? <Notice>{done}</Notice> : null}
        </SubmitBar>
      </form>
      <ConfirmDialog
        open={confirming !== null}
        title="Remove Gift Card?"
        confirmLabel="Yes, Remove Gift Card"
        onCancel={() => setConfirming(null)}
        onConfirm={async () => {
          if (!confirming) return;
          const reply = await deleteGiftCard(confirming.id);
          remote.setData(reply.data.gift_cards);
          setConfirming(null);
        }}
      >
        <p>
          Gift Card •••• {confirming?.last4} will be removed from your account. The card and its balance are not
          affected.
        </p>
      </ConfirmDialog>
    </>
  );
}
