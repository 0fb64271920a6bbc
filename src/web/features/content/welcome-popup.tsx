import { useEffect, useId, useState } from 'react';
import type { WelcomePopupBlock } from '../../../domain/content.ts';
import { Modal } from '../../ui/modal.tsx';
import { ContentLinkButton } from './content-link.tsx';
import styles from './welcome-popup.module.css';

/** sessionStorage key: once dismissed, the popup stays closed for this browser session. */
export const WELCOME_DISMISSED_KEY = 'welcome_popup_dismissed';

/**
 * Spec §2 "Layouts": the optional welcome popup (image, heading, text, button, close), shown
 * when the site configuration has one and its flag is set — the loader passes `block` only then.
 * It opens after hydration (sessionStorage is browser-only), so the server never renders it.
 */
export function WelcomePopup({ block }: { block: WelcomePopupBlock | null }) {
  const [open, setOpen] = useState(false);
  const headingId = useId();

  useEffect(() => {
    if (!block) return;
    // Browser APIs are only available after mount, so the first decision has to be made here.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (!readDismissed()) setOpen(true);
  }, [block]);

  if (!block) return null;
  const dismiss = () => {
    rememberDismissed();
    setOpen(false);
  };
  return (
    <Modal open={open} onClose={dismiss} labelledBy={headingId} className={styles.popup}>
      <img className={styles.image} src={block.image.filename} alt={block.image.alt} width={560} height={280} />
      <div className={styles.body}>
        <h2 id={headingId} className={styles.heading}>
          {block.heading}
        </h2>
        <p className={styles.text}>{block.text}</p>
        {/* Following the button also counts as dismissing it. */}
        <ContentLinkButton link={block.button} onClick={dismiss} />
      </div>
    </Modal>
  );
}

function readDismissed(): boolean {
  try {
    return window.sessionStorage.getItem(WELCOME_DISMISSED_KEY) === '1';
  } catch {
    return false; // storage blocked: show it, closing still works for this page view
  }
}

function rememberDismissed(): void {
  try {
    window.sessionStorage.setItem(WELCOME_DISMISSED_KEY, '1');
  } catch {
    // storage blocked: nothing to remember
  }
}
