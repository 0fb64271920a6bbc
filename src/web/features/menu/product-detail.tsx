import { useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { groupThousands } from '../../../domain/us-english-format.ts';
import { INSTRUCTIONS_MAX_LENGTH, RECIPIENT_MAX_LENGTH } from '../../../domain/menu/cart-line-limits.ts';
import type { Menu, MenuProduct } from '../../../domain/menu/menu-contract.ts';
import { formatCalories, formatCents } from '../../../domain/menu/menu-format.ts';
import { quantityLimits } from '../../../domain/menu/quantity.ts';
import { focusAddedAlert } from '../../state/added-alert.ts';
import { useAppStore } from '../../state/store.ts';
import { ChevronLeftIcon } from '../../ui/icons/icons.tsx';
import { QuantityCounter } from '../../ui/quantity-counter.tsx';
import { addLineToCart, removeLineFromCart } from './cart-seam.ts';
import { DietaryIconsList } from './dietary-icons-list.tsx';
import { DailyLimitNote } from './lazy-daily-limit-note.tsx';
import { LocationPrompt } from './lazy-location-prompt.tsx';
import { OptionGroupFieldset } from './option-group-fieldset.tsx';
import { useProductConfig } from './use-product-config.ts';
import formStyles from '../../ui/form/form.module.css';
import styles from './product-detail.module.css';
import { ProductImage, menuImageOf } from './product-image.tsx';

export interface ProductDetailProps {
  product: MenuProduct;
  base: Pick<Menu, 'menu_id' | 'time_zone' | 'dayparts'>;
  locationMenuId: string | null;
  backHref: string;
  edit: { productId: string; position: number } | null;
}

/**
 * The product page (spec §2 "Customize It"): image, description, live calories and price,
 * option groups with their rules, quantity, Made For, Special Instructions, and the add button
 * that says why it is disabled. The line goes through the cart seam (cart-seam.ts).
 */
export function ProductDetail({ product, base, locationMenuId, backHref, edit }: ProductDetailProps) {
  const config = useProductConfig(product, base, edit);
  const navigate = useNavigate();
  const openCart = useAppStore((st) => st.root.openCart);
  const [prompt, setPrompt] = useState(false);
  const limits = quantityLimits(product.quantities);
  const image = menuImageOf(product.images);
  const reason = config.problems[0]?.message ?? null;
  const otherProblems = config.problems.filter((p) => !p.group_id);
  const calories =
    config.calories === null ? formatCalories(product.nutrition.calories) : `${groupThousands(config.calories)} Cal`;
  const price = formatCents(config.totalCents);

  const onAdd = async () => {
    const line = await config.clientLine();
    if (!line) return;
    const outcome = await addLineToCart(line, locationMenuId, config.editing && edit ? edit.position : null);
    if (outcome.kind === 'needs-location') return setPrompt(true);
    if (outcome.kind === 'failed') return;
    // After Add to Bag: back to the menu, where the added-to-cart alert (raised by the seam) shows
    // what happened and takes the focus with View Bag. An edit came from the bag: back into the bag.
    await navigate(backHref);
    if (config.editing && edit) openCart();
    else focusAddedAlert();
  };

  return (
    <div className={styles.page}>
      <Link to={backHref} className={styles.back}>
        <ChevronLeftIcon size={18} /> Back to Menu
      </Link>
      <div className={styles.layout}>
        <div className={styles.media}>
          {image ? (
            <ProductImage
              className={styles.image}
              image={image}
              sizes="(max-width: 720px) 100vw, 560px"
              fallbackSize={[640, 480]}
              priority
            />
          ) : null}
        </div>
        <div className={styles.content}>
          <p className={styles.eyebrow}>{config.editing ? 'Customize' : 'Customize It'}</p>
          <h1 className={styles.title}>{product.name}</h1>
          <p className={styles.facts}>
            <span className={styles.price}>{formatCents(product.cost)}</span>
            {calories ? (
              <span className={styles.calories} aria-live="polite">
                {calories}
              </span>
            ) : null}
          </p>
          <DailyLimitNote productId={product.product_id} menuId={locationMenuId} />
          <DietaryIconsList lifestyle={product.nutrition_lifestyle} size={22} />
          <p className={styles.description}>{product.description}</p>

          <form
            className={styles.form}
            aria-label={`Customize ${product.name}`}
            onSubmit={(e) => {
              e.preventDefault();
              void onAdd();
            }}
          >
            {product.option_groups.map((g) => (
              <OptionGroupFieldset
                key={g.id}
                group={g}
                selection={config.selection}
                problems={config.problemsByGroup}
                actions={config.actions}
              />
            ))}

            <div className={styles.extras}>
              <OptionalField id="made-for" label="Made For">
                <input
                  id="made-for"
                  className={styles.input}
                  type="text"
                  maxLength={RECIPIENT_MAX_LENGTH}
                  autoComplete="off"
                  value={config.recipient}
                  onChange={(e) => config.setRecipient(e.target.value)}
                />
              </OptionalField>
              <OptionalField id="special-instructions" label="Special Instructions">
                <textarea
                  id="special-instructions"
                  className={styles.textarea}
                  rows={3}
                  maxLength={INSTRUCTIONS_MAX_LENGTH}
                  value={config.instructions}
                  onChange={(e) => config.setInstructions(e.target.value)}
                />
              </OptionalField>
            </div>

            <div className={styles.bar}>
              <QuantityCounter
                quantity={config.quantity}
                limits={limits}
                onChange={config.setQuantity}
                itemName={product.name}
                onRemove={
                  config.editing && edit
                    ? () => {
                        removeLineFromCart(edit.position);
                        void navigate(backHref);
                      }
                    : undefined
                }
              />
              <div className={styles.submitWrap}>
                <button type="submit" className={styles.add} disabled={reason !== null} aria-describedby="add-reason">
                  {config.editing ? 'Update Bag' : 'Add to Bag'} – {price}
                </button>
                <p id="add-reason" className={styles.reason} aria-live="polite">
                  {reason ?? ''}
                </p>
              </div>
            </div>
            {otherProblems.length > 1 ? (
              <ul className={styles.problemList}>
                {otherProblems.slice(1).map((p) => (
                  <li key={p.message}>{p.message}</li>
                ))}
              </ul>
            ) : null}
          </form>
          {!locationMenuId ? (
            <p className={styles.note}>
              You are browsing our full menu. <Link to="/locations">Choose a location</Link> to order.
            </p>
          ) : null}
        </div>
      </div>
      <LocationPrompt open={prompt} onClose={() => setPrompt(false)} productName={product.name} />
    </div>
  );
}

/** A field the customer may leave empty: its label says "(optional)"; `children` is the control, with `id`. */
function OptionalField({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={formStyles.label}>
        {`${label} `}
        <span className={formStyles.optional}>(optional)</span>
      </label>
      {children}
    </div>
  );
}
