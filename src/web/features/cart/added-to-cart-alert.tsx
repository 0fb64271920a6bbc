import { useEffect, useRef, useState } from 'react';
import { useAppStore } from '../../state/store.ts';
import { AlertIcon, CheckIcon, CloseIcon } from '../../ui/icons/icons.tsx';
import { dismissAddedAlert, useAddedAlert, type AddedAlert } from '../../state/added-alert.ts';
import styles from './added-to-cart-alert.module.css';

/** How long the alert stays when nobody is pointing at it or inside it. */
export const ADDED_ALERT_MS = 8000;

/**
 * The added-to-cart alert (spec §2): fixed in the viewport on every
 * size — at the bottom on phones (the thumb's reach), under the header on wider screens — with
 * the message, "View Bag" and a close button. The live region is always in the page, so the
 * message is announced when it appears. It leaves after ADDED_ALERT_MS unless hovered or focused.
 * A refused add (tone 'refused') shows in the same place, announced as an alert, until dismissed.
 */
export function AddedToCartAlert() {
  const alert = useAddedAlert();
  const openCart = useAppStore((s) => s.root.openCart);
  const [held, setHeld] = useState(false);
  const viewBag = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (alert?.takeFocus) viewBag.current?.focus();
  }, [alert]);

  useEffect(() => {
    // A refusal stays until dismissed or replaced: an error that leaves on its own can be missed.
    if (!alert || held || alert.tone === 'refused') return;
    const timer = window.setTimeout(() => dismissAddedAlert(alert.id), ADDED_ALERT_MS);
    return () => window.clearTimeout(timer);
  }, [alert, held]);

  const card = (a: AddedAlert) => (
    <div
      key={a.id}
      className={`${styles.alert} ${a.tone === 'refused' ? styles.refused : ''}`}
      data-testid={a.tone === 'refused' ? 'add-refused-alert' : 'added-to-cart-alert'}
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={() => setHeld(false)}
    >
      <span className={styles.icon}>{a.tone === 'refused' ? <AlertIcon size={20} /> : <CheckIcon size={20} />}</span>
      <p className={styles.message}>{a.message}</p>
      {a.tone === 'added' ? (
        <button
          ref={viewBag}
          type="button"
          className={styles.view}
          onClick={() => {
            dismissAddedAlert(a.id);
            openCart();
          }}
        >
          View Bag
        </button>
      ) : null}
      <button type="button" className={styles.close} aria-label="Dismiss" onClick={() => dismissAddedAlert(a.id)}>
        <CloseIcon size={18} />
      </button>
    </div>
  );

  // Two live regions, always in the page: "added" is polite news, a refusal is an alert.
  return (
    <div className={styles.region}>
      <div id="added-to-cart-alert" role="status" aria-live="polite">
        {alert?.tone === 'added' ? card(alert) : null}
      </div>
      <div id="add-refused-alert" role="alert">
        {alert?.tone === 'refused' ? card(alert) : null}
      </div>
    </div>
  );
}
