import { useEffect, useRef } from 'react';
import { Button } from '../../ui/button.tsx';
import styles from './delivery-panel.module.css';

/**
 * The delivery address is served by another store than the one the order started at: the
 * customer reads which store delivers and that its menu and prices may differ, then goes on or
 * changes the address. Nothing moves until they choose. Focus moves to the question.
 */
export function DeliveryOtherStore({
  notice,
  deliverFrom,
  onConfirm,
  onChangeAddress,
}: {
  notice: { heading: string; lines: string[] };
  deliverFrom: string;
  onConfirm: () => void;
  onChangeAddress: () => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className={styles.none}>
      <h3 ref={heading} tabIndex={-1} className={styles.noneHeading}>
        {notice.heading}
      </h3>
      {notice.lines.map((line) => (
        <p key={line}>{line}</p>
      ))}
      <div className={styles.actions}>
        <Button variant="primary" onClick={onConfirm}>
          Deliver From {deliverFrom}
        </Button>
        <Button variant="secondary" onClick={onChangeAddress}>
          Change Delivery Address
        </Button>
      </div>
    </div>
  );
}
