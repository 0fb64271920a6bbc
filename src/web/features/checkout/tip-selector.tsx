import { useId, useState } from 'react';
import { z } from 'zod';
import { AppError } from '../../../domain/app-error.ts';
import { customerMessage } from '../../../domain/customer-copy.ts';
import type { Cart } from '../../../domain/cart/cart-contract.ts';
import { TextField } from '../../ui/form/text-field.tsx';
import { useContractForm } from '../../ui/form/use-contract-form.ts';
import { Button } from '../../ui/button.tsx';
import type { TipChoice } from '../../data/cart/checkout-cart-api.ts';
import styles from './checkout.module.css';

/** Spec §9 "Tip options: 10%, 15%, 20% and Custom Amount. The default is 15%." */
export const TIP_PERCENTS = [10, 15, 20] as const;

/** Dollars typed by a person ("5", "5.5", "$5.50") → cents, or null when it is not an amount. */
export function parseDollars(text: string): number | null {
  const clean = text.trim().replace(/^\$/, '');
  if (!/^\d{1,4}(\.\d{0,2})?$/.test(clean)) return null;
  return Math.round(Number(clean) * 100);
}

/** The custom tip as typed, read as cents (the request's `custom`); the only check the browser makes first. */
const customTipForm = z.object({
  amount: z.string().transform((text, ctx) => {
    const cents = parseDollars(text);
    if (cents === null)
      ctx.addIssue({ code: 'custom', message: 'Please enter a tip amount in dollars, for example 5.00' });
    return cents ?? 0;
  }),
});

/**
 * The tip selector (spec §9): a radio group of 10 %, 15 %, 20 % and "Custom Amount"; the custom
 * choice opens a dollars field with its own Apply button. Shown only where the cart's tips.allow.
 * The server computes the tip (money is the server's); the choice is sent at once.
 */
export function TipSelector({
  tips,
  busy,
  onChange,
}: {
  tips: Cart['tips'];
  busy: boolean;
  onChange: (tip: TipChoice) => Promise<unknown>;
}) {
  const id = useId();
  const [customOpen, setCustomOpen] = useState(tips.custom !== null);
  // The one form pattern, run from Apply Tip: the selector sits inside the checkout form.
  const form = useContractForm(customTipForm, { amount: tips.custom !== null ? (tips.custom / 100).toFixed(2) : '' });
  if (!tips.allow) return null;
  const selected = customOpen ? 'custom' : String(tips.percent ?? 15);

  const applyCustom = () =>
    form.run(({ amount: cents }) =>
      onChange({ custom: cents }).catch((e: unknown) => form.showErrors({ amount: customerMessage(AppError.from(e)) })),
    );

  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>Tip</legend>
      <div className={styles.choices}>
        {TIP_PERCENTS.map((p) => (
          <div key={p} className={styles.choice}>
            <input
              type="radio"
              id={`${id}-${p}`}
              name="tip"
              value={p}
              checked={selected === String(p)}
              disabled={busy}
              onChange={() => {
                setCustomOpen(false);
                form.clearError('amount');
                void onChange({ percent: p }).catch(() => undefined);
              }}
            />
            <label htmlFor={`${id}-${p}`}>{p}%</label>
          </div>
        ))}
        <div className={styles.choice}>
          <input
            type="radio"
            id={`${id}-custom`}
            name="tip"
            value="custom"
            checked={selected === 'custom'}
            disabled={busy}
            onChange={() => setCustomOpen(true)}
          />
          <label htmlFor={`${id}-custom`}>Custom Amount</label>
        </div>
      </div>
      {customOpen ? (
        <div className={styles.inline}>
          <TextField
            label="Custom tip ($)"
            inputMode="decimal"
            {...form.field('amount')}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                void applyCustom();
              }
            }}
          />
          <Button variant="secondary" onClick={() => void applyCustom()} disabled={busy}>
            Apply Tip
          </Button>
        </div>
      ) : null}
    </fieldset>
  );
}
