import { LIFESTYLE_TAGS } from '../../../domain/menu/allergens.ts';
import { parseDietaryTags, type DietaryTag } from '../../../domain/menu/dietary-tags.ts';
import styles from './dietary-icons-list.module.css';

type LifestyleTag = (typeof LIFESTYLE_TAGS)[number];
const isLifestyleTag = (t: string): t is LifestyleTag => (LIFESTYLE_TAGS as readonly string[]).includes(t);

/** Display names of the dietary filters and icons (the icons' accessible names). */
export const DIETARY_LABELS: Record<DietaryTag, string> = {
  dairy: 'Dairy',
  'gluten-free': 'Gluten-free',
  keto: 'Keto',
  paleo: 'Paleo',
  'plant-based': 'Plant-based',
  vegan: 'Vegan',
  vegetarian: 'Vegetarian',
};

/** The product tags shown with an icon: the spec's seven and the allergens beyond them ("contains"). */
const TAG_LABELS: Record<LifestyleTag, string> = { ...DIETARY_LABELS, egg: 'Egg', nuts: 'Nuts' };

/**
 * Spec §2 "Dietary icons": one icon per tag, with its name written beside it (an icon
 * alone is a puzzle; the visible word is also its accessible name). Each is one element, the
 * tag's drawing (public/images/dietary, the same paths as ui/icons/dietary-icons.tsx) used as a
 * CSS mask over the text colour: the menu page shows hundreds of them, and inline SVGs with their
 * own title and id would swell its HTML and element count.
 * The drawing is the item's `::before` and the name its own text: one element per tag, no empty
 * `aria-hidden` span beside a label span.
 */
export function DietaryIconsList({ lifestyle, size = 20 }: { lifestyle: string; size?: 20 | 22 }) {
  const tags = parseDietaryTags(lifestyle).filter(isLifestyleTag);
  if (!tags.length) return null;
  return (
    <ul className={styles.list} aria-label="Dietary">
      {tags.map((tag) => (
        <li
          key={tag}
          className={size === 22 ? `${styles.item} ${styles[tag]} ${styles.large}` : `${styles.item} ${styles[tag]}`}
        >
          {TAG_LABELS[tag]}
        </li>
      ))}
    </ul>
  );
}
