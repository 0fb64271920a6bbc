import type { ContentCardBlock } from '../../../domain/content.ts';
import { ContentCard } from './content-card.tsx';
import section from './section.module.css';

/** A content card placed directly in a page body: its own section, h2 title. */
export function SingleCard({ block }: { block: ContentCardBlock }) {
  return (
    <div className={section.section}>
      <ContentCard block={block} headingLevel={2} />
    </div>
  );
}
