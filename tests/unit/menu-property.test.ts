import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cartLineSchema } from '../../src/domain/menu/cart-line.ts';
import type { MenuOptionGroup, MenuProduct } from '../../src/domain/menu/menu-contract.ts';
import { indexChoices, selectionProblems } from '../../src/domain/menu/selection.ts';
import { validateCartLine } from '../../src/domain/menu/validate-cart-line.ts';
import { choice, group, menuOf, product } from './menu-fixtures.ts';

/**
 * Random menus and random selections (issue 4 "Tests"): the validator and the price calculator
 * agree. A valid line's price is the sum of its parts; an invalid line is never priced.
 */
let next = 0;
const uid = (p: string) => `${p}${next++}`;

const groupArb = (depth: number): fc.Arbitrary<MenuOptionGroup> =>
  fc
    .record({
      n: fc.integer({ min: 1, max: 4 }),
      min: fc.integer({ min: 0, max: 2 }),
      span: fc.integer({ min: 0, max: 2 }),
      qty: fc.boolean(),
      deltas: fc.array(fc.integer({ min: -200, max: 600 }), { minLength: 4, maxLength: 4 }),
      nested:
        depth > 0
          ? fc.array(fc.option(fc.constant(null), { nil: undefined }), { minLength: 4, maxLength: 4 })
          : fc.constant([]),
    })
    .chain(({ n, min, span, qty, deltas, nested }) => {
      const children =
        depth > 0
          ? fc.array(groupArb(depth - 1), { minLength: n, maxLength: n })
          : fc.constant([] as MenuOptionGroup[]);
      return children.map((kids) => {
        const choices = Array.from({ length: n }, (_, i) =>
          choice(uid('c'), {
            price_delta: deltas[i] ?? 0,
            calories_delta: 10,
            option_groups: nested[i] === null && kids[i] ? [kids[i]] : [],
          }),
        );
        const minSelect = Math.min(min, n);
        return group(uid('g'), choices, {
          min_select: minSelect,
          max_select: Math.min(n, minSelect + span),
          allow_quantity: qty,
          max_choice_quantity: qty ? 3 : null,
          max_total_quantity: qty ? 5 : null,
        });
      });
    });

const productArb: fc.Arbitrary<MenuProduct> = fc
  .record({ cost: fc.integer({ min: 0, max: 5000 }), groups: fc.array(groupArb(2), { maxLength: 3 }) })
  .map(({ cost, groups }) => product(uid('p-'), { cost, option_groups: groups }));

/** A random subset of the product's choice ids, each with quantity 1–4 (often invalid on purpose). */
const pickArb = (p: MenuProduct) => {
  const ids = [...indexChoices(p).keys()];
  return fc.record({
    picks: fc.subarray(ids),
    quantities: fc.array(fc.integer({ min: 1, max: 4 }), { minLength: ids.length, maxLength: ids.length }),
    weight: fc.integer({ min: 0, max: 3 }),
    lineQty: fc.integer({ min: 0, max: 100 }),
  });
};

describe('validator and price calculator agree on random menus', () => {
  it('valid ⇒ price = (base + Σ delta × qty) × quantity; invalid ⇒ never priced', () => {
    let valid = 0;
    fc.assert(
      fc.property(
        productArb.chain((p) => pickArb(p).map((pick) => ({ p, pick }))),
        ({ p, pick }) => {
          const index = indexChoices(p);
          // Mostly quantity 1, so that a good share of selections is valid.
          const choices = pick.picks.map((id, i) => ({
            id,
            quantity: pick.weight === 0 ? (pick.quantities[i] ?? 1) : 1,
          }));
          const line = cartLineSchema.parse({ product_id: p.product_id, quantity: pick.lineQty, choices });
          const result = validateCartLine(menuOf([p]), line);
          const problems = selectionProblems(p, choices);
          if (result.ok) {
            valid++;
            expect(problems).toEqual([]);
            const parts = choices.reduce(
              (sum, c) => sum + (index.get(c.id)?.choice.price_delta ?? NaN) * c.quantity,
              p.cost,
            );
            expect(result.unitPriceCents).toBe(parts);
            expect(result.priceCents).toBe(parts * pick.lineQty);
            expect(Number.isInteger(result.priceCents)).toBe(true);
          } else {
            expect(result).not.toHaveProperty('priceCents');
            expect(result.problems.length).toBeGreaterThan(0);
            for (const problem of result.problems) expect(problem.message).toMatch(/\S/);
            // A line rejected with a good quantity must have a selection problem, and vice versa.
            const quantityOk = pick.lineQty >= 1 && pick.lineQty <= 99;
            if (quantityOk) expect(problems.length).toBeGreaterThan(0);
          }
        },
      ),
      { numRuns: 400, seed: 4242 },
    );
    // The generator must actually exercise both branches.
    expect(valid).toBeGreaterThan(20);
  });

  it('a nested choice is valid only while every ancestor choice is selected', () => {
    fc.assert(
      fc.property(productArb, (p) => {
        for (const [id, info] of indexChoices(p)) {
          if (!info.parentChoiceId) continue;
          const problems = selectionProblems(p, [{ id, quantity: 1 }]);
          expect(problems.some((x) => x.code === 'parent_not_selected' && x.choice_id === id)).toBe(true);
        }
      }),
      { numRuns: 200, seed: 7 },
    );
  });
});
