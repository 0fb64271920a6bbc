import { describe, expect, it } from 'vitest';
import { availabilityProblem, inWindow, localMinutes } from '../../src/domain/menu/availability.ts';
import { cartLineSchema } from '../../src/domain/menu/cart-line.ts';
import { formatCalories, formatCents, itemCount, productHref } from '../../src/domain/menu/menu-format.ts';
import {
  canAddChoice,
  canIncrease,
  isAtMinimum,
  quantityProblem,
  stepQuantity,
} from '../../src/domain/menu/quantity.ts';
import { defaultSelection, pruneSelection, priceSelection } from '../../src/domain/menu/selection.ts';
import { validateCartLine } from '../../src/domain/menu/validate-cart-line.ts';
import { cake, club, menuOf, pastryBox, product } from './menu-fixtures.ts';

const menu = menuOf([club, pastryBox, cake, product('p-oats', { name: 'Oats', dayparts: ['breakfast'] })]);
const line = (product_id: string, choices: { id: string; quantity?: number; text?: string }[], quantity = 1) =>
  cartLineSchema.parse({ product_id, quantity, choices });
const messages = (r: ReturnType<typeof validateCartLine>) => (r.ok ? [] : r.problems.map((p) => p.message));

describe('validateCartLine: option groups at every level', () => {
  it('prices a valid nested selection: base + deltas, × quantity', () => {
    const r = validateCartLine(
      menu,
      line('p-club', [{ id: 'whole' }, { id: 'avocado' }, { id: 'combo-yes' }, { id: 'salad' }, { id: 'ranch' }], 2),
    );
    expect(r).toMatchObject({
      ok: true,
      unitPriceCents: 849 + 400 + 175 + 349,
      priceCents: 2 * (849 + 400 + 175 + 349),
      caloriesBase: 480 + 380 + 80,
    });
  });
  it('names a missing required choice: "Choose 1 size"', () => {
    expect(messages(validateCartLine(menu, line('p-club', [])))).toEqual(['Choose 1 size']);
  });
  it('names a max violation: "Choose up to 2"', () => {
    expect(
      messages(
        validateCartLine(menu, line('p-club', [{ id: 'half' }, { id: 'avocado' }, { id: 'bacon' }, { id: 'egg' }])),
      ),
    ).toEqual(['Choose up to 2']);
  });
  it('checks nested groups only when their parent choice is selected', () => {
    expect(validateCartLine(menu, line('p-club', [{ id: 'half' }])).ok).toBe(true);
    expect(messages(validateCartLine(menu, line('p-club', [{ id: 'half' }, { id: 'combo-yes' }])))).toEqual([
      'Choose 1 side',
    ]);
    expect(
      messages(validateCartLine(menu, line('p-club', [{ id: 'half' }, { id: 'combo-yes' }, { id: 'salad' }]))),
    ).toEqual(['Choose 1 dressing']);
  });
  it('rejects a nested choice whose parent is not selected', () => {
    expect(messages(validateCartLine(menu, line('p-club', [{ id: 'half' }, { id: 'chips' }])))).toEqual([
      'chips needs Make it a Combo',
    ]);
  });
  it('rejects unknown ids, another product’s choices, duplicates', () => {
    expect(messages(validateCartLine(menu, line('p-club', [{ id: 'half' }, { id: 'nope' }])))).toEqual([
      'Turkey Club has no choice "nope"',
    ]);
    expect(
      messages(validateCartLine(menu, line('p-club', [{ id: 'half' }, { id: 'croissant', quantity: 1 }]))),
    ).toEqual(['That choice belongs to Pastry Box, not Turkey Club']);
    expect(messages(validateCartLine(menu, line('p-club', [{ id: 'half' }, { id: 'half' }])))).toEqual([
      'Half is listed twice',
    ]);
    expect(messages(validateCartLine(menu, line('p-nope', [])))).toEqual(['This menu has no product "p-nope"']);
  });
  it('enforces per-choice and total quantities', () => {
    expect(
      validateCartLine(
        menu,
        line('p-box', [
          { id: 'croissant', quantity: 6 },
          { id: 'almond', quantity: 6 },
        ]),
      ),
    ).toMatchObject({ ok: true, unitPriceCents: 4200 + 300 });
    expect(messages(validateCartLine(menu, line('p-box', [{ id: 'croissant', quantity: 6 }])))).toEqual([
      'Choose 12 in all (6 more)',
    ]);
    expect(messages(validateCartLine(menu, line('p-box', [{ id: 'croissant', quantity: 13 }])))).toEqual([
      'Up to 12 of croissant',
      'Choose up to 12 in all',
    ]);
    expect(messages(validateCartLine(menu, line('p-club', [{ id: 'whole', quantity: 2 }])))).toEqual([
      'Whole can be chosen once',
    ]);
  });
  it('needs the custom text with its choice, within its max length', () => {
    expect(validateCartLine(menu, line('p-cake', [{ id: 'message', text: 'Happy birthday, Ada' }]))).toMatchObject({
      ok: true,
      choices: [{ id: 'message', text: 'Happy birthday, Ada' }],
    });
    expect(messages(validateCartLine(menu, line('p-cake', [{ id: 'message' }])))).toEqual(['Enter your message']);
    expect(messages(validateCartLine(menu, line('p-cake', [{ id: 'message', text: 'x'.repeat(41) }])))).toEqual([
      'Keep it to 40 characters',
    ]);
  });
  it('checks quantity against min/max/increments', () => {
    expect(messages(validateCartLine(menu, line('p-cake', [], 6)))).toEqual(['Quantity must be between 1 and 5']);
    expect(messages(validateCartLine(menu, line('p-cake', [], 0)))).toEqual(['Quantity must be between 1 and 5']);
  });
  it('checks handoff and daypart availability in the menu’s time zone', () => {
    expect(messages(validateCartLine(menu, line('p-cake', []), { handoff: 'delivery' }))).toEqual([
      'Celebration Cake is not available for delivery',
    ]);
    // 15:00 UTC is 10:00 in New York in winter (inside breakfast), 16:00 UTC is 11:00 (outside).
    expect(validateCartLine(menu, line('p-oats', []), { at: new Date('2026-01-15T15:00:00Z') }).ok).toBe(true);
    expect(messages(validateCartLine(menu, line('p-oats', []), { at: new Date('2026-01-15T16:00:00Z') }))).toEqual([
      'Oats is served during Breakfast 5:00–10:30 AM only',
    ]);
  });
});

