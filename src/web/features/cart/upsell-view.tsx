import { useState } from 'react';
import type { UpsellItem } from '../../../domain/cart/cart-contract.ts';
import { UPSELL_DEFAULT_BUTTON, cutDescription } from '../../../domain/cart/upsell-hash.ts';
import { formatCents } from '../../../domain/menu/menu-format.ts';
import { Button } from '../../ui/button.tsx';
import { CheckIcon, PlusIcon } from '../../ui/icons/icons.tsx';
import { QuantityCounter } from '../../ui/quantity-counter.tsx';
import { BagThumbnail } from './bag-thumbnail.tsx';
import styles from './cart.module.css';
import upsellStyles from './upsell-view.module.css';

/**
 * Spec §2 Upsell view, "May We Suggest": up to 4 cards (image, name, price, counter, add); the
 * description is cut at 50 characters; the bottom button reads "No, Thanks", or "Continue"
 * once a quick add has happened. Both go on to checkout. Declining is the quiet (outlined)
 * choice; once something was added, Continue is the filled one. An added card says so.
 */
export function UpsellView({
  upsells,
  busy,
  onAdd,
  onDone,
}: {
  upsells: UpsellItem[];
  busy: boolean;
  onAdd: (item: UpsellItem, quantity: number) => Promise<boolean>;
  onDone: () => void;
}) {
  const [added, setAdded] = useState(false);
  return (
    <div className={upsellStyles.upsells}>
      <ul className={upsellStyles.upsellList}>
        {upsells.slice(0, 4).map((item) => (
          <UpsellCard
            key={item.id}
            item={item}
            busy={busy}
            onAdd={async (q) => {
              const ok = await onAdd(item, q);
              setAdded(ok || added);
              return ok;
            }}
          />
        ))}
      </ul>
      <div className={styles.mainAction}>
        <Button block size="lg" variant={added ? 'primary' : 'secondary'} onClick={onDone}>
          {added ? 'Continue' : UPSELL_DEFAULT_BUTTON}
        </Button>
      </div>
    </div>
  );
}

function UpsellCard({
  item,
  busy,
  onAdd,
}: {
  item: UpsellItem;
  busy: boolean;
  onAdd: (quantity: number) => Promise<boolean>;
}) {
  // Spec §5: upsell quantity defaults to min 1.
  const [quantity, setQuantity] = useState(Math.max(1, item.quantities.min));
  const [inBag, setInBag] = useState(0);
  return (
    <li className={upsellStyles.upsellCard} data-testid="upsell-card">
      {item.image ? (
        <BagThumbnail
          className={upsellStyles.upsellImage}
          src={item.image}
          widths={item.image_srcset}
          size={[96, 72]}
        />
      ) : null}
      <div className={upsellStyles.upsellBody}>
        <p className={upsellStyles.upsellName}>{item.name}</p>
        <p className={styles.lineMeta}>{cutDescription(item.description)}</p>
        <p className={styles.linePrice}>{formatCents(item.cost)}</p>
        <div className={styles.lineActions}>
          <QuantityCounter
            quantity={quantity}
            limits={{ ...item.quantities, min: Math.max(1, item.quantities.min) }}
            onChange={setQuantity}
            itemName={item.name}
            disabled={busy}
            compact
          />
          <button
            type="button"
            className={upsellStyles.addButton}
            onClick={() => void onAdd(quantity).then((ok) => ok && setInBag((n) => n + quantity))}
            disabled={busy}
            aria-label={inBag ? `Add another ${item.name}` : `Add ${item.name}`}
          >
            {inBag ? (
              <>
                <CheckIcon size={18} /> Added
              </>
            ) : (
              <>
                <PlusIcon size={18} /> Add
              </>
            )}
          </button>
          <span role="status" className="visually-hidden">
            {inBag ? `${inBag} × ${item.name} added to your bag` : ''}
          </span>
        </div>
      </div>
    </li>
  );
}
