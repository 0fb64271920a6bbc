import { useId } from 'react';
import type { ExecutivePopupBlock } from '../../../domain/content.ts';
import { useAppStore } from '../../state/store.ts';
import { Modal } from '../../ui/modal.tsx';
import { useContentExtras } from './content-extras.ts';
import styles from './executive-popup.module.css';
import prose from './rich-text.module.css';

/** The CMS `class` field is free text; only these values change the look. */
const knownClasses: Record<string, string | undefined> = { dark: styles.dark, wide: styles.wide };

/**
 * Spec §2 "Executive team popup": an image (unless a background image is used), heading, title
 * and markdown body; two "Back to all" buttons and an X close it. The background image is an
 * <img> laid behind the text (the CSP forbids inline style attributes).
 */
export function ExecutivePopup({ members, onClose }: { members: ExecutivePopupBlock[]; onClose: () => void }) {
  const show = useAppStore((s) => s.brand.showExecutiveTeamPopup);
  const blok = useAppStore((s) => s.brand.executiveTeamPopupBlok);
  const { html } = useContentExtras();
  const headingId = useId();
  if (!show || !blok) return null;

  // The store holds the spec's blok (markdown body); its sanitised HTML was made by the loader.
  const member = members.find((m) => m.heading === blok.heading && m.title === blok.title);
  const bodyHtml = member ? html[member._uid] : undefined;
  const variant = blok.class ? knownClasses[blok.class] : undefined;
  const className = [styles.popup, blok.bg_image ? styles.withBackground : '', variant].filter(Boolean).join(' ');

  return (
    <Modal open onClose={onClose} labelledBy={headingId} className={className}>
      {blok.bg_image && <img className={styles.background} src={blok.bg_image} alt="" />}
      <div className={styles.inner}>
        <button type="button" className={styles.back} onClick={onClose}>
          <span aria-hidden="true">←</span> Back to all
        </button>
        <div className={styles.header}>
          {!blok.bg_image && blok.image && <img className={styles.portrait} src={blok.image.filename} alt={blok.image.alt} width={160} height={160} />}
          <div>
            <h2 id={headingId} className={styles.heading}>
              {blok.heading}
            </h2>
            <p className={styles.title}>{blok.title}</p>
          </div>
        </div>
        {bodyHtml ? (
          <div className={`${prose.prose} ${styles.body}`} dangerouslySetInnerHTML={{ __html: bodyHtml }} />
        ) : (
          // No server-rendered HTML for this blok: show the text as plain paragraphs (React escapes it).
          <div className={`${prose.prose} ${styles.body}`}>
            {blok.body.split(/\n{2,}/).map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        )}
        <button type="button" className={styles.back} onClick={onClose}>
          <span aria-hidden="true">←</span> Back to all
        </button>
      </div>
    </Modal>
  );
}