describe('defaults, pruning and pricing', () => {
  it('selects default choices, nested ones only under selected parents', () => {
    expect([...defaultSelection(club).keys()]).toEqual(['half']);
    const withCombo = new Map(defaultSelection(club)).set('combo-yes', { quantity: 1 }).set('chips', { quantity: 1 });
    expect([...pruneSelection(club, new Map([...withCombo].filter(([id]) => id !== 'combo-yes'))).keys()]).toEqual([
      'half',
    ]);
  });
  it('adds negative deltas and never reports negative calories', () => {
    const p = product('p-x', {
      cost: 300,
      nutrition: { calories: { base: 50, max: 50 } },
      option_groups: [
        {
          ...club.option_groups[0]!,
          choices: [{ ...club.option_groups[0]!.choices[0]!, id: 'n', price_delta: -50, calories_delta: -80 }],
        },
      ],
    });
    expect(priceSelection(p, new Map([['n', { quantity: 1 }]]))).toMatchObject({ unitPriceCents: 250, calories: 0 });
  });
});

describe('quantity stepping (spec §5)', () => {
  const cookies = { min: 3, max: 24, increments: 3 };
  it('steps on the increment grid, plus disabled at max, minus at min removes', () => {
    expect(stepQuantity(3, 'up', cookies)).toEqual({ kind: 'set', quantity: 6 });
    expect(stepQuantity(24, 'up', cookies)).toEqual({ kind: 'unchanged', quantity: 24 });
    expect(stepQuantity(6, 'down', cookies)).toEqual({ kind: 'set', quantity: 3 });
    expect(stepQuantity(3, 'down', cookies)).toEqual({ kind: 'remove' });
    expect(canIncrease(24, cookies)).toBe(false);
    expect(canIncrease(21, cookies)).toBe(true);
    expect(isAtMinimum(3, cookies)).toBe(true);
    expect(quantityProblem(4, cookies)).toBe('Quantity goes up in steps of 3 from 3');
    expect(quantityProblem(9, cookies)).toBeNull();
  });
});

describe('per-choice steppers (spec §5: plus disabled at max)', () => {
  const shots = { max_select: 2, max_choice_quantity: 3, max_total_quantity: 3 };
  it('stops at the per-choice maximum, the group total and the number of kinds', () => {
    expect(canAddChoice(shots, new Map(), 'regular')).toBe(true);
    expect(canAddChoice(shots, new Map([['regular', 2]]), 'regular')).toBe(true);
    expect(
      canAddChoice(
        shots,
        new Map([
          ['regular', 2],
          ['decaf', 1],
        ]),
        'regular',
      ),
    ).toBe(false);
    expect(
      canAddChoice(
        shots,
        new Map([
          ['regular', 2],
          ['decaf', 1],
        ]),
        'decaf',
      ),
    ).toBe(false);
    expect(canAddChoice({ ...shots, max_total_quantity: null }, new Map([['regular', 3]]), 'regular')).toBe(false);
    const box = { max_select: 2, max_choice_quantity: 12, max_total_quantity: 12 };
    expect(
      canAddChoice(
        box,
        new Map([
          ['a', 2],
          ['b', 3],
        ]),
        'c',
      ),
    ).toBe(false);
    expect(
      canAddChoice(
        box,
        new Map([
          ['a', 2],
          ['b', 3],
        ]),
        'b',
      ),
    ).toBe(true);
  });
});

describe('formats and links', () => {
  it('formats money, calories and the spec §2 product link', () => {
    expect(formatCents(849)).toBe('$8.49');
    expect([itemCount(0), itemCount(1), itemCount(2)]).toEqual(['0 items', '1 item', '2 items']);
    expect(formatCalories({ base: 480, max: 1420 })).toBe('480–1,420 Cal');
    expect(formatCalories({ base: 310, max: 310 })).toBe('310 Cal');
    expect(productHref({ pdp_id: 'turkey-club' }, '10101')).toBe('/menu/10101/product/turkey-club');
    expect(productHref({ pdp_id: 'turkey-club' }, null)).toBe('/menu?product=turkey-club');
  });
  it('reads wall-clock time in a zone and handles windows past midnight', () => {
    expect(localMinutes(new Date('2026-07-01T12:30:00Z'), 'America/New_York')).toBe(8 * 60 + 30);
    expect(inWindow(30, '22:00', '01:00')).toBe(true);
    expect(inWindow(120, '22:00', '01:00')).toBe(false);
    expect(
      availabilityProblem({ name: 'X', available: false, handoffs: null, dayparts: null }, [], { timeZone: null }),
    ).toBe('X is sold out at this location');
  });
});
