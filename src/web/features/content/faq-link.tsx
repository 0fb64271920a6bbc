import type { FaqLinkBlock } from '../../../domain/content.ts';
import { ContentLinkButton } from './content-link.tsx';
import styles from './faq-link.module.css';
import section from './section.module.css';

/** A band pointing to the FAQ (spec §1 "FAQ link"). */
export function FaqLink({ block }: { block: FaqLinkBlock }) {
  const headingId = `${block._uid}-heading`;
  return (
    <section className={`${section.section} ${styles.band}`} aria-labelledby={headingId}>
      <div>
        <h2 id={headingId} className={styles.heading}>
          {block.heading}
        </h2>
        {block.text && <p className={styles.text}>{block.text}</p>}
      </div>
      <ContentLinkButton link={block.link} tone="solid" />
    </section>
  );
}
