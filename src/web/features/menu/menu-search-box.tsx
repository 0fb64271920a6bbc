import { useState } from 'react';
import { Form } from 'react-router';
import { ALLERGEN_LABELS, ALLERGENS, PREFERENCE_TAGS } from '../../../domain/menu/allergens.ts';
import { SearchIcon } from '../../ui/icons/icons.tsx';
import { DIETARY_LABELS } from './dietary-icons-list.tsx';
import iconStyles from './dietary-icons-list.module.css';
import styles from './menu-search-box.module.css';

/** A funnel: the filter button's mark (decorative, the text names it). */
function FilterIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path d="M4 5h16l-6 7.5V19l-4-2v-4.5z" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
    </svg>
  );
}

/**
 * Menu search (spec §5). A plain GET form, so it works before scripts load (the loader
 * searches on the server); once hydrated, typing and ticking filter at once in the browser.
 */
export function MenuSearchBox({
  term,
  dietary,
  avoid,
  onTerm,
  onDietary,
  onAvoid,
}: {
  term: string;
  dietary: readonly string[];
  avoid: readonly string[];
  onTerm: (term: string) => void;
  onDietary: (tags: string[]) => void;
  onAvoid: (allergens: string[]) => void;
}) {
  const chosen = dietary.length + avoid.length;
  const [open, setOpen] = useState(chosen > 0);
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
      {/* Issue 15 §8: the seven diet chips fold behind one button so the first product is on the first phone screen.
          A native disclosure, so it opens before scripts load too; open from the start when a filter is on. */}
      <details className={styles.disclosure} open={open} onToggle={(e) => setOpen(e.currentTarget.open)}>
        <summary className={styles.summary}>
          <FilterIcon />
          Dietary Filters{chosen ? ` (${chosen})` : ''}
        </summary>
        {/* Preferences keep products that have the property (spec §5); allergens leave out products that contain one. */}
        <fieldset className={styles.filters}>
          <legend className={styles.legend}>Dietary preferences</legend>
          {PREFERENCE_TAGS.map((tag) => (
            <label key={tag} className={styles.chip}>
              <input
                type="checkbox"
                name="diet"
                value={tag}
                checked={dietary.includes(tag)}
                onChange={(e) => onDietary(e.target.checked ? [...dietary, tag] : dietary.filter((t) => t !== tag))}
              />
              <span>
                <span className={`${iconStyles.icon} ${iconStyles[tag]}`} aria-hidden="true" />
                {DIETARY_LABELS[tag]}
              </span>
            </label>
          ))}
        </fieldset>
        <fieldset className={styles.filters}>
          <legend className={styles.legend}>Allergens</legend>
          {ALLERGENS.map((allergen) => (
            <label key={allergen} className={styles.chip}>
              <input
                type="checkbox"
                name="avoid"
                value={allergen}
                checked={avoid.includes(allergen)}
                onChange={(e) => onAvoid(e.target.checked ? [...avoid, allergen] : avoid.filter((a) => a !== allergen))}
              />
              <span>
                <span className={`${iconStyles.icon} ${iconStyles[allergen]}`} aria-hidden="true" />
                {ALLERGEN_LABELS[allergen]}
              </span>
            </label>
          ))}
        </fieldset>
      </details>
    </Form>
  );
}
