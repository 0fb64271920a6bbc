import { ORDERING_PAUSED_LABEL } from '../../../domain/store-ops/ordering-pause.ts';
import styles from './ordering-paused-notice.module.css';

/**
 * Shown on a location's menu while its manager has paused online ordering.
 * The bag may still fill; checkout says the spec §8 sentence until ordering resumes.
 */
export function OrderingPausedNotice({ name }: { name: string }) {
  return (
    <p className={styles.notice} role="status" data-testid="ordering-paused-notice">
      <strong>
        {name}: {ORDERING_PAUSED_LABEL}.
      </strong>{' '}
      You can still fill your bag; checkout opens again when the store resumes online orders.
    </p>
  );
}
