import { describe, expect, it } from 'vitest';
import { computeTotals } from '../../src/domain/cart/totals.ts';
import {
  MESSAGES,
  checkJoin,
  checkNewDeadline,
  decideCartAccess,
  formatCountdown,
  fullName,
  effectiveGroupStatus,
  groupLinesBySeat,
  mayTouchLine,
  headsUpMessage,
  isHostName,
  partPricing,
  refreshOutcome,
  remainingMs,
  shareLink,
  visibleLines,
  type CartAction,
} from '../../src/domain/group-order/rules.ts';

const now = new Date('2026-05-01T12:00:00Z');
const later = new Date('2026-05-01T12:30:00Z');
const earlier = new Date('2026-05-01T11:59:59Z');

describe('host detection (spec §4: name equals the host full name)', () => {
  it('matches the full name regardless of case and spacing', () => {
    expect(isHostName('Ada Baker', 'Ada Baker')).toBe(true);
    expect(isHostName('  ada   BAKER ', 'Ada Baker')).toBe(true);
    expect(isHostName('Ada', 'Ada Baker')).toBe(false);
    expect(isHostName(null, 'Ada Baker')).toBe(false);
    expect(isHostName('', '')).toBe(false);
  });
  it('builds the full name from first and last', () => {
    expect(fullName('Ada', 'Baker')).toBe('Ada Baker');
    expect(fullName(' Ada ', null)).toBe('Ada');
    expect(fullName(null, null)).toBe('');
  });
});

describe('deadline rules', () => {
  it('takes a deadline between a minute and 7 days ahead', () => {
    expect(checkNewDeadline(later, now).ok).toBe(true);
    expect(checkNewDeadline(new Date(now.getTime() + 59_000), now)).toEqual({
      ok: false,
      message: 'The deadline must be at least a minute from now',
    });
    expect(checkNewDeadline(new Date(now.getTime() + 8 * 86_400_000), now)).toEqual({
      ok: false,
      message: 'The deadline must be within 7 days',
    });
    expect(checkNewDeadline(new Date('nope'), now).ok).toBe(false);
  });
  it('counts down to zero and never below', () => {
    expect(remainingMs(later, now)).toBe(30 * 60_000);
    expect(remainingMs(earlier, now)).toBe(0);
    expect(formatCountdown(30 * 60_000)).toBe('30:00');
    expect(formatCountdown(3_909_000)).toBe('1:05:09');
    expect(formatCountdown(1)).toBe('0:01');
    expect(formatCountdown(0)).toBe('0:00');
  });
  it('rejects joins after the deadline, after lock, cancel or confirm', () => {
    expect(checkJoin({ status: 'open', deadline: later, now }).ok).toBe(true);
    expect(checkJoin({ status: 'open', deadline: earlier, now })).toMatchObject({
      ok: false,
      message: MESSAGES.deadlinePassed,
    });
    expect(checkJoin({ status: 'open', deadline: now, now })).toMatchObject({ ok: false });
    expect(checkJoin({ status: 'locked', deadline: later, now })).toMatchObject({
      ok: false,
      message: MESSAGES.locked,
    });
    expect(checkJoin({ status: 'cancelled', deadline: later, now })).toMatchObject({
      ok: false,
      message: MESSAGES.cancelled,
    });
    expect(checkJoin({ status: 'confirmed', deadline: later, now })).toMatchObject({
      ok: false,
      message: MESSAGES.confirmed,
    });
  });
});

