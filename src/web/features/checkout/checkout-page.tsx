import { memo, useCallback, useDeferredValue, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { AppError } from '../../../domain/app-error.ts';
import type { Cart } from '../../../domain/cart/cart-contract.ts';
import type { CheckoutStart } from '../../../domain/checkout/checkout-start.ts';
import { formatCents } from '../../../domain/menu/menu-format.ts';
import { formatPhone } from '../../../domain/locations/format.ts';
import type { Order } from '../../../domain/orders/order-schema.ts';
import { rememberPreviousRoute } from '../../layouts/remember-route.ts';
import { useMemberUser } from '../../state/members.ts';
import { useAppStore } from '../../state/store.ts';
import { Button } from '../../ui/button.tsx';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { useProfile } from '../../data/account/account-queries.ts';
import { FormAlert } from '../../ui/form/form-alert.tsx';
import { CartLines } from '../cart/index.ts';
import { setCart } from '../../data/cart/cart-cache.ts';
import { useCartBusy } from '../../data/cart/cart-hooks.ts';
import { GroupCheckoutNote, useGroupHidesCoupon } from '../group-order/index.ts';
import { useCanChangeTime } from '../../data/group/group-hooks.ts';
import { CardConfirmationDialog } from './card-confirmation-dialog.tsx';
import { checkoutCartApi } from '../../data/cart/checkout-cart-api.ts';
import { CheckoutSummary, cartSummaryLines, type SummaryLine } from './checkout-summary.tsx';
import { ContactFields, emptyContact, type ContactValues } from './contact-fields.tsx';
import { CouponField } from './coupon-field.tsx';
import { GiftCardFields, giftCardAmounts, type AppliedGiftCard } from './gift-card-fields.tsx';
import { HandoffSummary } from './handoff-summary.tsx';
import { emptyCard, PaymentCardForm } from './payment-card-form.tsx';
import { TipSelector } from './tip-selector.tsx';
import { useCheckoutCart } from './use-checkout-cart.ts';
import { usePlaceOrder } from './use-place-order.ts';
import { emptyVehicle, VehicleFields } from './vehicle-fields.tsx';
import { CHECKOUT_ALIASES, checkoutFormSchema, type CheckoutValues } from './validate-checkout.ts';
import { useContractForm } from '../../ui/form/use-contract-form.ts';
import { BagRewards } from '../rewards/index.ts';
import styles from './checkout.module.css';
import cardStyles from '../../ui/card.module.css';

export interface CheckoutPaths {
  /** Where the confirmation of an order lives. */
  confirm: (order: Order) => string;
  /** Sign-in page (the previous route is stored first, spec §2). */
  signIn: string;
  /** Where this page lives (stored as the previous route). */
  self: string;
}

/**
 * The checkout page body, shared by /order/checkout and the kiosk's /app/checkout.
 * Re-validates the cart on arrival and after every quantity change (spec §4 "Quantity changes:
 * at checkout, the cart is re-validated after either change").
 */
export function CheckoutPage({
  paths,
  showTestCards = true,
  start = null,
}: {
  paths: CheckoutPaths;
  showTestCards?: boolean;
  /** The bag and contact the server drew the page with, or null. */
  start?: CheckoutStart | null;
}) {
  const state = useCheckoutCart(start);
  const navigate = useNavigate();
  const placed = useRef(false);
  const onPlaced = useCallback(() => void (placed.current = true), []);
  useEffect(() => {
    if (state.kind === 'leave' && !placed.current) void navigate(state.to, { replace: true });
  }, [state, navigate]);
  // The whole form is drawn when the bag first arrives: as a deferred render React can pause every
  // few milliseconds, not one long task that holds taps and scrolling. Later
  // changes of the bag (a quantity, a time) reach the mounted form at once, as before.
  const formShown = useDeferredValue(state.kind === 'ready');
  if (state.kind !== 'ready' || !formShown) {
    return (
      <p role="status" className={cardStyles.muted}>
        {state.kind === 'leave' ? '' : 'Loading your order…'}
      </p>
    );
  }
  return (
    <CheckoutForm
      cart={state.cart}
      paths={paths}
      showTestCards={showTestCards}
      contact={start?.contact ?? null}
      onPlaced={onPlaced}
    />
  );
}

/**
 * Memoised: the server's bag handed to the cart query after hydration re-renders
 * the page synchronously, and with the same props the whole form would be drawn again for nothing.
 */
const CheckoutForm = memo(function CheckoutForm({
  cart,
  paths,
  showTestCards,
  contact,
  onPlaced,
}: {
  cart: Cart;
  paths: CheckoutPaths;
  showTestCards: boolean;
  contact: ContactValues | null;
  onPlaced: () => void;
}) {
  const navigate = useNavigate();
  const member = useMemberUser();
  const busy = useCartBusy();
  // Group orders: only the host changes the time; a participant never applies a coupon.
  const canChangeTime = useCanChangeTime();
  const hidesCoupon = useGroupHidesCoupon();
  const [giftCards, setGiftCards] = useState<AppliedGiftCard[]>([]);
  const giftAmounts = giftCardAmounts(cart.totals.total, giftCards);
  const amountDue = cart.totals.total - giftAmounts.reduce((a, b) => a + b, 0);
  // The order request's contract checks every field, each error sits at its input (by its path).
  // The schema is built when its inputs change, not on every keystroke's render.
  const curbside = cart.handoff === 'curbside';
  const cardDue = amountDue > 0;
  const schema = useMemo(() => checkoutFormSchema({ curbside, cardDue }), [curbside, cardDue]);
  const form = useContractForm<CheckoutValues, typeof schema>(
    schema,
    {
      contact: { ...emptyContact, first_name: member?.first_name ?? '', ...contact },
      vehicle: emptyVehicle,
      card: emptyCard,
    },
    { aliases: CHECKOUT_ALIASES },
  );
  // The time picker is no input of this form: its error is the page's (the picker shows it), and
  // holds only for the time it was about: a time chosen (or a mode changed) answers it.
  const timeNow = `${cart.time.mode} ${cart.time.wanted}`;
  const [timeFault, setTimeFault] = useState<{ message: string; at: string } | null>(null);
  const timeError = timeFault?.at === timeNow ? timeFault.message : undefined;
  const order = usePlaceOrder({
    onPlaced: (o) => {
      onPlaced();
      void navigate(paths.confirm(o), { replace: true });
    },
    onSignInNeeded: () => {
      rememberPreviousRoute(paths.self);
      void navigate(`${paths.signIn}?redirectTo=${encodeURIComponent(paths.self)}`);
    },
    // The cart timed out or moved on: the page leaves (no cart) and the banner says why (spec §8).
    onCartGone: (message) => useAppStore.getState().root.showError(message),
    onFieldError: (field, message) => {
      if (field !== 'time') {
        // A field the page has no input for (gift_cards): the form's message, where focus goes.
        if (!form.showServerError(new AppError('FIELD_INVALID', message, { field }), message))
          requestAnimationFrame(() => document.getElementById('checkout-place-error')?.focus());
        return;
      }
      setTimeFault({ message, at: timeNow });
      requestAnimationFrame(() => document.getElementById('checkout-time')?.focus());
    },
  });
  const { setValue } = form;

  // A member's contact details come from the profile (they may still edit them for this order);
  // the server already put them in when it drew the page.
  const profile = useProfile(member !== null && !contact).data;
  useEffect(() => {
    if (!profile) return;
    const c = form.getValues().contact;
    setValue('contact', {
      first_name: c.first_name || profile.first_name,
      last_name: c.last_name || profile.last_name,
      email: c.email || profile.email,
      phone: c.phone || formatPhone(profile.phone),
    });
    // Once per profile read: the form's own functions are stable.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [profile, setValue]);

  const summary: SummaryLine[] = [...cartSummaryLines(cart)];
  const totalLine = giftCards.length
    ? { label: 'Amount Due', cents: amountDue }
    : { label: 'Total', cents: cart.totals.total };
  if (giftCards.length) {
    summary.push({ label: 'Order Total', cents: cart.totals.total });
    giftCards.forEach((g, i) => summary.push({ label: `Gift Card •••• ${g.last4}`, cents: -(giftAmounts[i] ?? 0) }));
  }

  /** Spec §4: a quantity change at checkout re-validates the cart. */
  const revalidate = () => checkoutCartApi.validate(cart.id).catch(() => undefined);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    setTimeFault(null);
    void form.submit((input) =>
      // The contact goes as typed: the server parses it with the same contract (PlaceOrderInput).
      order.place(cart, { ...input, contact: form.getValues().contact }, giftCards),
    )(event);
  };

  return (
    // POST, never the default GET: a submit the script did not catch must not put card fields in a URL.
    <form
      className={styles.layout}
      method="post"
      onSubmit={onSubmit}
      noValidate
      aria-describedby="checkout-place-error"
    >
      <div className={styles.stack}>
        <GroupCheckoutNote />
        <ContactFields form={form} />
        <HandoffSummary cart={cart} canChangeTime={canChangeTime} timeError={timeError}>
          {cart.handoff === 'curbside' ? <VehicleFields form={form} /> : null}
        </HandoffSummary>
        <section className={cardStyles.card} aria-labelledby="checkout-your-order">
          <h2 id="checkout-your-order" className={cardStyles.cardTitle}>
            Your Order
          </h2>
          <CartLines
            cart={cart}
            busy={busy || order.submitting}
            className={styles.lines}
            afterChange={revalidate}
            onNavigate={() => undefined}
          />
        </section>
        <section className={cardStyles.card} aria-labelledby="checkout-payment">
          <h2 id="checkout-payment" className={cardStyles.cardTitle}>
            Payment
          </h2>
          <TipSelector
            tips={cart.tips}
            busy={busy || order.submitting}
            onChange={(tip) => checkoutCartApi.setTip(cart.id, tip)}
          />
          {/* Issue 17: rewards and offers apply here too; the discount shows as the summary's green line. */}
          <BagRewards cart={cart} onCart={(c) => setCart(c)} headingLevel={3} />
          {hidesCoupon ? null : <CouponField cart={cart} />}
          <GiftCardFields
            applied={giftCards}
            total={cart.totals.total}
            onAdd={(g) => setGiftCards((list) => [...list, g])}
            onRemove={(i) => setGiftCards((list) => list.filter((_, j) => j !== i))}
          />
          {amountDue > 0 ? (
            <PaymentCardForm form={form} showTestCards={showTestCards} />
          ) : (
            <p className={cardStyles.muted}>Your gift cards cover this order.</p>
          )}
        </section>
      </div>
      <aside className={`${cardStyles.card} ${styles.aside}`} aria-labelledby="checkout-summary-title">
        <h2 id="checkout-summary-title" className={cardStyles.cardTitle}>
          Summary
        </h2>
        <CheckoutSummary lines={summary} totalLabel={totalLine.label} total={totalLine.cents} />
        <div id="checkout-place-error" tabIndex={-1}>
          <FormAlert message={order.formError ?? form.formError} />
        </div>
        <PlaceOrderButton submitting={order.submitting} busy={busy} amountDue={amountDue} />
      </aside>
      <CardConfirmationDialog
        message={order.confirmation?.message ?? null}
        onAnswer={(approve) => void order.confirm(approve, cart)}
      />
    </form>
  );
});

/**
 * The form's one submit button. The server draws the form: until the page has
 * hydrated the button is disabled, which also stops Enter in a field from submitting (implicit
 * submission needs an enabled default button). Its own component, so only it re-renders then.
 */
function PlaceOrderButton({ submitting, busy, amountDue }: { submitting: boolean; busy: boolean; amountDue: number }) {
  const hydrated = useHydrated();
  return (
    <Button type="submit" size="lg" block disabled={!hydrated || submitting || busy} aria-disabled={submitting}>
      {submitting ? 'Placing Order…' : `Place Order · ${formatCents(amountDue)}`}
    </Button>
  );
}
