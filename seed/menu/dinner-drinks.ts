import type { ProductSeed } from '../../src/server/seed/seed-schema.ts';
import { COFFEE_SIZE, COLD_SIZE, DINNER_SIDES, EXTRA_SHOTS, FLATBREAD_CRUST, FLATBREAD_TOPPINGS, MILK, SALAD_PROTEIN, SYRUPS } from './options.ts';

const ALL_DAY_DRINK_TAGS: ProductSeed['tags'] = ['gluten-free', 'keto', 'paleo', 'plant-based', 'vegan', 'vegetarian'];

/** Dinner (from 4 pm) and the all-day drinks. */
export const DINNER: ProductSeed[] = [
  {
    id: 'p-margherita-flatbread', name: 'Margherita Flatbread', priceCents: 1099, calories: [780, 1250], tags: ['vegetarian', 'dairy'],
    description: 'San Marzano tomato, fresh mozzarella and basil on our blistered sourdough crust.',
    categories: ['flatbreads'], options: [FLATBREAD_CRUST, FLATBREAD_TOPPINGS],
  },
  {
    id: 'p-wild-mushroom-flatbread', name: 'Wild Mushroom & Fontina Flatbread', priceCents: 1249, calories: [820, 1290], tags: ['vegetarian', 'dairy'],
    description: 'Roasted wild mushrooms, fontina, caramelized onion and thyme with a drizzle of truffle oil.',
    categories: ['flatbreads'], options: [FLATBREAD_CRUST, FLATBREAD_TOPPINGS],
  },
  {
    id: 'p-prosciutto-fig-flatbread', name: 'Prosciutto & Fig Flatbread', priceCents: 1349, calories: [860, 1330], tags: ['dairy'],
    description: 'Fig jam, prosciutto, goat cheese and arugula with a balsamic drizzle.',
    categories: ['flatbreads'], options: [FLATBREAD_CRUST, FLATBREAD_TOPPINGS],
  },
  {
    id: 'p-bbq-chicken-flatbread', name: 'Smoky BBQ Chicken Flatbread', priceCents: 1249, calories: [900, 1370], tags: ['dairy'],
    description: 'Pulled chicken, smoky barbecue sauce, red onion, smoked gouda and cilantro.',
    categories: ['flatbreads'], options: [FLATBREAD_CRUST, FLATBREAD_TOPPINGS],
  },
  {
    id: 'p-roast-half-chicken', name: 'Herb-Roasted Half Chicken', priceCents: 1799, calories: [760, 1520], tags: ['gluten-free'],
    description: 'A brined, herb-rubbed half chicken roasted until crackling, with pan jus and two sides.',
    categories: ['dinner-plates'], options: [DINNER_SIDES],
  },
  {
    id: 'p-baked-rigatoni-bolognese', name: 'Baked Rigatoni Bolognese', priceCents: 1649, calories: [1050, 1050], tags: ['dairy'],
    description: 'Rigatoni in a slow-simmered beef and pork ragù, baked with ricotta and mozzarella.',
    categories: ['dinner-plates'], hideCustomize: true,
  },
  {
    id: 'p-pesto-tortellini', name: 'Pesto Tortellini', priceCents: 1499, calories: [890, 1290], tags: ['vegetarian', 'dairy', 'nuts'],
    description: 'Cheese tortellini tossed in basil pesto with blistered tomatoes, spinach and Parmesan.',
    categories: ['dinner-plates'], options: [SALAD_PROTEIN],
  },
  {
    id: 'p-maple-glazed-salmon', name: 'Maple-Glazed Salmon', priceCents: 2199, calories: [620, 1380], tags: ['gluten-free', 'paleo'],
    description: 'Atlantic salmon brushed with maple and Dijon, roasted and served with two sides.',
    categories: ['dinner-plates'], options: [DINNER_SIDES],
  },
  {
    id: 'p-braised-short-rib', name: 'Red Wine Braised Short Rib', priceCents: 2399, calories: [980, 1740], tags: ['gluten-free', 'dairy'],
    description: 'Boneless short rib braised for six hours in red wine, over creamy polenta with gremolata.',
    categories: ['dinner-plates'], options: [DINNER_SIDES],
  },
];

