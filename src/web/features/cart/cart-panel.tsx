import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { Cart, UpsellItem } from '../../../domain/cart/cart-contract.ts';
import { cartLinesHash, shouldShowUpsells } from '../../../domain/cart/upsell-hash.ts';
import { bagSummary } from '../../../domain/cart/summary-lines.ts';
import { formatCents } from '../../../domain/menu/menu-format.ts';
import { deliveryToLabel } from '../../../domain/locations/format.ts';
import { isDeliveryHandoff } from '../../../domain/locations/order-control.ts';
import { Button } from '../../ui/button.tsx';
import { BagIcon, LocationPinIcon } from '../../ui/icons/icons.tsx';
import { clearCartWithUndo, quickAdd } from '../../data/cart/cart-mutations.ts';
import { cartApi } from '../../data/cart/cart-api.ts';
import { upsellMemory } from '../../data/cart/cart-storage.ts';
import { setCart } from '../../data/cart/cart-cache.ts';
import { useCart, useCartBusy } from '../../data/cart/cart-hooks.ts';
import { CartLines } from './cart-lines.tsx';
import { MenuNotices } from './menu-notices.tsx';
import { TimePicker } from '../time-picker/index.ts';
import { UndoClearBar } from './undo-clear-bar.tsx';
import { UpsellView } from './upsell-view.tsx';
import { BagRewards } from '../rewards/index.ts';
import { groupCheckoutBlocked, GroupInvite, GroupParticipants, isGroupActive } from '../group-order/index.ts';
import { useActiveGroup, useCanChangeTime } from '../../data/group/group-hooks.ts';
import { useChangePlace } from '../order-control/index.ts';
import { useRootData } from '../../root.tsx';
import { useMemberUser } from '../../state/members.ts';
import styles from './cart.module.css';
import bagTotal from './bag-total.module.css';

export type CartView = 'cart' | 'upsells';

/**
 * The body of the cart side panel (spec §2): the normal view and the "May We Suggest" view.
 * `view` lives in the drawer so its title and Back button follow it.
 */