describe('who may do what with the shared cart (decision 111)', () => {
  const base = {
    status: 'open' as const,
    paymentType: 'host' as const,
    deadline: later,
    now,
    hostFullName: 'Ada Baker',
  };
  const actions: CartAction[] = ['read', 'own-lines', 'time', 'cart-settings', 'tip', 'checkout'];
  it('lets the host do everything while the group is open or locked', () => {
    for (const action of actions) {
      expect(decideCartAccess({ ...base, role: 'host', action }).ok).toBe(true);
      expect(decideCartAccess({ ...base, status: 'locked', deadline: earlier, role: 'host', action }).ok).toBe(true);
    }
  });
  it('keeps participants to reading and their own lines, host-only time with the spec message', () => {
    expect(decideCartAccess({ ...base, role: 'participant', action: 'read' }).ok).toBe(true);
    expect(decideCartAccess({ ...base, role: 'participant', action: 'own-lines' }).ok).toBe(true);
    expect(decideCartAccess({ ...base, role: 'participant', action: 'time' })).toEqual({
      ok: false,
      code: 'FORBIDDEN',
      message: 'Only the host of the group can change the order time',
    });
    expect(decideCartAccess({ ...base, role: 'participant', action: 'cart-settings' })).toMatchObject({
      ok: false,
      code: 'FORBIDDEN',
    });
  });
  it('shows Heads Up to a participant checking out: the host submits the shared cart', () => {
    expect(decideCartAccess({ ...base, role: 'participant', action: 'checkout' })).toEqual({
      ok: false,
      code: 'FORBIDDEN',
      message: headsUpMessage('Ada Baker'),
    });
    expect(headsUpMessage('Ada Baker')).toContain('Ada Baker is the host');
  });
  it('each-pays (decision 160): a participant pays their own part once, while the group is open and before the deadline', () => {
    const each = { ...base, paymentType: 'each' as const, role: 'participant' as const };
    expect(decideCartAccess({ ...each, action: 'checkout' }).ok).toBe(true);
    expect(decideCartAccess({ ...each, action: 'tip' }).ok).toBe(true);
    expect(decideCartAccess({ ...each, action: 'checkout', paid: true })).toEqual({
      ok: false,
      code: 'CONFLICT',
      message: MESSAGES.alreadyPaid,
    });
    // Paid is final: no new items (they could never be paid for), no new tip.
    expect(decideCartAccess({ ...each, action: 'own-lines', paid: true })).toMatchObject({
      ok: false,
      message: MESSAGES.alreadyPaid,
    });
    expect(decideCartAccess({ ...each, action: 'tip', paid: true })).toMatchObject({
      ok: false,
      message: MESSAGES.alreadyPaid,
    });
    expect(decideCartAccess({ ...each, action: 'checkout', deadline: earlier })).toMatchObject({
      ok: false,
      code: 'CONFLICT',
      message: MESSAGES.deadlinePassed,
    });
    expect(decideCartAccess({ ...each, action: 'checkout', status: 'locked' })).toMatchObject({
      ok: false,
      message: MESSAGES.locked,
    });
    expect(decideCartAccess({ ...each, action: 'checkout', status: 'confirmed' })).toMatchObject({
      ok: false,
      message: MESSAGES.confirmed,
    });
    // The group's settings stay the host's.
    expect(decideCartAccess({ ...each, action: 'cart-settings' })).toMatchObject({ ok: false, code: 'FORBIDDEN' });
    expect(decideCartAccess({ ...base, role: 'participant', action: 'tip' })).toMatchObject({
      ok: false,
      code: 'FORBIDDEN',
    });
  });
  it('each-pays: once someone has paid, the host can no longer change the pickup; the host still checks out and tips', () => {
    const host = { ...base, paymentType: 'each' as const, role: 'host' as const, paidCount: 1 };
    expect(decideCartAccess({ ...host, action: 'time' })).toEqual({
      ok: false,
      code: 'CONFLICT',
      message: MESSAGES.detailsFixed,
    });
    expect(decideCartAccess({ ...host, action: 'cart-settings' })).toMatchObject({
      ok: false,
      message: MESSAGES.detailsFixed,
    });
    for (const action of ['read', 'own-lines', 'tip', 'checkout'] as const)
      expect(decideCartAccess({ ...host, action }).ok).toBe(true);
    expect(decideCartAccess({ ...host, paidCount: 0, action: 'time' }).ok).toBe(true);
    expect(decideCartAccess({ ...host, paymentType: 'host', action: 'time' }).ok).toBe(true);
  });
  it('closes participants out after the deadline and once locked; everyone out once cancelled', () => {
    expect(decideCartAccess({ ...base, deadline: earlier, role: 'participant', action: 'own-lines' })).toMatchObject({
      ok: false,
      message: MESSAGES.deadlinePassed,
    });
    expect(decideCartAccess({ ...base, deadline: earlier, role: 'participant', action: 'read' }).ok).toBe(true);
    expect(decideCartAccess({ ...base, status: 'locked', role: 'participant', action: 'own-lines' })).toMatchObject({
      ok: false,
      message: MESSAGES.locked,
    });
    for (const role of ['host', 'participant'] as const) {
      expect(decideCartAccess({ ...base, status: 'cancelled', role, action: 'read' })).toMatchObject({
        ok: false,
        message: MESSAGES.cancelled,
      });
      expect(decideCartAccess({ ...base, status: 'confirmed', role, action: 'read' }).ok).toBe(true);
      expect(decideCartAccess({ ...base, status: 'confirmed', role, action: 'own-lines' }).ok).toBe(false);
    }
  });
});

