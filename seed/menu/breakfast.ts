import type { ProductSeed } from '../../src/server/seed/seed-schema.ts';
import { BREAKFAST_ADD_ONS, BREAKFAST_CARRIER, EGG_STYLE, SANDWICH_CHEESE, TOAST } from './options.ts';

/** Breakfast and brunch (served until 10:30 and 2 pm; see structure.ts dayparts). */
export const BREAKFAST: ProductSeed[] = [
  {
    id: 'p-egg-and-cheddar', name: 'Egg & Cheddar', priceCents: 549, calories: [460, 900], tags: ['vegetarian', 'dairy', 'egg'],
    description: 'Fluffy scrambled eggs and sharp aged white cheddar on a warm butter croissant.',
    categories: ['breakfast-sandwiches'], options: [BREAKFAST_CARRIER, SANDWICH_CHEESE, BREAKFAST_ADD_ONS],
  },
  {
    id: 'p-bacon-egg-and-cheese', name: 'Bacon, Egg & Cheese', priceCents: 649, calories: [560, 1010], tags: ['dairy', 'egg'],
    description: 'Applewood-smoked bacon, scrambled eggs and melted cheddar. The one that gets you out the door.',
    categories: ['breakfast-sandwiches'], upsell: true, options: [BREAKFAST_CARRIER, SANDWICH_CHEESE, BREAKFAST_ADD_ONS],
  },
  {
    id: 'p-sausage-egg-biscuit', name: 'Sausage, Egg & Cheddar Biscuit', priceCents: 679, calories: [690, 980], tags: ['dairy', 'egg'],
    description: 'Maple breakfast sausage, a folded egg and cheddar on a flaky buttermilk biscuit.',
    categories: ['breakfast-sandwiches'], options: [SANDWICH_CHEESE, BREAKFAST_ADD_ONS],
  },
  {
    id: 'p-avocado-egg-white-wrap', name: 'Avocado & Egg White Wrap', priceCents: 699, calories: [390, 640], tags: ['vegetarian', 'dairy', 'egg'],
    description: 'Egg whites, smashed avocado, spinach, tomato and crumbled feta in a toasted whole-wheat wrap.',
    categories: ['breakfast-sandwiches'], options: [BREAKFAST_ADD_ONS],
  },
  {
    id: 'p-smoked-salmon-bagel', name: 'Smoked Salmon Bagel', priceCents: 1049, calories: [520, 580], tags: ['dairy'],
    description: 'Cold-smoked salmon, scallion cream cheese, capers, red onion and fresh dill on a house bagel.',
    categories: ['breakfast-sandwiches', 'brunch-favorites'],
    options: [
      {
        key: 'bagel', name: 'Choose a Bagel', min: 1, max: 1,
        choices: [
          { key: 'everything', name: 'Everything', default: true },
          { key: 'plain', name: 'Plain' },
          { key: 'sesame', name: 'Sesame' },
          { key: 'pumpernickel', name: 'Pumpernickel' },
        ],
      },
    ],
  },
  {
    id: 'p-spinach-feta-frittata', name: 'Spinach & Feta Frittata Sandwich', priceCents: 629, calories: [430, 700], tags: ['vegetarian', 'dairy', 'egg'],
    description: 'A thick slice of baked frittata with spinach, roasted peppers and feta on toasted ciabatta.',
    categories: ['breakfast-sandwiches'], options: [BREAKFAST_ADD_ONS],
  },
  {
    id: 'p-two-eggs-any-style', name: 'Two Eggs Any Style', priceCents: 899, calories: [520, 870], tags: ['vegetarian', 'dairy', 'egg'],
    description: 'Two cage-free eggs your way with rosemary breakfast potatoes and buttered toast.',
    categories: ['eggs-and-plates'],
    options: [
      EGG_STYLE,
      TOAST,
      {
        key: 'meat', name: 'Add a Breakfast Meat', min: 0, max: 1,
        choices: [
          { key: 'bacon', name: 'Applewood Bacon', priceDelta: 250, calories: 180 },
          { key: 'sausage', name: 'Maple Sausage', priceDelta: 250, calories: 340 },
          { key: 'turkey-sausage', name: 'Turkey Sausage', priceDelta: 250, calories: 150 },
        ],
      },
    ],
  },
  {
    id: 'p-farmhouse-scramble', name: 'Farmhouse Scramble', priceCents: 1099, calories: [640, 760], tags: ['dairy', 'egg'],
    description: 'Eggs scrambled with smoked ham, cheddar, peppers and scallions, with potatoes and toast.',
    categories: ['eggs-and-plates'], options: [TOAST],
  },
  {
    id: 'p-breakfast-potatoes', name: 'Rosemary Breakfast Potatoes', priceCents: 399, calories: [310, 310],
    tags: ['gluten-free', 'plant-based', 'vegan', 'vegetarian'],
    description: 'Crispy roasted potatoes tossed with rosemary, garlic and flaky salt.',
    categories: ['eggs-and-plates'], quickAdd: true, hideCustomize: true,
  },
  {
    id: 'p-thick-cut-bacon', name: 'Thick-Cut Bacon', priceCents: 399, calories: [270, 270], tags: ['gluten-free', 'keto', 'paleo'],
    description: 'Three slices of applewood-smoked bacon, baked crisp.',
    categories: ['eggs-and-plates'], quickAdd: true, hideCustomize: true,
  },
  {
    id: 'p-steel-cut-oatmeal', name: 'Steel-Cut Oatmeal', priceCents: 499, calories: [270, 560],
    tags: ['plant-based', 'vegan', 'vegetarian'],
    description: 'Slow-cooked steel-cut oats made with oat milk. Top it the way you like.',
    categories: ['oatmeal-yogurt-fruit'],
    options: [
      {
        key: 'toppings', name: 'Toppings', description: 'Choose up to 3.', min: 0, max: 3,
        choices: [
          { key: 'brown-sugar', name: 'Brown Sugar', calories: 50 },
          { key: 'blueberries', name: 'Blueberries', priceDelta: 100, calories: 40 },
          { key: 'pecans', name: 'Toasted Pecans', priceDelta: 100, calories: 100 },
          { key: 'banana', name: 'Sliced Banana', priceDelta: 75, calories: 50 },
          { key: 'maple', name: 'Vermont Maple Syrup', priceDelta: 50, calories: 100 },
        ],
      },
    ],
  },
  {
    id: 'p-greek-yogurt-parfait', name: 'Greek Yogurt Parfait', priceCents: 549, calories: [350, 350], tags: ['vegetarian', 'dairy', 'nuts'],
    description: 'Thick Greek yogurt layered with honey-almond granola and mixed berries.',
    categories: ['oatmeal-yogurt-fruit'], quickAdd: true, hideCustomize: true, upsell: true,
  },
  {
    id: 'p-fresh-fruit-cup', name: 'Fresh Fruit Cup', priceCents: 449, calories: [90, 90],
    tags: ['gluten-free', 'paleo', 'plant-based', 'vegan', 'vegetarian'],
    description: 'Pineapple, melon, grapes and berries, cut fresh every morning.',
    categories: ['oatmeal-yogurt-fruit'], quickAdd: true, hideCustomize: true, upsell: true,
  },
  {
    id: 'p-maple-overnight-oats', name: 'Maple Overnight Oats', priceCents: 499, calories: [380, 380], tags: ['vegetarian', 'dairy'],
    description: 'Rolled oats soaked overnight in milk and maple, with chia, apple and cinnamon.',
    categories: ['oatmeal-yogurt-fruit'], quickAdd: true, hideCustomize: true,
  },
  // Brunch
  {
    id: 'p-avocado-toast', name: 'Avocado Toast', priceCents: 999, calories: [420, 720], tags: ['plant-based', 'vegan', 'vegetarian'],
    description: 'Smashed avocado on grilled sourdough with lemon, chili flakes, everything seasoning and microgreens.',
    categories: ['brunch-favorites'],
    options: [
      { ...TOAST, choices: TOAST.choices.filter((c) => c.key !== 'rye') },
      {
        key: 'toppings', name: 'Add Toppings', description: 'Choose up to 3.', min: 0, max: 3,
        choices: [
          { key: 'poached-egg', name: 'Poached Egg', priceDelta: 150, calories: 70 },
          { key: 'smoked-salmon', name: 'Smoked Salmon', priceDelta: 450, calories: 100 },
          { key: 'feta', name: 'Crumbled Feta', priceDelta: 100, calories: 70 },
          { key: 'tomato', name: 'Heirloom Tomato', priceDelta: 75, calories: 10 },
        ],
      },
    ],
  },
  {
    id: 'p-brioche-french-toast', name: 'Brioche French Toast', priceCents: 1199, calories: [780, 1100], tags: ['vegetarian', 'dairy', 'egg'],
    description: 'Thick-cut house brioche soaked in vanilla custard, griddled and topped with berries and maple.',
    categories: ['brunch-favorites'],
    options: [
      {
        key: 'extras', name: 'Add Extras', description: 'Choose up to 2.', min: 0, max: 2,
        choices: [
          { key: 'mascarpone', name: 'Whipped Mascarpone', priceDelta: 150, calories: 140 },
          { key: 'bacon', name: 'Applewood Bacon', priceDelta: 250, calories: 180 },
          { key: 'bananas', name: 'Caramelized Bananas', priceDelta: 125, calories: 120 },
        ],
      },
    ],
  },
  {
    id: 'p-shakshuka', name: 'Shakshuka', priceCents: 1299, calories: [560, 560], tags: ['vegetarian', 'dairy', 'egg'],
    description: 'Two eggs baked in a spiced tomato and pepper sauce with feta and herbs, with grilled sourdough.',
    categories: ['brunch-favorites'], hideCustomize: true,
  },
  {
    id: 'p-lemon-ricotta-pancakes', name: 'Lemon Ricotta Pancakes', priceCents: 1149, calories: [690, 690], tags: ['vegetarian', 'dairy'],
    description: 'Three tall, tender pancakes with lemon curd, blueberry compote and powdered sugar.',
    categories: ['brunch-favorites'], hideCustomize: true,
  },
  {
    id: 'p-croque-madame', name: 'Croque Madame', priceCents: 1349, calories: [880, 880], tags: ['dairy', 'egg'],
    description: 'Smoked ham and Gruyère on pain de mie, baked under béchamel and crowned with a sunny egg.',
    categories: ['brunch-favorites'], hideCustomize: true,
  },
  {
    id: 'p-smoked-salmon-benedict', name: 'Smoked Salmon Benedict', priceCents: 1499, calories: [740, 740], tags: ['dairy', 'egg'],
    description: 'Poached eggs and smoked salmon on a toasted English muffin with lemon hollandaise and potatoes.',
    categories: ['brunch-favorites'], hideCustomize: true,
  },
  {
    id: 'p-sweet-potato-hash', name: 'Sweet Potato Hash Bowl', priceCents: 1249, calories: [540, 620], tags: ['gluten-free', 'paleo', 'vegetarian', 'egg'],
    description: 'Roasted sweet potato, kale, caramelized onions and two eggs, finished with avocado and salsa verde.',
    categories: ['brunch-favorites'], options: [EGG_STYLE],
  },
];
