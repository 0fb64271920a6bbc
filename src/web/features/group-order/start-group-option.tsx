import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { isGroupOrderEnabled } from '../../../domain/app-info.ts';
import { MESSAGES } from '../../../domain/group-order/rules.ts';
import { useRootData } from '../../root-data.ts';
import { useMemberUser } from '../../state/members.ts';
import { Button } from '../../ui/button.tsx';
import { useGroupStore } from './group-store.ts';
import styles from './group-order.module.css';

/** Spec §4: a signed-out start shows the message, then goes to sign-in after 2 seconds. */
const SIGN_IN_DELAY_MS = 2000;

/** Whether "Start a Group Order" belongs in "Select Order Mode" (spec §2: only when enabled). */
export function useGroupOrderEnabled(): boolean {
  const app = useRootData()?.app;
  return Boolean(app && isGroupOrderEnabled(app));
}

/** "Start a Group Order" in the "Select Order Mode" modal (spec §2 "Order control modal"). */
export function StartGroupOption({ close }: { close: () => void }) {
  const member = useMemberUser();
  const navigate = useNavigate();
  const [signInShown, setSignInShown] = useState(false);
  useEffect(() => {
    if (!signInShown) return;
    const timer = setTimeout(() => {
      close();
      void navigate('/account/signin');
    }, SIGN_IN_DELAY_MS);
    return () => clearTimeout(timer);
  }, [signInShown, close, navigate]);
  const start = () => {
    if (!member) return setSignInShown(true);
    close();
    useGroupStore.getState().show('create');
  };
  return (
    <div>
      <Button variant="secondary" size="lg" block onClick={start}>
        Start a Group Order
      </Button>
      {!member ? <p className={styles.note}>{MESSAGES.signInRequiredNote}</p> : null}
      <p role="status" className={signInShown ? styles.signInMessage : 'visually-hidden'}>
        {signInShown ? MESSAGES.signInToStart : ''}
      </p>
    </div>
  );
}
