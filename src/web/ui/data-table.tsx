import type { ReactNode } from 'react';
import styles from './data-table.module.css';

export interface Column<Row> {
  label: string;
  cell: (row: Row) => ReactNode;
  /** Money and counts: right-aligned digits of one width, so columns add up by eye. */
  numeric?: boolean;
}

/** A captioned table of rows (a report's breakdown, search results) whose rows read as cards on a phone. */
export function DataTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
}: {
  caption: string;
  columns: Column<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string;
}) {
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <caption className={styles.caption}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c.label} scope="col" className={c.numeric ? styles.numeric : undefined}>
                {c.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((c) => (
                <td key={c.label} data-label={c.label} className={c.numeric ? styles.numeric : undefined}>
                  {c.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A second, muted line inside a cell. */
export const SubLine = ({ children }: { children: ReactNode }) => <span className={styles.sub}>{children}</span>;
