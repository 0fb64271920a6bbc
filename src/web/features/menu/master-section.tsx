import { memo, type ReactNode } from 'react';
import type { MenuMasterCategory, MenuProduct, MenuSubCategory } from '../../../domain/menu/menu-contract.ts';
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
        <CategorySection
          key={c.id}
          category={c}
          level={2}
          locationMenuId={locationMenuId}
          onQuickAdd={onQuickAdd}
          eagerCount={active && index === 0 ? 4 : 0}
        >
          {c.sub_categories.map((s) => (
            <CategorySection
              key={s.id}
              category={s}
              level={3}
              locationMenuId={locationMenuId}
              onQuickAdd={onQuickAdd}
            />
          ))}
        </CategorySection>
      ))}
    </div>
  );
});

/** A category (h2, its sub-categories inside as `children`) or a sub-category (h3): name, description, cards. */
function CategorySection({
  category,
  level,
  locationMenuId,
  onQuickAdd,
  eagerCount = 0,
  children,
}: {
  category: MenuSubCategory;
  level: 2 | 3;
  locationMenuId: string | null;
  onQuickAdd: (p: MenuProduct) => void;
  eagerCount?: number;
  children?: ReactNode;
}) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section
      id={`category-${category.id}`}
      aria-labelledby={`category-${category.id}-name`}
      className={level === 2 ? styles.category : styles.subCategory}
    >
      <Heading
        id={`category-${category.id}-name`}
        className={level === 2 ? styles.categoryName : styles.subCategoryName}
      >
        {category.name}
      </Heading>
      {category.description ? <p className={styles.categoryDescription}>{category.description}</p> : null}
      <ProductGrid
        products={category.products}
        locationMenuId={locationMenuId}
        onQuickAdd={onQuickAdd}
        headingLevel={level === 2 ? 3 : 4}
        eagerCount={eagerCount}
      />
      {children}
    </section>
  );
}

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