export function CartPanel({
  view,
  setView,
  close,
}: {
  view: CartView;
  setView: (view: CartView) => void;
  close: () => void;
}) {
  const cart = useCart();
  const busy = useCartBusy();
  const navigate = useNavigate();
  const canChangeTime = useCanChangeTime();
  const hash = cart ? cartLinesHash(cart.products) : '';
  const hasProducts = Boolean(cart && cart.products.length > 0);
  const summary = cart ? bagSummary(cart) : null;
  // A guest of a borderless brand meets the wall first, where Continue as Guest is one choice.
  const borderless = useRootData()?.app.flags.borderless ?? false;
  const member = useMemberUser();
  const checkoutPath =
    borderless && !member ? `/account/signin?redirectTo=${encodeURIComponent('/order/checkout')}` : '/order/checkout';
  // Suggestions belong to one cart content: stale ones (another hash) are not used.
  const key = cart && hasProducts ? `${cart.id}:${hash}` : '';
  const [fetched, setFetched] = useState<{ key: string; items: UpsellItem[] } | null>(null);
  const upsells = fetched && fetched.key === key ? fetched.items : null;
  // The suggestions on screen stay put while the guest adds some (which changes the content).
  const [shown, setShown] = useState<UpsellItem[]>([]);
  // Clear Cart's way back: the restore call while Undo is offered.
  const [undo, setUndo] = useState<{ restore: () => Promise<unknown> } | null>(null);
  const endUndo = useCallback(() => setUndo(null), []);
  const onClear = async () => {
    const restore = await clearCartWithUndo().catch(() => null);
    if (restore) setUndo({ restore });
  };

  // Suggestions for this cart content, fetched while the guest reads the bag (spec §7 "get upsells (num 4)").
  // The request in flight, so a Continue pressed before it lands waits for it instead of skipping the suggestions.
  const pending = useRef<{ key: string; items: Promise<UpsellItem[]> } | null>(null);
  useEffect(() => {
    if (!key) return;
    const id = key.split(':')[0] ?? '';
    let live = true;
    const items = cartApi
      .upsells(id, 4)
      .then((reply) => reply.upsells)
      .catch(() => []);
    pending.current = { key, items };
    void items.then((list) => live && setFetched({ key, items: list }));
    return () => {
      live = false;
    };
  }, [key]);

  const go = (to: string) => {
    close();
    void navigate(to);
  };

  /** Spec §4 "Continue button". */
  const onContinue = async () => {
    if (!cart || !hasProducts) return go(cart ? `/menu/${cart.menu_id}` : '/locations');
    // A host-pays participant gets "Heads Up!" instead of checkout.
    if (groupCheckoutBlocked()) return;
    const memory = upsellMemory.read();
    const items = upsells ?? (pending.current?.key === key ? await pending.current.items : []);
    if (
      shouldShowUpsells({
        lineCount: cart.products.length,
        upsellCount: items.length,
        groupOrder: isGroupActive(),
        storedHash: memory.hash,
        shown: memory.shown,
        hash,
      })
    ) {
      upsellMemory.markShown(hash);
      setShown(items);
      return setView('upsells');
    }
    go(checkoutPath);
  };

  if (view === 'upsells' && cart && shown.length > 0) {
    return (
      <UpsellView
        upsells={shown}
        busy={busy}
        onAdd={async (item, quantity) => {
          const next = await quickAdd(cart.menu_id, item.product_id, quantity).catch(() => null);
          // The content changed because of the suggestion itself: do not suggest again for it.
          if (next) upsellMemory.markShown(cartLinesHash(next.products));
          return next !== null;
        }}
        onDone={() => go(checkoutPath)}
      />
    );
  }

  return (
    <div className={styles.panel}>
      <GroupInvite />
      {undo && !hasProducts ? <UndoClearBar onUndo={undo.restore} onExpire={endUndo} /> : null}
      {cart ? <MenuNotices cart={cart} /> : null}
      {cart && hasProducts ? (
        <>
          <LocationSummary cart={cart} close={close} />
          <section aria-labelledby="cart-your-order" className={styles.order}>
            <div className={styles.orderHead}>
              <h3 id="cart-your-order" className={styles.orderTitle}>
                Your Order
              </h3>
              <button type="button" className={styles.textButton} onClick={() => void onClear()} disabled={busy}>
                Clear Cart
              </button>
            </div>
            <CartLines cart={cart} busy={busy} className={styles.lines} onNavigate={close} />
            <Button variant="secondary" block onClick={() => go(`/menu/${cart.menu_id}`)}>
              Add More Items
            </Button>
          </section>
          <TimePicker cart={cart} canChange={canChangeTime} />
          {/* With a discount or a fee (service, delivery) the bag shows the server's lines and total. */}
          <dl className={styles.totals}>
            {(summary?.lines ?? []).map((l) => (
              <div key={l.label} className={l.highlight ? styles.discount : undefined}>
                <dt>{l.label}</dt>
                <dd>{formatCents(l.cents)}</dd>
              </div>
            ))}
            {summary && summary.total !== null && (
              <div className={bagTotal.total}>
                <dt>Total</dt>
                <dd>{formatCents(summary.total)}</dd>
              </div>
            )}
          </dl>
          {/* A signed-in member's rewards and offers (only when a flag is on). */}
          <BagRewards cart={cart} onCart={(c) => setCart(c)} />
        </>
      ) : (
        <div className={styles.empty}>
          <span className={styles.emptyIcon}>
            <BagIcon size={40} />
          </span>
          <p className={styles.emptyTitle}>Your Bag is currently empty</p>
          <p className={styles.emptyText}>Browse our menu to start adding delicious food to your order.</p>
        </div>
      )}
      <GroupParticipants />
      <div className={styles.mainAction}>
        <Button block size="lg" onClick={() => void onContinue()} disabled={busy && hasProducts}>
          {hasProducts ? 'Continue To Checkout' : 'Browse The Menu'}
        </Button>
      </div>
    </div>
  );
}

/** Spec §2 "cart location card": shown when a location is set and products exist. */
/** The cart location card (spec §2): where the order is, and Change (spec §4 "Order control, Change"; not in a group order). */
function LocationSummary({ cart, close }: { cart: Cart; close: () => void }) {
  const l = cart.location;
  const changePlace = useChangePlace();
  const inGroup = useActiveGroup() !== null;
  return (
    <div className={styles.location}>
      <LocationPinIcon size={20} />
      <div className={styles.locationText}>
        {isDeliveryHandoff(cart.handoff) && cart.address ? (
          // Where the order goes first, then the store it comes from.
          <>
            <p className={styles.locationName}>{deliveryToLabel(cart.address)}</p>
            <p className={styles.lineMeta}>
              From {l.name}, {l.address}, {l.city}
            </p>
          </>
        ) : (
          <>
            <p className={styles.locationName}>
              {isDeliveryHandoff(cart.handoff) ? 'Delivery from ' : 'Pickup at '}
              {l.name}
            </p>
            <p className={styles.lineMeta}>
              {l.address}, {l.city}, {l.state} {l.zip}
            </p>
          </>
        )}
      </div>
      {inGroup ? null : (
        <button type="button" className={styles.textButton} onClick={() => changePlace(cart.handoff, close)}>
          Change
          <span className="visually-hidden"> {isDeliveryHandoff(cart.handoff) ? 'delivery address' : 'location'}</span>
        </button>
      )}
    </div>
  );
}
