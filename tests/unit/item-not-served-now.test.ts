import { describe, expect, it } from 'vitest';
import { APP_ERROR_STATUS } from '../../src/domain/app-error.ts';
import { ITEM_NOT_SERVED_NOW_MESSAGE, allCustomerCopy, customerMessage } from '../../src/domain/customer-copy.ts';
import { daypartProblem } from '../../src/domain/menu/availability.ts';
import { validateCartLine } from '../../src/domain/menu/validate-cart-line.ts';
import { singleProductMenu } from '../../src/web/features/menu/quick-add.ts';
import type { Daypart, MenuProduct } from '../../src/domain/menu/menu-contract.ts';

/** The daypart refusal's typed code (ITEM_NOT_SERVED_NOW) and its customer words, at fixed instants. */
const breakfast: Daypart = { id: 'breakfast', name: 'Breakfast', starts: '05:00', ends: '10:30' };
const potatoes = { name: 'Rosemary Breakfast Potatoes', dayparts: ['breakfast'] };
const SERVER_SENTENCE = 'Rosemary Breakfast Potatoes is served during Breakfast 5:00–10:30 AM only';

describe('ITEM_NOT_SERVED_NOW', () => {
  it('is a 422, like the VALIDATION it replaces', () => {
    expect(APP_ERROR_STATUS.ITEM_NOT_SERVED_NOW).toBe(422);
  });

  it('names the daypart outside its window, and nothing inside it', () => {
    // 15:20 in Boston (EST) = 20:20Z; 08:00 in Boston = 13:00Z.
    expect(daypartProblem(potatoes, [breakfast], new Date('2026-11-25T20:20:00Z'), 'America/New_York')).toBe(
      SERVER_SENTENCE,
    );
    expect(daypartProblem(potatoes, [breakfast], new Date('2026-11-25T13:00:00Z'), 'America/New_York')).toBeNull();
    expect(
      daypartProblem(
        { name: 'Coffee', dayparts: null },
        [breakfast],
        new Date('2026-11-25T20:20:00Z'),
        'America/New_York',
      ),
    ).toBeNull();
  });

  it('is the line problem code not_served_now (a handoff refusal stays unavailable)', () => {
    const product = {
      product_id: 'p-potatoes',
      name: potatoes.name,
      dayparts: ['breakfast'],
      handoffs: ['pickup'],
      available: true,
      option_groups: [],
      quantities: { min: 1, max: 10, increment: 1 },
    } as unknown as MenuProduct;
    const menu = singleProductMenu(product, { menu_id: 'm', time_zone: 'America/New_York', dayparts: [breakfast] });
    const late = validateCartLine(
      menu,
      { product_id: 'p-potatoes', quantity: 1, choices: [] },
      { at: new Date('2026-11-25T20:20:00Z') },
    );
    expect(late.ok ? [] : late.problems.map((p) => p.code)).toEqual(['not_served_now']);
    const delivery = validateCartLine(
      menu,
      { product_id: 'p-potatoes', quantity: 1, choices: [] },
      { handoff: 'delivery', at: new Date('2026-11-25T20:20:00Z') },
    );
    expect(delivery.ok ? [] : delivery.problems.map((p) => p.code)).toEqual(['unavailable']);
  });

  it('shows the server’s sentence as written, and the generic one for anything else', () => {
    expect(customerMessage({ code: 'ITEM_NOT_SERVED_NOW', message: SERVER_SENTENCE })).toBe(SERVER_SENTENCE);
    expect(
      customerMessage({
        code: 'ITEM_NOT_SERVED_NOW',
        message: 'Muffin is served during Breakfast 5:00–10:30 AM, Brunch 9:00 AM–2:00 PM only',
      }),
    ).toBe('Muffin is served during Breakfast 5:00–10:30 AM, Brunch 9:00 AM–2:00 PM only');
    expect(customerMessage({ code: 'ITEM_NOT_SERVED_NOW', message: 'product_id: p-x {"daypart":1}' })).toBe(
      ITEM_NOT_SERVED_NOW_MESSAGE,
    );
    expect(allCustomerCopy()).toContain(ITEM_NOT_SERVED_NOW_MESSAGE);
  });
});
