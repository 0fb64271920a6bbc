import { useState } from 'react';
import { AppError } from '../../../domain/app-error.ts';
import { customerMessage } from '../../../domain/customer-copy.ts';
import { giftCardBalanceReply, giftCardInput } from '../../../domain/checkout/gift-card-balance-contract.ts';
import { allocateGiftCards } from '../../../domain/checkout/gift-card-allocation.ts';
import { formatCents } from '../../../domain/menu/menu-format.ts';
import { apiRequest } from '../../lib/api-client.ts';
import { Button } from '../../ui/button.tsx';
import { TextFieldList, type FieldSpec } from '../../ui/form/text-field-list.tsx';
import { formatCardNumber } from './payment-card-form.tsx';
import { useContractForm } from '../../ui/form/use-contract-form.ts';
import styles from './checkout.module.css';
import cardStyles from '../../ui/card.module.css';

export interface AppliedGiftCard {
  number: string;
  pin: string;
  last4: string;
  balance: number;
}

/**
 * What each applied card pays, in the order they were added: the domain's allocation (spec §5),
 * the same rule the server applies when the order is placed — a card given twice
 * pays once. Display only: the server allocates again.
 */
export function giftCardAmounts(
  total: number,
  cards: readonly Pick<AppliedGiftCard, 'number' | 'balance'>[],
): number[] {
  const { applied } = allocateGiftCards(
    total,
    cards.map((c) => ({ id: c.number, balanceCents: c.balance })),
  );
  const paid = new Map(applied.map((a) => [a.id, a.amountCents]));
  // A card number seen twice pays on its first entry only.
  return cards.map((c, i) => (cards.findIndex((o) => o.number === c.number) === i ? (paid.get(c.number) ?? 0) : 0));
}

/** Card numbers and PINs: a number pad, never filled from the browser's memory. */
const digitsOff = { inputMode: 'numeric', autoComplete: 'off' } as const;
const giftCardFields: FieldSpec<'number' | 'pin'>[] = [
  {
    field: 'number',
    name: 'gift_number',
    id: 'checkout-gift-number',
    label: 'Gift Card Number',
    ...digitsOff,
    format: (typed) => formatCardNumber(typed, 16),
  },
  { field: 'pin', name: 'gift_pin', id: 'checkout-gift-pin', label: 'PIN', ...digitsOff },
];
/** Both buttons check the card; Apply also adds it. */
const giftCardActions = [
  { label: 'Check Balance', apply: false },
  { label: 'Apply Gift Card', apply: true },
];

/**
 * Gift cards at checkout: number + PIN, a balance check, several cards. Errors sit under
 * their field and are announced; a card already added is refused with a clear message.
 */
export function GiftCardFields({
  applied,
  total,
  onAdd,
  onRemove,
}: {
  applied: AppliedGiftCard[];
  total: number;
  onAdd: (card: AppliedGiftCard) => void;
  onRemove: (index: number) => void;
}) {
  // Its own form on the contract; inside the checkout form, so `run` from the buttons.
  const form = useContractForm(giftCardInput, { number: '', pin: '' });
  const [status, setStatus] = useState('');
  const amounts = giftCardAmounts(total, applied);

  const check = (apply: boolean) => {
    setStatus('');
    return form.run(async (card) => {
      if (apply && applied.some((c) => c.number === card.number))
        return form.showErrors({ number: 'This gift card is already applied' });
      try {
        const reply = await apiRequest('gift-cards/balance', giftCardBalanceReply, { method: 'POST', body: card });
        const { last4, balance } = reply.data;
        if (!apply) return setStatus(`Gift card ending in ${last4} has a balance of ${formatCents(balance)}.`);
        if (balance <= 0) return form.showErrors({ number: `Gift card ending in ${last4} has no balance left` });
        onAdd({ number: card.number, pin: card.pin, last4, balance });
        form.setValues({ number: '', pin: '' });
        setStatus(`Gift card ending in ${last4} applied.`);
      } catch (error) {
        // Every refusal (unknown card, wrong PIN, too many tries) reads at the number.
        form.showErrors({ number: customerMessage(AppError.from(error)) });
      }
    });
  };

  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>Gift Cards</legend>
      {applied.length ? (
        <ul className={styles.applied} aria-label="Applied gift cards">
          {applied.map((c, i) => (
            <li key={c.number}>
              <span>
                Gift Card •••• {c.last4}: {formatCents(amounts[i] ?? 0)} applied{' '}
                <span className={cardStyles.muted}>
                  ({formatCents(c.balance - (amounts[i] ?? 0))} left on the card)
                </span>
              </span>
              <Button variant="link" onClick={() => onRemove(i)} aria-label={`Remove gift card ending in ${c.last4}`}>
                Remove
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className={styles.twoCol}>
        <TextFieldList fields={giftCardFields} form={form} />
      </div>
      <div className={styles.inline}>
        {giftCardActions.map(({ label, apply }) => (
          <Button key={label} variant="secondary" onClick={() => void check(apply)} disabled={form.pending}>
            {label}
          </Button>
        ))}
      </div>
      <p role="status" className={cardStyles.muted}>
        {status}
      </p>
    </fieldset>
  );
}