describe('per-participant filtering by seat id (spec §5, decision 192)', () => {
  // Labels are what a name-based rule would have been fooled by: line 2 says "Bea" but is the host's.
  const lines = [
    { id: 1, recipient: 'Bea', participantId: 'bea' },
    { id: 2, recipient: 'Bea', participantId: null },
    { id: 3, recipient: 'Ada Baker', participantId: 'bea' },
    { id: 4, recipient: null, participantId: null },
  ];
  it('shows a host-pays participant only their own lines', () => {
    expect(
      visibleLines(lines, { role: 'participant', participantId: 'bea', paymentType: 'host' }).map((l) => l.id),
    ).toEqual([1, 3]);
    expect(visibleLines(lines, { role: 'host', participantId: null, paymentType: 'host' })).toHaveLength(4);
  });
  it('each-pays (decision 160): everyone sees their own part; the host’s part is every line of no other current seat', () => {
    expect(
      visibleLines(lines, { role: 'participant', participantId: 'bea', paymentType: 'each' }).map((l) => l.id),
    ).toEqual([1, 3]);
    expect(
      visibleLines(lines, { role: 'host', participantId: null, paymentType: 'each', others: ['bea'] }).map((l) => l.id),
    ).toEqual([2, 4]);
    // A seat no longer in the group (someone who left) falls to the host, as in the per-person lists.
    expect(
      visibleLines([...lines, { id: 5, recipient: 'Gone', participantId: 'gone' }], {
        role: 'host',
        participantId: null,
        paymentType: 'each',
        others: ['bea'],
      }).map((l) => l.id),
    ).toEqual([2, 4, 5]);
  });
  it('lets the host touch every line and a participant only their seat’s, whatever the label says', () => {
    expect(lines.filter((l) => mayTouchLine({ role: 'host', participantId: null }, l))).toHaveLength(4);
    expect(
      lines.filter((l) => mayTouchLine({ role: 'participant', participantId: 'bea' }, l)).map((l) => l.id),
    ).toEqual([1, 3]);
    // A participant without a seat id owns nothing (never the host's null lines).
    expect(lines.filter((l) => mayTouchLine({ role: 'participant', participantId: null }, l))).toEqual([]);
  });
  it('groups lines per seat; lines of no current seat are the host’s', () => {
    const grouped = groupLinesBySeat(
      [...lines, { id: 5, recipient: 'Gone', participantId: 'gone' }],
      ['host', 'bea'],
      'host',
    );
    expect(grouped.get('bea')?.map((l) => l.id)).toEqual([1, 3]);
    expect(grouped.get('host')?.map((l) => l.id)).toEqual([2, 4, 5]);
  });
});

describe('effective group status (decision 193)', () => {
  it('reads a group whose shared cart was submitted as confirmed, and otherwise as stored', () => {
    expect(effectiveGroupStatus('open', true)).toBe('confirmed');
    expect(effectiveGroupStatus('locked', true)).toBe('confirmed');
    for (const status of ['open', 'locked', 'cancelled', 'confirmed'] as const)
      expect(effectiveGroupStatus(status, false)).toBe(status);
  });
});

describe('refresh outcomes (spec §4 polling)', () => {
  it('maps each status to what the client does', () => {
    expect(refreshOutcome({ status: 'cancelled', paymentType: 'host' }, 'participant')).toEqual({
      kind: 'cancelled',
      message: 'This group order has been cancelled by the host.',
    });
    expect(refreshOutcome({ status: 'locked', paymentType: 'host' }, 'participant')).toEqual({
      kind: 'locked',
      message: 'This group order has been submitted.',
    });
    expect(refreshOutcome({ status: 'locked', paymentType: 'host' }, 'host')).toEqual({
      kind: 'open',
      refetchCart: true,
    });
    expect(refreshOutcome({ status: 'confirmed', paymentType: 'each' }, 'participant')).toEqual({ kind: 'confirmed' });
    // Each participant's cart is their own view in both modes: refetched so the host's changes show.
    expect(refreshOutcome({ status: 'open', paymentType: 'each' }, 'participant')).toEqual({
      kind: 'open',
      refetchCart: true,
    });
  });
  it('builds the share link with the group id as a query parameter', () => {
    expect(shareLink('https://larkspur.example/', 'abc')).toBe('https://larkspur.example/?group=abc');
  });
});

