import { memo } from 'react';
import type { MenuMasterCategory, MenuProduct } from '../../../domain/menu/menu-contract.ts';
import { ProductCard } from './product-card.tsx';
import styles from './menu-view.module.css';

/** One master category's categories (the menu page's panels, menu-view.tsx). Inactive panels stay in the HTML (hidden) so every product is indexed. */
export const MasterSection = memo(function MasterSection({
  master,
  active,
  locationMenuId,
  onQuickAdd,
}: {
  master: MenuMasterCategory;
  active: boolean;
  locationMenuId: string | null;
  onQuickAdd: (p: MenuProduct) => void;
}) {
  return (
    <div className={styles.master}>
      {master.categories.length > 1 ? (
        <nav aria-label={`${master.name} categories`} className={styles.jump}>
          <ul className={styles.jumpList}>
            {master.categories.map((c) => (
              <li key={c.id}>
                <a href={`#category-${c.id}`} className={styles.jumpLink}>
                  {c.name}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {master.categories.map((c, index) => (
        <section
          key={c.id}
          id={`category-${c.id}`}
          aria-labelledby={`category-${c.id}-name`}
          className={styles.category}
        >
          <h2 id={`category-${c.id}-name`} className={styles.categoryName}>
            {c.name}
          </h2>
          {c.description ? <p className={styles.categoryDescription}>{c.description}</p> : null}
          <ProductGrid
            products={c.products}
            locationMenuId={locationMenuId}
            onQuickAdd={onQuickAdd}
            eagerCount={active && index === 0 ? 4 : 0}
          />
          {c.sub_categories.map((s) => (
            <section
              key={s.id}
              id={`category-${s.id}`}
              aria-labelledby={`category-${s.id}-name`}
              className={styles.subCategory}
            >
              <h3 id={`category-${s.id}-name`} className={styles.subCategoryName}>
                {s.name}
              </h3>
              {s.description ? <p className={styles.categoryDescription}>{s.description}</p> : null}
              <ProductGrid
                products={s.products}
                locationMenuId={locationMenuId}
                onQuickAdd={onQuickAdd}
                headingLevel={4}
              />
            </section>
          ))}
        </section>
      ))}
    </div>
  );
});

export function ProductGrid({
  products,
  locationMenuId,
  onQuickAdd,
  headingLevel = 3,
  eagerCount = 0,
}: {
  products: MenuProduct[];
  locationMenuId: string | null;
  onQuickAdd: (p: MenuProduct) => void;
  headingLevel?: 3 | 4;
  eagerCount?: number;
}) {
  if (!products.length) return null;
  return (
    <ul className={styles.grid}>
      {products.map((p, i) => (
        <li key={p.product_id} className={styles.gridItem}>
          <ProductCard
            product={p}
            locationMenuId={locationMenuId}
            onQuickAdd={onQuickAdd}
            headingLevel={headingLevel}
            eager={i < eagerCount}
            priority={i === 0 && eagerCount > 0}
          />
        </li>
      ))}
    </ul>
  );
}