export const DRINKS: ProductSeed[] = [
  {
    id: 'p-house-coffee', name: 'Larkspur House Coffee', priceCents: 249, calories: [5, 5], tags: ALL_DAY_DRINK_TAGS,
    description: 'Our medium-roast house blend with notes of cocoa and dark caramel. Free refills in the cafe.',
    categories: ['hot-coffee-tea'], quickAdd: true, upsell: true, options: [COFFEE_SIZE],
  },
  {
    id: 'p-caffe-latte', name: 'Caffè Latte', priceCents: 459, calories: [190, 420], tags: ['gluten-free', 'vegetarian', 'dairy'],
    description: 'A double shot of espresso with steamed milk and a thin layer of microfoam.',
    categories: ['hot-coffee-tea'], options: [COFFEE_SIZE, MILK, EXTRA_SHOTS, SYRUPS],
  },
  {
    id: 'p-cappuccino', name: 'Cappuccino', priceCents: 439, calories: [120, 330], tags: ['gluten-free', 'vegetarian', 'dairy'],
    description: 'Espresso under a deep cap of velvety foamed milk.',
    categories: ['hot-coffee-tea'], options: [COFFEE_SIZE, MILK, EXTRA_SHOTS, SYRUPS],
  },
  {
    id: 'p-honey-lavender-latte', name: 'Honey Lavender Latte', priceCents: 529, calories: [240, 470], tags: ['gluten-free', 'vegetarian', 'dairy'],
    description: 'Our signature latte sweetened with wildflower honey and a hint of lavender.',
    categories: ['hot-coffee-tea'], upsell: true, options: [COFFEE_SIZE, MILK, EXTRA_SHOTS],
  },
  {
    id: 'p-americano', name: 'Americano', priceCents: 349, calories: [10, 25], tags: ALL_DAY_DRINK_TAGS,
    description: 'Two shots of espresso topped with hot water.',
    categories: ['hot-coffee-tea'], options: [COFFEE_SIZE, EXTRA_SHOTS],
  },
  {
    id: 'p-dark-hot-chocolate', name: 'Dark Hot Chocolate', priceCents: 399, calories: [320, 520], tags: ['gluten-free', 'vegetarian', 'dairy'],
    description: 'Melted dark chocolate whisked into steamed milk, with a toasted marshmallow on request.',
    categories: ['hot-coffee-tea'],
    options: [COFFEE_SIZE, MILK, { key: 'topping', name: 'Topping', min: 0, max: 1, choices: [{ key: 'marshmallow', name: 'Toasted Marshmallow', priceDelta: 50, calories: 40 }] }],
  },
  {
    id: 'p-chai-tea-latte', name: 'Chai Tea Latte', priceCents: 479, calories: [240, 460], tags: ['gluten-free', 'vegetarian', 'dairy'],
    description: 'Black tea brewed with cardamom, cinnamon, ginger and clove, with steamed milk.',
    categories: ['hot-coffee-tea'], options: [COFFEE_SIZE, MILK, EXTRA_SHOTS],
  },
  {
    id: 'p-hot-tea', name: 'Hot Tea', priceCents: 299, calories: [0, 0], tags: ALL_DAY_DRINK_TAGS,
    description: 'Loose-leaf tea, steeped to order.',
    categories: ['hot-coffee-tea'],
    options: [
      {
        key: 'tea', name: 'Choose a Tea', min: 1, max: 1,
        choices: [
          { key: 'english-breakfast', name: 'English Breakfast', default: true },
          { key: 'earl-grey', name: 'Earl Grey Crème' },
          { key: 'jasmine', name: 'Jasmine Green' },
          { key: 'peppermint', name: 'Peppermint' },
          { key: 'chamomile', name: 'Chamomile Citrus' },
        ],
      },
    ],
  },
  {
    id: 'p-cold-brew', name: 'Cold Brew', priceCents: 429, calories: [5, 150], tags: ALL_DAY_DRINK_TAGS,
    description: 'Steeped for 18 hours for a smooth, chocolatey finish.',
    categories: ['cold-drinks'], quickAdd: true,
    options: [COLD_SIZE, { key: 'cream', name: 'Finish It With', min: 0, max: 1, choices: [{ key: 'sweet-cream', name: 'Vanilla Sweet Cream', priceDelta: 75, calories: 100 }] }],
  },
  {
    id: 'p-iced-latte', name: 'Iced Latte', priceCents: 479, calories: [130, 360], tags: ['gluten-free', 'vegetarian', 'dairy'],
    description: 'Espresso and cold milk over ice.',
    categories: ['cold-drinks'], options: [COLD_SIZE, MILK, EXTRA_SHOTS, SYRUPS],
  },
  {
    id: 'p-fresh-lemonade', name: 'Fresh-Squeezed Lemonade', priceCents: 379, calories: [180, 290], tags: ['gluten-free', 'plant-based', 'vegan', 'vegetarian'],
    description: 'Squeezed in store every morning and lightly sweetened.',
    categories: ['cold-drinks'], quickAdd: true, upsell: true,
    options: [
      COLD_SIZE,
      {
        key: 'flavor', name: 'Flavor', min: 1, max: 1,
        choices: [
          { key: 'classic', name: 'Classic', default: true },
          { key: 'strawberry', name: 'Strawberry', priceDelta: 50, calories: 30 },
          { key: 'blueberry-lavender', name: 'Blueberry Lavender', priceDelta: 50, calories: 30 },
        ],
      },
    ],
  },
  {
    id: 'p-fresh-orange-juice', name: 'Fresh Orange Juice', priceCents: 449, calories: [220, 330], tags: ['gluten-free', 'paleo', 'plant-based', 'vegan', 'vegetarian'],
    description: 'Pressed to order from Florida Valencia oranges.',
    categories: ['cold-drinks'], quickAdd: true, options: [COLD_SIZE],
  },
  {
    id: 'p-mixed-berry-smoothie', name: 'Mixed Berry Smoothie', priceCents: 649, calories: [290, 420], tags: ['gluten-free', 'vegetarian', 'dairy'],
    description: 'Strawberries, blueberries, banana and Greek yogurt blended smooth.',
    categories: ['cold-drinks'],
    options: [
      {
        key: 'boost', name: 'Add a Boost', description: 'Choose up to 2.', min: 0, max: 2,
        choices: [
          { key: 'protein', name: 'Whey Protein', priceDelta: 125, calories: 110 },
          { key: 'spinach', name: 'Spinach', priceDelta: 50, calories: 5 },
          { key: 'peanut-butter', name: 'Peanut Butter', priceDelta: 100, calories: 95 },
        ],
      },
    ],
  },
  {
    id: 'p-iced-black-tea', name: 'Iced Black Tea', priceCents: 299, calories: [0, 0], tags: ALL_DAY_DRINK_TAGS,
    description: 'Fresh-brewed and unsweetened, with lemon on the side.',
    categories: ['cold-drinks'], quickAdd: true, options: [COLD_SIZE],
  },
  {
    id: 'p-sparkling-water', name: 'Sparkling Water', priceCents: 249, calories: [0, 0], tags: ALL_DAY_DRINK_TAGS,
    description: 'A chilled 12 oz can of lightly sparkling spring water.',
    categories: ['cold-drinks'], quickAdd: true, hideCustomize: true, upsell: true,
  },
];
