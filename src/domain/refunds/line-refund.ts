/**
 * What refunding items of an order gives back. A line's worth is its price as sold, less its
 * share of the order's discount, plus its share of the tax; the shares are split over the lines
 * in proportion to their prices, and the tax over what each line cost after its discount, by
 * largest remainder, so all lines together are worth exactly subtotal − discount + tax. The tip,
 * the service fee and the delivery fee belong to no line (they are refunded by amount). Units of
 * a line are priced cumulatively (the first k of n units are worth ⌊worth·k/n⌋), so refunding a
 * line unit by unit gives back exactly what refunding it at once does. Integer cents only.
 */
export interface PricedLine {
  id: string;
  name: string;
  quantity: number;
  /** The line's price as sold (unit price with its choices × quantity). */
  totalCents: number;
}

/** Integer parts of `total` in proportion to `weights`, summing to `total` (largest remainder; ties to the earlier line). */
export function apportion(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((s, w) => s + Math.max(0, w), 0);
  if (sum === 0 || total === 0) return weights.map(() => 0);
  const parts = weights.map((w) => {
    const product = total * Math.max(0, w);
    return { floor: (product - (product % sum)) / sum, rest: product % sum };
  });
  let short = total - parts.reduce((s, p) => s + p.floor, 0);
  const order = parts.map((p, i) => ({ i, rest: p.rest })).sort((a, b) => b.rest - a.rest || a.i - b.i);
  const out = parts.map((p) => p.floor);
  for (const { i } of order) {
    if (short <= 0) break;
    out[i]! += 1;
    short -= 1;
  }
  return out;
}

/** Each line's worth by id: its price less its discount share plus its tax share. */
export function lineWorths(
  lines: readonly PricedLine[],
  order: { discount: number; tax: number },
): Map<string, number> {
  const discounts = apportion(
    order.discount,
    lines.map((l) => l.totalCents),
  );
  const nets = lines.map((l, i) => l.totalCents - discounts[i]!);
  const taxes = apportion(order.tax, nets);
  return new Map(lines.map((l, i) => [l.id, nets[i]! + taxes[i]!]));
}

/** What `units` more units of a line are worth when `before` of its `quantity` were refunded already. */
export const unitsWorth = (worth: number, quantity: number, before: number, units: number) =>
  Math.floor((worth * (before + units)) / quantity) - Math.floor((worth * before) / quantity);

export interface LineRefundPart {
  lineId: string;
  name: string;
  quantity: number;
  amountCents: number;
}

export type LineRefundCheck =
  | { ok: true; amountCents: number; lines: LineRefundPart[] }
  | { ok: false; problem: 'unknown_line' | 'duplicate_line'; lineId: string }
  | { ok: false; problem: 'too_many'; lineId: string; name: string; leftUnits: number };

/**
 * The refund of `wanted` units of some lines, given the units earlier refunds took back
 * (`refundedUnits`, by line id), or why it cannot be given: a unit is never refunded twice.
 */
export function priceLineRefund(
  lines: readonly PricedLine[],
  order: { discount: number; tax: number },
  refundedUnits: ReadonlyMap<string, number>,
  wanted: readonly { lineId: string; quantity: number }[],
): LineRefundCheck {
  const worths = lineWorths(lines, order);
  const seen = new Set<string>();
  const parts: LineRefundPart[] = [];
  for (const w of wanted) {
    const line = lines.find((l) => l.id === w.lineId);
    if (!line) return { ok: false, problem: 'unknown_line', lineId: w.lineId };
    if (seen.has(line.id)) return { ok: false, problem: 'duplicate_line', lineId: line.id };
    seen.add(line.id);
    const before = refundedUnits.get(line.id) ?? 0;
    const leftUnits = line.quantity - before;
    if (w.quantity > leftUnits) return { ok: false, problem: 'too_many', lineId: line.id, name: line.name, leftUnits };
    parts.push({
      lineId: line.id,
      name: line.name,
      quantity: w.quantity,
      amountCents: unitsWorth(worths.get(line.id) ?? 0, line.quantity, before, w.quantity),
    });
  }
  return { ok: true, amountCents: parts.reduce((s, p) => s + p.amountCents, 0), lines: parts };
}

/** Units of each line that refunds took back, from the refunds' line parts. */
export function refundedUnitsOf(refunds: readonly { lines: readonly { lineId: string; quantity: number }[] }[]) {
  const units = new Map<string, number>();
  for (const r of refunds) for (const l of r.lines) units.set(l.lineId, (units.get(l.lineId) ?? 0) + l.quantity);
  return units;
}
