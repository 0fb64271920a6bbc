import type { RichTextBlock } from '../../../domain/content.ts';
import { MarkdownHtml } from './markdown-html.tsx';
import styles from './rich-text.module.css';
import section from './section.module.css';

export function RichText({ block }: { block: RichTextBlock }) {
  return (
    <div className={section.section}>
      <MarkdownHtml uid={block._uid} className={styles.prose} />
    </div>
  );
}
