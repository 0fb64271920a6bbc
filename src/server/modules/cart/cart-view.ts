import type { Cart, CartProduct } from '../../../domain/cart/cart-contract.ts';
import type { Coupon, PricedLine } from '../../../domain/cart/coupon.ts';
import { asapSlot, hoursModeFor } from '../../../domain/cart/time-slots.ts';
import { computeTotals, TIP_PERCENTS, tipsAllowed } from '../../../domain/cart/totals.ts';
import { zonedInstant } from '../../../domain/cart/zoned-time.ts';
import { parseOrderTime } from '../../../domain/locations/local-time.ts';
import { MENU_IMAGE_KIND, type Menu, type MenuProduct } from '../../../domain/menu/menu-contract.ts';
import { findProduct } from '../../../domain/menu/menu-walk.ts';
import { validateCartLine } from '../../../domain/menu/validate-cart-line.ts';
import type { CartLineContext } from '../../../domain/menu/cart-line.ts';
import type { LocationContext as CartContext } from '../locations/index.ts';
import type { CartLineRow, CartRow, CouponRow } from './repo.ts';
import { countItems } from '../../../domain/cart/count-items.ts';

/** A bag line's or upsell's picture: the menu card's image and, for a photograph set, its widths. */
export function productPicture(product: Pick<MenuProduct, 'images'> | null | undefined) {
  const image = product ? (product.images.find((i) => i.kind === MENU_IMAGE_KIND) ?? product.images[0]) : undefined;
  return { image: image?.url ?? null, image_srcset: image?.srcset ?? [] };
}

/** The handoff and moment lines are checked for: the wanted slot, or now for ASAP. */
export function lineContext(
  row: Pick<CartRow, 'handoff' | 'catering' | 'timeMode' | 'wanted'>,
  ctx: CartContext,
  now: Date,
): CartLineContext {
  let at = now;
  if (row.timeMode === 'advance' && row.wanted) {
    const parsed = parseOrderTime(row.wanted);
    const instant = parsed ? zonedInstant(parsed.date, parsed.minutes, ctx.slots.timeZone) : null;
    if (instant) at = instant;
  }
  return { handoff: hoursModeFor(row.handoff, row.catering), at };
}

export const toCoupon = (row: CouponRow): Coupon => ({
  code: row.code,
  kind: row.kind,
  value: row.value,
  productId: row.productId,
  productIds: row.productIds,
  minSubtotalCents: row.minSubtotalCents,
  expiresAt: row.expiresAt,
  label: row.label,
});

interface LineView {
  product: CartProduct;
  priced: PricedLine;
  problem: string | null;
  /** The line is refused because something in it is 86'd here. */
  soldOut: boolean;
}

/** A line's part of the reply, re-validated and re-priced against the menu as it is now. */
function viewLine(line: CartLineRow, menu: Menu, context: CartLineContext): LineView {
  const product = findProduct(menu, line.productId);
  const result = validateCartLine(
    menu,
    { product_id: line.productId, quantity: line.quantity, choices: line.choices },
    context,
  );
  const unit = result.ok ? result.unitPriceCents : line.unitPriceCents;
  return {
    // A sold-out item says so first: it is the problem the customer can act on.
    problem: result.ok
      ? null
      : ((result.problems.find((p) => p.code === 'sold_out') ?? result.problems[0])?.message ??
        'This item cannot be ordered now'),
    soldOut: !result.ok && result.problems.some((p) => p.code === 'sold_out'),
    priced: { id: line.id, productId: line.productId, quantity: line.quantity, unitPriceCents: unit },
    product: {
      id: line.id,
      product_id: line.productId,
      pdp_id: product?.pdp_id ?? line.productId,
      name: result.ok ? result.name : (product?.name ?? line.productId),
      ...productPicture(product),
      quantity: line.quantity,
      quantities: product?.quantities ?? { min: 1, max: 99, increments: 1 },
      choices: result.ok
        ? result.choices
        : line.choices.map((c) => ({
            id: c.id,
            name: c.id,
            quantity: c.quantity,
            ...(c.text ? { text: c.text } : {}),
          })),
      cost: { total: unit * line.quantity, unit },
      recipient: line.recipient,
      instructions: line.instructions,
      hide_customize: product?.meta.hide_customize ?? false,
    },
  };
}

/**
 * The spec §3 Cart as every cart call returns it. Each line is re-validated and re-priced
 * against the current menu (a price change shows at once); a line the menu no longer accepts
 * keeps its last server price and is listed in `problems` so checkout can refuse it.
 */
export function buildCartView(
  row: CartRow,
  lines: CartLineRow[],
  ctx: CartContext,
  coupon: CouponRow | null,
  serviceFeeCents: number,
  now: Date,
): Cart {
  const context = lineContext(row, ctx, now);
  const problems: Cart['problems'] = [];
  const priced: PricedLine[] = [];
  const productsOut: CartProduct[] = lines.map((line) => {
    const seen = viewLine(line, ctx.menu, context);
    if (seen.problem !== null)
      problems.push({
        line_id: line.id,
        message: seen.problem,
        ...(seen.soldOut ? { code: 'ITEM_SOLD_OUT' as const } : {}),
      });
    priced.push(seen.priced);
    return seen.product;
  });

  const couponRule = coupon ? toCoupon(coupon) : null;
  const tip =
    row.tipCustomCents !== null
      ? { kind: 'custom' as const, cents: row.tipCustomCents }
      : { kind: 'percent' as const, percent: row.tipPercent ?? 15 };
  const totals = computeTotals({
    lines: priced,
    handoff: row.handoff,
    taxRateBps: ctx.location.taxRateBps,
    deliveryFeeCents: ctx.location.deliveryFeeCents,
    serviceFeeCents,
    coupon: couponRule,
    tip,
    now,
  });
  const itemCount = countItems(lines);
  const asap = asapSlot(ctx.slots, { handoff: row.handoff, catering: row.catering, itemCount, now });
  const allow = tipsAllowed(row.handoff);
  const hasAddress = row.address !== null && row.lat !== null && row.lng !== null;
  const l = ctx.location;
  return {
    id: row.id,
    created: row.createdAt.toISOString(),
    menu_id: row.menuId,
    status: row.status,
    catering: row.catering,
    handoff: row.handoff,
    time: {
      mode: row.timeMode,
      earliest: asap.available ? asap.slot.time : null,
      wanted: row.timeMode === 'advance' ? row.wanted : null,
      asap_available: asap.available,
    },
    address: hasAddress
      ? {
          address: row.address ?? '',
          building: row.building ?? '',
          city: row.city ?? '',
          state: row.state ?? '',
          zip: row.zip ?? '',
          lat: row.lat ?? 0,
          lng: row.lng ?? 0,
          instructions: row.addressInstructions ?? '',
        }
      : null,
    location: {
      id: l.id,
      name: l.name,
      address: l.address,
      city: l.city,
      state: l.state,
      zip: l.zip,
      phone: l.phone,
      path: ctx.path,
    },
    products: productsOut,
    problems,
    notices: row.menuNotices,
    coupon: row.couponCode,
    discounts: totals.discount > 0 && couponRule ? [{ label: couponRule.label }] : [],
    totals,
    tips: {
      allow,
      percent: allow && row.tipCustomCents === null ? (row.tipPercent ?? 15) : null,
      custom: allow ? row.tipCustomCents : null,
      options: [...TIP_PERCENTS],
    },
    version: row.version,
  };
}
