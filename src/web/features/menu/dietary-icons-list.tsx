import { DIETARY_TAGS, parseDietaryTags, type DietaryTag } from '../../../domain/menu-model.ts';
import { DIETARY_ICONS } from '../../ui/icons/dietary-icons.tsx';
import styles from './dietary-icons-list.module.css';

const isDietaryTag = (t: string): t is DietaryTag => (DIETARY_TAGS as readonly string[]).includes(t);

/** Spec §2 "Dietary icons": one icon per tag, each named for screen readers by its title. */
export function DietaryIconsList({ lifestyle, size = 20 }: { lifestyle: string; size?: number }) {
  const tags = parseDietaryTags(lifestyle).filter(isDietaryTag);
  if (!tags.length) return null;
  return (
    <ul className={styles.list} aria-label="Dietary">
      {tags.map((tag) => {
        const Icon = DIETARY_ICONS[tag];
        return (
          <li key={tag} className={styles.item}>
            <Icon size={size} />
          </li>
        );
      })}
    </ul>
  );
}

/** Display names of the dietary filters (same words as the icons' titles). */
export const DIETARY_LABELS: Record<DietaryTag, string> = {
  dairy: 'Dairy',
  'gluten-free': 'Gluten-free',
  keto: 'Keto',
  paleo: 'Paleo',
  'plant-based': 'Plant-based',
  vegan: 'Vegan',
  vegetarian: 'Vegetarian',
};
