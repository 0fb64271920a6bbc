import type { CardGridBlock } from '../../../domain/content.ts';
import { ContentCard } from './content-card.tsx';
import styles from './card-grid.module.css';
import { BlockSection } from './block-section.tsx';

export function CardGrid({ block }: { block: CardGridBlock }) {
  return (
    <BlockSection uid={block._uid} heading={block.heading}>
      <div className={styles.grid}>
        {block.cards.map((card) => (
          <ContentCard key={card._uid} block={card} headingLevel={block.heading ? 3 : 2} />
        ))}
      </div>
    </BlockSection>
  );
}
