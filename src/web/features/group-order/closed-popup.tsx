import { useId } from 'react';
import { useAppStore } from '../../state/store.ts';
import { Button } from '../../ui/button.tsx';
import { Modal } from '../../ui/modal.tsx';
import { useGroupStore } from './group-store.ts';
import styles from './group-order.module.css';

/** Spec §4 refresh, status confirmed: popup "Group order is closed" with "Start Your Own Order". */
export function ClosedPopup() {
  const open = useGroupStore((s) => s.popup === 'closed');
  const show = useGroupStore((s) => s.show);
  const headingId = useId();
  return (
    <Modal open={open} onClose={() => show('none')} labelledBy={headingId}>
      <div className={styles.body}>
        <h2 id={headingId} className={styles.title}>
          Group order is closed
        </h2>
        <p className={styles.text}>The host has checked out this group order.</p>
        <Button
          block
          onClick={() => {
            show('none');
            useAppStore.getState().root.openOrderControl();
          }}
        >
          Start Your Own Order
        </Button>
      </div>
    </Modal>
  );
}
