import type { CardGridBlock } from '../../../domain/content.ts';
import { ContentCard } from './content-card.tsx';
import styles from './card-grid.module.css';
import section from './section.module.css';

export function CardGrid({ block }: { block: CardGridBlock }) {
  const headingId = `${block._uid}-heading`;
  return (
    <section className={section.section} aria-labelledby={block.heading ? headingId : undefined}>
      {block.heading && (
        <h2 id={headingId} className={section.heading}>
          {block.heading}
        </h2>
      )}
      <div className={styles.grid}>
        {block.cards.map((card) => (
          <ContentCard key={card._uid} block={card} headingLevel={block.heading ? 3 : 2} />
        ))}
      </div>
    </section>
  );
}
