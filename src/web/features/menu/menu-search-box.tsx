import { Form } from 'react-router';
import { DIETARY_TAGS } from '../../../domain/menu/dietary-tags.ts';
import { SearchIcon } from '../../ui/icons/icons.tsx';
import { DIETARY_LABELS } from './dietary-icons-list.tsx';
import styles from './menu-search-box.module.css';

/**
 * Menu search (spec §5). A plain GET form, so it works before scripts load (the loader
 * searches on the server); once hydrated, typing and ticking filter at once in the browser.
 */
export function MenuSearchBox({
  term,
  dietary,
  onTerm,
  onDietary,
}: {
  term: string;
  dietary: readonly string[];
  onTerm: (term: string) => void;
  onDietary: (tags: string[]) => void;
}) {
  return (
    <Form method="get" role="search" className={styles.form} aria-label="Search the menu" preventScrollReset>
      <div className={styles.field}>
        <label htmlFor="menu-search" className="visually-hidden">
          Search the menu
        </label>
        <SearchIcon size={20} className={styles.icon} />
        <input
          id="menu-search"
          name="q"
          type="search"
          className={styles.input}
          placeholder="Search the menu"
          autoComplete="off"
          value={term}
          onChange={(e) => onTerm(e.target.value)}
        />
        <button type="submit" className={styles.submit}>
          Search
        </button>
      </div>
      <fieldset className={styles.filters}>
        <legend className={styles.legend}>Dietary preferences</legend>
        {DIETARY_TAGS.map((tag) => (
          <label key={tag} className={styles.chip}>
            <input
              type="checkbox"
              name="diet"
              value={tag}
              checked={dietary.includes(tag)}
              onChange={(e) => onDietary(e.target.checked ? [...dietary, tag] : dietary.filter((t) => t !== tag))}
            />
            <span>{DIETARY_LABELS[tag]}</span>
          </label>
        ))}
      </fieldset>
    </Form>
  );
}
