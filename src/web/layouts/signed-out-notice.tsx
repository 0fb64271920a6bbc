import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useHydrated } from '../lib/use-hydrated.ts';
import { SIGNED_OUT_BAG_MESSAGE, SIGNED_OUT_MESSAGE } from '../../domain/customer-copy.ts';
import styles from './error-banner.module.css';

/** What Sign Out leaves in the navigation state, for the page it lands on. */
export interface SignedOutState {
  signedOut: true;
  /** Whether a bag was forgotten with the session. */
  bagEmptied: boolean;
}

const isSignedOutState = (state: unknown): state is SignedOutState =>
  Boolean(state && typeof state === 'object' && 'signedOut' in state && state.signedOut === true);

/**
 * Sign Out says it happened: a status banner on the page it lands on, until
 * dismissed or the next navigation. The status role announces it; focus moves to it so a
 * keyboard or screen-reader user, whose button has just gone, starts from there.
 */
export function SignedOutNotice() {
  const location = useLocation();
  const [dismissedKey, setDismissedKey] = useState<string | null>(null);
  // After hydration only: a reload keeps the history state, which the server never sees.
  const hydrated = useHydrated();
  const show = hydrated && isSignedOutState(location.state) && dismissedKey !== location.key;
  const banner = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (show) banner.current?.focus();
  }, [show]);
  // Only while shown: an empty live region on every page would be one more "status" for every reader.
  if (!show) return null;
  return (
    <div role="status" className={styles.region}>
      <div ref={banner} tabIndex={-1} className={styles.notice}>
        <p className={styles.message}>
          {(location.state as SignedOutState).bagEmptied ? SIGNED_OUT_BAG_MESSAGE : SIGNED_OUT_MESSAGE}
        </p>
        <button type="button" className={styles.dismissNotice} onClick={() => setDismissedKey(location.key)}>
          Dismiss
        </button>
      </div>
    </div>
  );
}
