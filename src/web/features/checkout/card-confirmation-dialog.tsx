import { Modal } from '../../ui/modal.tsx';
import { Button } from '../../ui/button.tsx';
import styles from './checkout.module.css';

/**
 * The extra confirmation some cards need (like 3-D Secure): the bank's question
 * in a dialog. Approving places the order with the same request; cancelling (or Escape) leaves
 * the cart as it was and explains why at the card field.
 */
export function CardConfirmationDialog({
  message,
  onAnswer,
}: {
  message: string | null;
  onAnswer: (approve: boolean) => void;
}) {
  return (
    <Modal
      open={message !== null}
      onClose={() => onAnswer(false)}
      labelledBy="card-confirm-title"
      closeLabel="Cancel card confirmation"
    >
      <div className={styles.popupBody}>
        <h2 id="card-confirm-title" className={styles.popupTitle}>
          Confirm Your Card
        </h2>
        <p>{message}</p>
        <Button block onClick={() => onAnswer(true)}>
          Approve Payment
        </Button>
        <Button block variant="secondary" onClick={() => onAnswer(false)}>
          Cancel
        </Button>
      </div>
    </Modal>
  );
}
