import { useState } from 'react';
import type { CatalogueData } from '../../../domain/catalogue/catalogue-contract.ts';
import { previewPath } from '../../../domain/catalogue/preview.ts';
import { buttonClassName } from '../../ui/button.tsx';
import styles from './catalogue.module.css';

/** Opens a store's customer menu drawn from the draft (only staff see it; nothing is published). */
export function PreviewLink({ stores, first }: { stores: CatalogueData['stores']; first?: string | undefined }) {
  const [menuId, setMenuId] = useState(first ?? stores[0]?.menu_id ?? '');
  if (stores.length === 0) return null;
  return (
    <div className={styles.preview}>
      <label htmlFor="menu-preview-store">Preview the draft in</label>
      <select id="menu-preview-store" value={menuId} onChange={(e) => setMenuId(e.target.value)}>
        {stores.map((s) => (
          <option key={s.location_id} value={s.menu_id}>
            {s.name}, {s.city}
          </option>
        ))}
      </select>
      <a
        className={buttonClassName({ variant: 'secondary' })}
        href={previewPath(menuId)}
        target="_blank"
        rel="noopener"
      >
        Preview the draft<span className="visually-hidden"> (opens a new tab)</span>
      </a>
    </div>
  );
}
