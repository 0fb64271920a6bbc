import { HEADS_UP_AFTER_NAME } from '../../../domain/group-order/rules.ts';
import { Modal } from '../../ui/modal.tsx';
import { Button } from '../../ui/button.tsx';
import styles from './heads-up-popup.module.css';

/**
 * Spec §5 "Checkout" / §8: in a host-pays group order only the host may check out; a participant
 * sees "Heads Up!" naming the host by full name, and a "Close" button. Reusable: the group-order
 * feature decides when to open it.
 */
export function HeadsUpPopup({
  open,
  hostFullName,
  onClose,
}: {
  open: boolean;
  hostFullName: string;
  onClose: () => void;
}) {
  return (
    <Modal open={open} onClose={onClose} labelledBy="heads-up-title">
      <div className={styles.popupBody}>
        <h2 id="heads-up-title" className={styles.popupTitle}>
          Heads Up!
        </h2>
        <p>
          <strong>{hostFullName}</strong> {HEADS_UP_AFTER_NAME}
        </p>
        <Button block onClick={onClose}>
          Close
        </Button>
      </div>
    </Modal>
  );
}
