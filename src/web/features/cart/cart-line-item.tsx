import { Link } from 'react-router';
import type { CartProduct } from '../../../domain/cart/cart-contract.ts';
import { formatCents } from '../../../domain/menu/menu-format.ts';
import { EditIcon } from '../../ui/icons/icons.tsx';
import { QuantityCounter } from '../../ui/quantity-counter.tsx';
import { BagThumbnail } from './bag-thumbnail.tsx';
import styles from './cart.module.css';

/**
 * One bag line (spec §2 Cart side panel): image, quantity and name, price, choices, Made For,
 * Instructions, a counter, edit and delete. Edit opens the product page on this line
 * (/menu/{mid}/product/{pid}?edit={product_id}&position={index}).
 */
export function CartLineItem({
  product,
  position,
  menuId,
  busy,
  problem,
  onQuantity,
  onRemove,
  onNavigate,
}: {
  product: CartProduct;
  position: number;
  menuId: string;
  busy: boolean;
  problem: string | null;
  onQuantity: (quantity: number) => void;
  onRemove: () => void;
  onNavigate: () => void;
}) {
  const editHref = `/menu/${encodeURIComponent(menuId)}/product/${encodeURIComponent(product.pdp_id)}?edit=${encodeURIComponent(product.product_id)}&position=${position}`;
  return (
    <li className={styles.line} data-testid="cart-line">
      {product.image ? (
        <BagThumbnail className={styles.lineImage} src={product.image} widths={product.image_srcset} size={[72, 54]} />
      ) : (
        <span className={styles.lineImage} />
      )}
      <div className={styles.lineBody}>
        <p className={styles.lineTitle}>
          <span className={styles.lineQty}>{product.quantity} ×</span> <span>{product.name}</span>
        </p>
        <p className={styles.linePrice}>{formatCents(product.cost.total)}</p>
        {product.choices.length ? (
          <p className={styles.lineMeta}>
            {product.choices.map((c) => (c.quantity > 1 ? `${c.quantity} × ${c.name}` : c.name)).join(', ')}
          </p>
        ) : null}
        {product.recipient ? <p className={styles.lineMeta}>Made For: {product.recipient}</p> : null}
        {product.instructions ? <p className={styles.lineMeta}>Instructions: {product.instructions}</p> : null}
        {problem ? (
          <p className={styles.lineProblem} role="status">
            {problem}
          </p>
        ) : null}
        <div className={styles.lineActions}>
          <QuantityCounter
            quantity={product.quantity}
            limits={product.quantities}
            onChange={onQuantity}
            onRemove={onRemove}
            itemName={product.name}
            disabled={busy}
            compact
          />
          {product.hide_customize ? null : (
            <Link to={editHref} className={styles.iconLink} onClick={onNavigate} aria-label={`Edit ${product.name}`}>
              <EditIcon size={18} />
            </Link>
          )}
          {/* A word, not a second bin: at its minimum the counter's minus already shows one. */}
          <button type="button" className={styles.lineTextAction} onClick={onRemove} disabled={busy}>
            Delete<span className="visually-hidden"> {product.name}</span>
          </button>
        </div>
      </div>
    </li>
  );
}
