import { useId, useRef, useState } from 'react';
import { AppError } from '../../../domain/app-error.ts';
import { CSV_MAX_BYTES, type CsvImportChange } from '../../../domain/catalogue/catalogue-csv.ts';
import { Button } from '../../ui/button.tsx';
import formStyles from '../../ui/form/form.module.css';
import { CSV_EXPORT_URL, importCsv } from './catalogue-api.ts';
import styles from './catalogue.module.css';

const changesWord = (n: number) => (n === 1 ? '1 change' : `${n} changes`);

interface Props {
  revision: number;
  readOnly: boolean;
  /** A sentence for the page's one status line. */
  onStatus: (text: string) => void;
  onApplied: () => void;
}

/** Products as CSV: download it; upload an edited one, see every change, then apply them to the draft. */
export function CsvPanel({ revision, readOnly, onStatus, onApplied }: Props) {
  const fileId = useId();
  const file = useRef<HTMLInputElement>(null);
  const [checked, setChecked] = useState<{ csv: string; changes: CsvImportChange[]; ignored: string[] } | null>(null);
  const [error, setError] = useState('');

  const check = async () => {
    setChecked(null);
    const chosen = file.current?.files?.[0];
    if (!chosen) return setError('Choose a CSV file');
    if (chosen.size > CSV_MAX_BYTES) return setError('The CSV is larger than 1 MB');
    setError('');
    try {
      const csv = await chosen.text();
      const reply = await importCsv(csv, true, revision);
      setChecked({ csv, changes: reply.data.changes, ignored: reply.data.ignored_columns });
      onStatus(
        reply.data.changes.length === 0
          ? 'The CSV changes nothing in the draft.'
          : `The CSV would make ${changesWord(reply.data.changes.length)}: check below.`,
      );
    } catch (caught) {
      setError(AppError.from(caught).message);
    }
  };

  const apply = async () => {
    if (!checked) return;
    try {
      const reply = await importCsv(checked.csv, false, revision);
      setChecked(null);
      if (file.current) file.current.value = '';
      onStatus(`The CSV's ${changesWord(reply.data.changes.length)} went into the draft.`);
      onApplied();
    } catch (caught) {
      setError(AppError.from(caught).message);
    }
  };

  return (
    <section aria-labelledby="csv-title" className={styles.panel}>
      <h2 id="csv-title" className={styles.heading}>
        Products as CSV
      </h2>
      <p>
        <a href={CSV_EXPORT_URL} download="menu-products.csv">
          Download the draft&rsquo;s products and store prices (CSV)
        </a>
      </p>
      {readOnly ? null : (
        <>
          <div className={formStyles.field}>
            <label htmlFor={fileId} className={formStyles.label}>
              Edited products CSV
            </label>
            <p id={`${fileId}-hint`} className={formStyles.hint}>
              Names, descriptions, prices, calories and dietary tags go to the draft; store prices are set on each
              store&rsquo;s page.
            </p>
            <input
              ref={file}
              id={fileId}
              type="file"
              accept=".csv,text/csv"
              aria-invalid={error ? true : undefined}
              aria-describedby={`${fileId}-hint ${fileId}-error`}
              onChange={() => setChecked(null)}
            />
            <p id={`${fileId}-error`} className={formStyles.error} aria-live="polite">
              {error}
            </p>
          </div>
          <div className={styles.actions}>
            <Button type="button" variant="secondary" onClick={() => void check()}>
              Check the changes
            </Button>
          </div>
          {checked && checked.changes.length > 0 ? (
            <>
              <h3 className={styles.subheading}>What the CSV changes</h3>
              <ul className={styles.list}>
                {checked.changes.map((c) => (
                  <li key={`${c.line}-${c.field}`}>
                    Line {c.line}: {c.name}, {c.field.replace('_', ' ')} {c.from || '(blank)'} → {c.to || '(blank)'}
                  </li>
                ))}
              </ul>
              {checked.ignored.length > 0 ? (
                <p>{checked.ignored.length} store price columns are not imported.</p>
              ) : null}
              <div className={styles.actions}>
                <Button type="button" onClick={() => void apply()}>
                  Apply {changesWord(checked.changes.length)} to the draft
                </Button>
              </div>
            </>
          ) : null}
        </>
      )}
    </section>
  );
}
