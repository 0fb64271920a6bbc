import { useId } from 'react';
import { Button } from '../../ui/button.tsx';
import { Modal } from '../../ui/modal.tsx';
import styles from './location-prompt.module.css';

/**
 * Browsing needs no location, adding does (spec §2 "/menu: Menu with no location"): menus and
 * prices belong to a location, so the guest picks one first on /locations.
 */
export function LocationPrompt({
  open,
  onClose,
  productName,
}: {
  open: boolean;
  onClose: () => void;
  productName?: string | undefined;
}) {
  const headingId = useId();
  return (
    <Modal open={open} onClose={onClose} labelledBy={headingId} className={styles.dialog}>
      <div className={styles.body}>
        <h2 id={headingId} className={styles.heading}>
          Choose a Location
        </h2>
        <p className={styles.text}>
          {productName ? `To add ${productName} to your bag, choose` : 'Choose'} the bakery-cafe you are ordering from.
          Menus and prices can vary by location.
        </p>
        <div className={styles.actions}>
          <Button to="/locations" size="lg">
            Find a Location
          </Button>
          <Button variant="secondary" onClick={onClose}>
            Keep Browsing
          </Button>
        </div>
      </div>
    </Modal>
  );
}
