import type { Menu, MenuOptionChoice, MenuOptionGroup, MenuProduct } from '../../src/domain/menu/menu-contract.ts';

/** Small typed factories for menu tests (EXAMPLES #9). */
export const choice = (id: string, over: Partial<MenuOptionChoice> = {}): MenuOptionChoice => ({
  id,
  name: id,
  price_delta: 0,
  calories_delta: 0,
  is_default: false,
  available: true,
  option_groups: [],
  ...over,
});

export const group = (
  id: string,
  choices: MenuOptionChoice[],
  over: Partial<MenuOptionGroup> = {},
): MenuOptionGroup => ({
  id,
  name: id,
  description: '',
  min_select: 0,
  max_select: choices.length,
  allow_quantity: false,
  max_choice_quantity: null,
  min_total_quantity: null,
  max_total_quantity: null,
  custom_text: null,
  choices,
  ...over,
});

export const product = (id: string, over: Partial<MenuProduct> = {}): MenuProduct => ({
  product_id: id,
  pdp_id: id.replace(/^p-/, ''),
  name: id,
  description: '',
  images: [],
  quantities: { min: 1, max: 99, increments: 1 },
  meta: { quick_add: false, hide_customize: false },
  nutrition: { calories: { base: 100, max: 100 } },
  nutrition_lifestyle: '',
  cost: 500,
  handoffs: null,
  dayparts: null,
  available: true,
  customizable: true,
  option_groups: [],
  ...over,
});

export const menuOf = (products: MenuProduct[], over: Partial<Menu> = {}): Menu => ({
  menu_id: 'm1',
  name: 'Test',
  time_zone: 'America/New_York',
  dayparts: [{ id: 'breakfast', name: 'Breakfast', starts: '05:00', ends: '10:30' }],
  master_categories: [
    {
      id: 'all',
      name: 'All',
      categories: [{ id: 'c', name: 'C', description: '', image: null, daypart: null, products, sub_categories: [] }],
    },
  ],
  ...over,
});

/** A sandwich like the seed's: size (required), add-ons (up to 3), combo → side → dressing. */
export const club = product('p-club', {
  name: 'Turkey Club',
  cost: 849,
  nutrition: { calories: { base: 480, max: 1420 } },
  option_groups: [
    group(
      'size',
      [
        choice('half', { name: 'Half', is_default: true }),
        choice('whole', { name: 'Whole', price_delta: 400, calories_delta: 380 }),
      ],
      { name: 'Choose a Size', min_select: 1, max_select: 1 },
    ),
    group(
      'addons',
      [
        choice('avocado', { price_delta: 175, calories_delta: 80 }),
        choice('bacon', { price_delta: 200 }),
        choice('egg', { price_delta: 150 }),
        choice('onion', { price_delta: 50 }),
      ],
      { name: 'Add Extras', max_select: 2 },
    ),
    group(
      'combo',
      [
        choice('combo-yes', {
          name: 'Make it a Combo',
          price_delta: 349,
          option_groups: [
            group(
              'side',
              [
                choice('chips', { is_default: true, calories_delta: 150 }),
                choice('salad', {
                  name: 'Side Salad',
                  option_groups: [
                    group('dressing', [choice('balsamic', { is_default: true }), choice('ranch')], {
                      name: 'Choose a Dressing',
                      min_select: 1,
                      max_select: 1,
                    }),
                  ],
                }),
              ],
              { name: 'Choose a Side', min_select: 1, max_select: 1 },
            ),
          ],
        }),
      ],
      { name: 'Make it a Combo', max_select: 1 },
    ),
  ],
});

export const pastryBox = product('p-box', {
  name: 'Pastry Box',
  cost: 4200,
  quantities: { min: 1, max: 20, increments: 1 },
  option_groups: [
    group('pastries', [choice('croissant'), choice('almond', { price_delta: 50 }), choice('muffin')], {
      name: 'Choose 12 Pastries',
      min_select: 1,
      max_select: 3,
      allow_quantity: true,
      max_choice_quantity: 12,
      min_total_quantity: 12,
      max_total_quantity: 12,
    }),
  ],
});

export const cake = product('p-cake', {
  name: 'Celebration Cake',
  cost: 3800,
  handoffs: ['pickup', 'curbside', 'catering'],
  quantities: { min: 1, max: 5, increments: 1 },
  option_groups: [
    group('writing', [choice('message', { name: 'Add a Message' })], {
      name: 'Writing on the Cake',
      max_select: 1,
      custom_text: { label: 'Your message (up to 40 characters)', max_length: 40 },
    }),
  ],
});
