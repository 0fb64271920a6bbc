import type { ComponentType } from 'react';
import { titleMeta } from '../layouts/page-meta.ts';
import { DIETARY_ICONS, ALLERGEN_ICONS } from '../ui/icons/dietary-icons.tsx';
import * as InterfaceIcons from '../ui/icons/interface-icons.ts';
import type { IconProps } from '../ui/icons/svg-icon.tsx';
import type { Route } from './+types/icons';
import styles from './style-reference.module.css';

/** /icons (spec §2 route table): every icon the app uses, with its name. */
export function meta({ matches }: Route.MetaArgs) {
  return titleMeta('Icons', matches);
}

/** Brand names that are one word although written in camel case. */
const ONE_WORD: Record<string, string> = { TikTokIcon: 'tiktok', YouTubeIcon: 'youtube' };

/** "ChevronDownIcon" → "chevron down". */
function iconName(exportName: string): string {
  return (
    ONE_WORD[exportName] ??
    exportName
      .replace(/Icon$/, '')
      .replace(/([a-z])([A-Z])/g, '$1 $2')
      .toLowerCase()
  );
}

const INTERFACE_ICONS = Object.entries(InterfaceIcons as Record<string, ComponentType<IconProps>>).map(
  ([name, Icon]) => ({
    name: iconName(name),
    Icon,
  }),
);

const DIETARY = Object.entries(DIETARY_ICONS).map(([name, Icon]) => ({ name, Icon }));
const ALLERGENS = Object.entries(ALLERGEN_ICONS).map(([name, Icon]) => ({ name, Icon }));

function IconGrid({
  icons,
  dietary = false,
}: {
  icons: { name: string; Icon: ComponentType<IconProps> }[];
  dietary?: boolean;
}) {
  return (
    <ul className={styles.iconGrid}>
      {icons.map(({ name, Icon }) => (
        <li key={name} className={styles.iconCell}>
          {/* Dietary icons carry their own accessible title; interface icons are decorative here and named by the caption. */}
          <span className={`${styles.iconSwatch} ${dietary ? styles.dietary : ''}`}>
            <Icon size={32} />
          </span>
          <span className={styles.iconName}>{name}</span>
        </li>
      ))}
    </ul>
  );
}

export default function IconsPage() {
  return (
    <div className={styles.page}>
      <p className={styles.eyebrow}>Style reference</p>
      <h1>Icons</h1>
      <p className={styles.lede}>
        Every icon is an inline SVG drawn in the current text color, so it always matches the contrast of its control.
        Icons inside buttons are decorative and the button carries the label; dietary icons announce their own names.
      </p>
      <section aria-labelledby="interface-icons">
        <h2 id="interface-icons">Interface ({INTERFACE_ICONS.length})</h2>
        <IconGrid icons={INTERFACE_ICONS} />
      </section>
      <section aria-labelledby="dietary-icons">
        <h2 id="dietary-icons">Dietary ({DIETARY.length})</h2>
        <IconGrid icons={DIETARY} dietary />
      </section>
      <section aria-labelledby="allergen-icons">
        <h2 id="allergen-icons">Allergens ({ALLERGENS.length})</h2>
        <IconGrid icons={ALLERGENS} dietary />
      </section>
    </div>
  );
}
