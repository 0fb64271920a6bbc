import type { MenuMasterCategory, MenuProduct } from '../../../domain/menu/menu-contract.ts';
import { formatCents, productHref } from '../../../domain/menu/menu-format.ts';
import { menuImageOf } from './product-image.tsx';
import styles from './menu-view.module.css';

/**
 * A hidden master category's products as plain cards in the server's HTML: picture,
 * name (linked to its product page), description and price, without the card's classes, icons and
 * buttons — readable by search engines and without scripts, at a fraction of a card's bytes.
 * Each product is its list item, headed by its linked name; sections are grouped by their heading,
 * not named again with an aria-label. Only hidden panels use it: a visitor without scripts
 * opens a tab through its link (a category route renders that panel's cards), and in the browser
 * a panel shows its cards from the full menu once it is chosen.
 */
export function MenuPanelIndex({
  master,
  locationMenuId,
}: {
  master: MenuMasterCategory;
  locationMenuId: string | null;
}) {
  const list = (products: MenuProduct[], Heading: 'h3' | 'h4') =>
    products.length ? (
      <ul>
        {products.map((p) => {
          const image = menuImageOf(p.images);
          return (
            <li key={p.product_id}>
              {/* No width/height: a hidden panel is never laid out (a chosen one shows the cards). */}
              {image ? <img src={image.url} alt={image.alt} loading="lazy" /> : null}
              <Heading>
                <a href={productHref(p, locationMenuId)}>{p.name}</a>
              </Heading>
              <p>{p.description}</p>
              <p>
                {formatCents(p.cost)}
                {p.available ? '' : ' Sold out'}
              </p>
            </li>
          );
        })}
      </ul>
    ) : null;
  return (
    <div className={styles.master}>
      {master.categories.map((c) => (
        <section key={c.id} className={styles.category}>
          <h2 className={styles.categoryName}>{c.name}</h2>
          {list(c.products, 'h3')}
          {c.sub_categories.map((s) => (
            <section key={s.id}>
              <h3 className={styles.subCategoryName}>{s.name}</h3>
              {list(s.products, 'h4')}
            </section>
          ))}
        </section>
      ))}
    </div>
  );
}
