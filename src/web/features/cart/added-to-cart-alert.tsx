import { useEffect, useState } from 'react';
import { useAppStore } from '../../state/store.ts';
import { CheckIcon, CloseIcon } from '../../ui/icons/icons.tsx';
import { dismissAddedAlert, useAddedAlert } from './added-alert.ts';
import styles from './added-to-cart-alert.module.css';

/** How long the alert stays when nobody is pointing at it or inside it (decision 211). */
export const ADDED_ALERT_MS = 8000;

/**
 * The added-to-cart alert (spec §2; issue 15 §7, decision 211): fixed in the viewport on every
 * size — at the bottom on phones (the thumb's reach), under the header on wider screens — with
 * the message, "View Bag" and a close button. The live region is always in the page, so the
 * message is announced when it appears. It leaves after ADDED_ALERT_MS unless hovered or focused.
 */
export function AddedToCartAlert() {
  const alert = useAddedAlert();
  const openCart = useAppStore((s) => s.root.openCart);
  const [held, setHeld] = useState(false);

  useEffect(() => {
    if (!alert || held) return;
    const timer = window.setTimeout(() => dismissAddedAlert(alert.id), ADDED_ALERT_MS);
    return () => window.clearTimeout(timer);
  }, [alert, held]);

  return (
    <div id="added-to-cart-alert" role="status" aria-live="polite" className={styles.region}>
      {alert ? (
        <div
          key={alert.id}
          className={styles.alert}
          data-testid="added-to-cart-alert"
          onMouseEnter={() => setHeld(true)}
          onMouseLeave={() => setHeld(false)}
          onFocus={() => setHeld(true)}
          onBlur={() => setHeld(false)}
        >
          <span className={styles.icon}>
            <CheckIcon size={20} />
          </span>
          <p className={styles.message}>{alert.message}</p>
          <button
            type="button"
            className={styles.view}
            onClick={() => {
              dismissAddedAlert(alert.id);
              openCart();
            }}
          >
            View Bag
          </button>
          <button type="button" className={styles.close} aria-label="Dismiss" onClick={() => dismissAddedAlert(alert.id)}>
            <CloseIcon size={18} />
          </button>
        </div>
      ) : null}
    </div>
  );
}