describe('each-pays split of the totals (decision 160)', () => {
  const cart = {
    tipPercent: 20,
    tipCustomCents: null,
    couponCode: 'WELCOME10',
    serviceFeeCents: 150,
    deliveryFeeCents: 399,
  };
  const seatTip = { tipPercent: 10, tipCustomCents: null };
  const lines = [
    { id: 'a', productId: 'p-pain', quantity: 1, unitPriceCents: 450, recipient: 'Ada Baker', participantId: null },
    { id: 'b', productId: 'p-croissant', quantity: 2, unitPriceCents: 375, recipient: 'Bea', participantId: 'Bea' },
    { id: 'c', productId: 'p-latte', quantity: 1, unitPriceCents: 525, recipient: 'Cy', participantId: 'Cy' },
  ];
  const totalsFor = (pricing: ReturnType<typeof partPricing>, part: typeof lines) =>
    computeTotals({
      lines: part,
      handoff: 'delivery',
      taxRateBps: 625,
      deliveryFeeCents: pricing.deliveryFeeCents,
      serviceFeeCents: pricing.serviceFeeCents,
      coupon: null,
      tip:
        pricing.tipCustomCents !== null
          ? { kind: 'custom', cents: pricing.tipCustomCents }
          : { kind: 'percent', percent: pricing.tipPercent ?? 15 },
      now,
    });

  it('gives a participant their subtotal, its tax and their own tip; no fees, no coupon', () => {
    expect(partPricing({ role: 'participant', paymentType: 'each', cart, seatTip })).toEqual({
      tipPercent: 10,
      tipCustomCents: null,
      couponCode: null,
      serviceFeeCents: 0,
      deliveryFeeCents: 0,
    });
    const bea = totalsFor(
      partPricing({ role: 'participant', paymentType: 'each', cart, seatTip }),
      visibleLines(lines, { role: 'participant', participantId: 'Bea', paymentType: 'each' }),
    );
    // 750 + tax 47 (6.25 % half-up) + tip 75 (10 % of 750).
    expect(bea).toEqual({ subtotal: 750, tax: 47, fees: 0, handoff: 0, discount: 0, tip: 75, total: 872 });
  });
  it('keeps the group’s costs (service fee, delivery fee, coupon, the cart’s tip) on the host’s part only', () => {
    expect(partPricing({ role: 'host', paymentType: 'each', cart, seatTip })).toEqual(cart);
    // Host-pays: the participant's totals are their items and tax; the group's costs stay the host's (decision 182).
    expect(partPricing({ role: 'participant', paymentType: 'host', cart, seatTip })).toEqual({
      tipPercent: null,
      tipCustomCents: 0,
      couponCode: null,
      serviceFeeCents: 0,
      deliveryFeeCents: 0,
    });
    const host = totalsFor(
      partPricing({ role: 'host', paymentType: 'each', cart, seatTip }),
      visibleLines(lines, { role: 'host', participantId: null, paymentType: 'each', others: ['Bea', 'Cy'] }),
    );
    expect(host).toMatchObject({ subtotal: 450, fees: 150, handoff: 399, tip: 90 });
  });
  it('splits every line into exactly one part: the parts add up to the whole subtotal, fees charged once', () => {
    const seats = ['Bea', 'Cy'];
    const parts = [
      totalsFor(
        partPricing({ role: 'host', paymentType: 'each', cart, seatTip }),
        visibleLines(lines, { role: 'host', participantId: null, paymentType: 'each', others: seats }),
      ),
      ...seats.map((id) =>
        totalsFor(
          partPricing({ role: 'participant', paymentType: 'each', cart, seatTip }),
          visibleLines(lines, { role: 'participant', participantId: id, paymentType: 'each' }),
        ),
      ),
    ];
    const whole = lines.reduce((n, l) => n + l.quantity * l.unitPriceCents, 0);
    expect(parts.reduce((n, p) => n + p.subtotal, 0)).toBe(whole);
    expect(parts.reduce((n, p) => n + p.fees + p.handoff, 0)).toBe(150 + 399);
  });
});
