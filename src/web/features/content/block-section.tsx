import type { ReactNode } from 'react';
import section from './section.module.css';

/**
 * A content block's <section>, named by its heading when it has one (card grid, executive team,
 * stories list), with the block's intro under the heading.
 */
export function BlockSection({
  uid,
  heading,
  intro,
  children,
}: {
  uid: string;
  heading?: string | undefined;
  intro?: string | undefined;
  children: ReactNode;
}) {
  const headingId = `${uid}-heading`;
  return (
    <section className={section.section} aria-labelledby={heading ? headingId : undefined}>
      {heading && (
        <h2 id={headingId} className={section.heading}>
          {heading}
        </h2>
      )}
      {intro && <p className={section.intro}>{intro}</p>}
      {children}
    </section>
  );
}
