import type { ReactNode } from 'react';
import styles from './staff-pages.module.css';

/**
 * A /staff table (team, audit log): a caption for assistive tech, one header row of columns, the
 * rows; scrolls sideways in its frame, and each row reads as a card on a phone (staff-pages.module.css).
 */
export function StaffTable({
  caption,
  columns,
  children,
}: {
  caption: string;
  columns: string[];
  children: ReactNode;
}) {
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
