import { Link } from 'react-router';
import { memo } from 'react';
import type { MenuProduct } from '../../../domain/menu/menu-contract.ts';
import { formatCalories, formatCents, productHref } from '../../../domain/menu/menu-format.ts';
import { DietaryIconsList } from './dietary-icons-list.tsx';
import { ProductImage, menuImageOf } from './product-image.tsx';
import styles from './product-card.module.css';

/**
 * A menu card: image, name, price, calories, dietary icons, and Quick Add where flagged.
 * Memoised: the menu page re-renders right after hydration (hydrated flag, stored location), and
 * its many cards need not re-render with it.
 */
export const ProductCard = memo(function ProductCard({
  product,
  locationMenuId,
  onQuickAdd,
  headingLevel = 3,
  eager = false,
  priority = false,
}: {
  product: MenuProduct;
  locationMenuId: string | null;
  onQuickAdd: (product: MenuProduct) => void;
  headingLevel?: 3 | 4;
  /** The first cards load at once (they are the page's largest paint); the rest lazily. */
  eager?: boolean;
  /** The first card's picture: the menu page's largest paint on a phone, fetched first. */
  priority?: boolean;
}) {
  const href = productHref(product, locationMenuId);
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  const image = menuImageOf(product.images);
  const calories = formatCalories(product.nutrition.calories);
  return (
    <article className={product.available ? styles.card : `${styles.card} ${styles.soldOutCard}`}>
      {image ? (
        <ProductImage
          className={styles.image}
          image={image}
          sizes="(max-width: 600px) 116px, 320px"
          fallbackSize={[320, 240]}
          eager={eager}
          priority={priority}
        />
      ) : null}
      <div className={styles.body}>
        <Heading className={styles.name}>
          {/* The whole card is clickable through this link's stretched hit area. */}
          <Link to={href} className={styles.link} prefetch="intent">
            {product.name}
          </Link>
        </Heading>
        <p className={styles.description}>{product.description}</p>
        <div className={styles.facts}>
          <span className={styles.price}>{formatCents(product.cost)}</span>
          {/* 86'd at this location: shown, not offered for Quick Add. */}
          {product.available ? null : <span className={styles.soldOut}>Sold out</span>}
          {calories ? <span className={styles.calories}>{calories}</span> : null}
        </div>
        <div className={styles.footer}>
          <DietaryIconsList lifestyle={product.nutrition_lifestyle} />
          {product.meta.quick_add && product.available ? (
            <button type="button" className={styles.quickAdd} onClick={() => onQuickAdd(product)}>
              Quick Add<span className="visually-hidden"> {product.name}</span>
            </button>
          ) : null}
        </div>
      </div>
    </article>
  );
});
