import { useEffect, useId, useState, useSyncExternalStore } from 'react';
import { MESSAGES, shareLink } from '../../../domain/group-order/rules.ts';
import { Button } from '../../ui/button.tsx';
import { Modal } from '../../ui/modal.tsx';
import { useGroupStore } from './group-store.ts';
import { useActiveGroup } from '../../data/group/group-hooks.ts';
import { QrCode } from './qr-code.tsx';
import styles from './group-order.module.css';

const noSubscription = () => () => undefined;

/** The share link of the current page's origin, or null on the server. */
export function useShareLink(): string | null {
  const group = useActiveGroup();
  const origin = useSyncExternalStore(
    noSubscription,
    () => window.location.origin,
    () => null,
  );
  return group && origin ? shareLink(origin, group.id) : null;
}

/** "Copy Link" with the 'Link copied to clipboard!' tooltip for 2 seconds (spec §4). */
export function CopyLinkButton({ link, variant = 'primary' }: { link: string; variant?: 'primary' | 'secondary' }) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 2000);
    return () => clearTimeout(timer);
  }, [copied]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
    } catch {
      // No clipboard permission (insecure origin): the link is on screen to copy by hand.
    }
    setCopied(true);
  };
  return (
    <div className={styles.copyRow}>
      <Button variant={variant} block onClick={() => void copy()}>
        Copy Link
      </Button>
      <span role="status" aria-live="polite" className={copied ? styles.tooltip : 'visually-hidden'}>
        {copied ? MESSAGES.linkCopied : ''}
      </span>
    </div>
  );
}

/** Popup "Start Your Group Order": QR code of the share link and Copy Link (spec §4 "Delivery flow"). */
export function SharePopup() {
  const open = useGroupStore((s) => s.popup === 'share');
  const show = useGroupStore((s) => s.show);
  const link = useShareLink();
  const headingId = useId();
  return (
    <Modal open={open && link !== null} onClose={() => show('none')} labelledBy={headingId}>
      <div className={styles.body}>
        <h2 id={headingId} className={styles.title}>
          Start Your Group Order
        </h2>
        <p className={styles.text}>
          Share this link or QR code with your group. Everyone adds their own items before the deadline.
        </p>
        {link ? (
          <>
            <QrCode value={link} label="QR code of the group order link" />
            <p className={styles.link}>{link}</p>
            <CopyLinkButton link={link} />
          </>
        ) : null}
        <Button variant="secondary" block onClick={() => show('none')}>
          Continue to Menu
        </Button>
      </div>
    </Modal>
  );
}
