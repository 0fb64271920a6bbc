import type { ProductSeed } from '../../src/server/seed/seed-schema.ts';
import { LOAF_SLICING, WARM_IT_UP } from './options.ts';

const CATERING_ONLY: ProductSeed['handoffs'] = ['catering'];

/** The bakery case: pastries, bread, cookies and cakes. */
export const BAKERY: ProductSeed[] = [
  {
    id: 'p-butter-croissant', name: 'Butter Croissant', priceCents: 375, calories: [310, 310], tags: ['vegetarian', 'dairy'],
    description: 'Shatteringly crisp outside, honeycombed and buttery within. Laminated over three days.',
    categories: ['croissants'], quickAdd: true, upsell: true, options: [WARM_IT_UP],
  },
  {
    id: 'p-pain-au-chocolat', name: 'Pain au Chocolat', priceCents: 425, calories: [360, 360], tags: ['vegetarian', 'dairy'],
    description: 'Croissant dough rolled around two batons of dark chocolate.',
    categories: ['croissants'], quickAdd: true, upsell: true, options: [WARM_IT_UP],
  },
  {
    id: 'p-almond-croissant', name: 'Almond Croissant', priceCents: 475, calories: [470, 470], tags: ['vegetarian', 'dairy', 'nuts'],
    description: 'Twice-baked with almond frangipane and toasted sliced almonds.',
    categories: ['croissants'], quickAdd: true, options: [WARM_IT_UP],
  },
  {
    id: 'p-ham-gruyere-croissant', name: 'Ham & Gruyère Croissant', priceCents: 549, calories: [450, 450], tags: ['dairy'],
    description: 'Smoked ham, nutty Gruyère and a swipe of Dijon, baked inside a croissant.',
    categories: ['croissants'], quickAdd: true, options: [WARM_IT_UP],
  },
  {
    id: 'p-wild-blueberry-muffin', name: 'Wild Blueberry Muffin', priceCents: 349, calories: [420, 420], tags: ['vegetarian', 'dairy'],
    description: 'Packed with tiny Maine blueberries under a crunchy lemon-sugar top.',
    categories: ['muffins-scones'], quickAdd: true, upsell: true, options: [WARM_IT_UP],
  },
  {
    id: 'p-morning-glory-muffin', name: 'Morning Glory Muffin', priceCents: 349, calories: [390, 390], tags: ['vegetarian', 'nuts'],
    description: 'Carrot, apple, coconut, raisins and walnuts in a moist, spiced muffin.',
    categories: ['muffins-scones'], quickAdd: true, options: [WARM_IT_UP],
  },
  {
    id: 'p-cranberry-orange-scone', name: 'Cranberry Orange Scone', priceCents: 375, calories: [410, 410], tags: ['vegetarian', 'dairy'],
    description: 'A tender cream scone with tart cranberries and an orange glaze.',
    categories: ['muffins-scones'], quickAdd: true, options: [WARM_IT_UP],
  },
  {
    id: 'p-gluten-free-banana-bread', name: 'Gluten-Free Banana Bread', priceCents: 375, calories: [340, 340], tags: ['gluten-free', 'vegetarian', 'dairy', 'nuts'],
    description: 'A thick slice of brown-butter banana bread made with almond and oat flours.',
    categories: ['muffins-scones'], quickAdd: true, options: [WARM_IT_UP],
  },
  {
    id: 'p-cinnamon-roll', name: 'Cinnamon Roll', priceCents: 449, calories: [560, 620], tags: ['vegetarian', 'dairy', 'egg'],
    description: 'A soft brioche swirl with brown-sugar cinnamon and cream cheese icing.',
    categories: ['sweet-rolls'], quickAdd: true, upsell: true,
    options: [WARM_IT_UP, { key: 'icing', name: 'Extra Icing', min: 0, max: 1, choices: [{ key: 'extra', name: 'Extra Cream Cheese Icing', priceDelta: 50, calories: 60 }] }],
  },
  {
    id: 'p-sour-cherry-danish', name: 'Sour Cherry Danish', priceCents: 425, calories: [380, 380], tags: ['vegetarian', 'dairy'],
    description: 'Flaky Danish pastry with sweet cheese and tart Montmorency cherries.',
    categories: ['sweet-rolls'], quickAdd: true, options: [WARM_IT_UP],
  },
  {
    id: 'p-orange-morning-bun', name: 'Orange Morning Bun', priceCents: 425, calories: [400, 400], tags: ['vegetarian', 'dairy'],
    description: 'Croissant dough rolled with orange zest and cinnamon sugar, baked in a muffin tin.',
    categories: ['sweet-rolls'], quickAdd: true, options: [WARM_IT_UP],
  },
  {
    id: 'p-country-sourdough', name: 'Country Sourdough Loaf', priceCents: 899, calories: [1800, 1800], tags: ['plant-based', 'vegan', 'vegetarian'],
    description: 'Our everyday loaf: a 24-hour ferment, a deep mahogany crust and an open, tangy crumb. About 1.5 lb.',
    categories: ['bread'], quantity: { min: 1, max: 12, increments: 1 }, options: [LOAF_SLICING],
  },
  {
    id: 'p-seeded-multigrain-loaf', name: 'Seeded Multigrain Loaf', priceCents: 949, calories: [1900, 1900], tags: ['plant-based', 'vegan', 'vegetarian'],
    description: 'Whole wheat and rye studded with sunflower, flax, sesame and pumpkin seeds.',
    categories: ['bread'], quantity: { min: 1, max: 12, increments: 1 }, options: [LOAF_SLICING],
  },
  {
    id: 'p-classic-baguette', name: 'Classic Baguette', priceCents: 449, calories: [900, 900], tags: ['plant-based', 'vegan', 'vegetarian'],
    description: 'Crackling crust and an open, chewy crumb. Best the day it is baked.',
    categories: ['bread'], quickAdd: true, hideCustomize: true, quantity: { min: 1, max: 12, increments: 1 },
  },
  {
    id: 'p-braided-challah', name: 'Braided Challah', priceCents: 999, calories: [2100, 2100], tags: ['vegetarian', 'egg'],
    description: 'A glossy six-strand braid of soft, lightly sweet egg bread. Baked Thursday to Saturday.',
    categories: ['bread'], quantity: { min: 1, max: 12, increments: 1 }, options: [LOAF_SLICING],
  },
  {
    id: 'p-cinnamon-raisin-swirl', name: 'Cinnamon Raisin Swirl Loaf', priceCents: 949, calories: [2200, 2200], tags: ['vegetarian', 'dairy'],
    description: 'A tender loaf with a ribbon of cinnamon sugar and plump raisins. Made for toast.',
    categories: ['bread'], quantity: { min: 1, max: 12, increments: 1 }, options: [LOAF_SLICING],
  },
  {
    id: 'p-gluten-free-sandwich-loaf', name: 'Gluten-Free Sandwich Loaf', priceCents: 1099, calories: [1500, 1500], tags: ['gluten-free', 'vegetarian'],
    description: 'A soft, sliceable loaf baked with sorghum, brown rice and millet flours.',
    categories: ['bread'], quantity: { min: 1, max: 12, increments: 1 }, options: [LOAF_SLICING],
  },
  {
    id: 'p-chocolate-chunk-cookie', name: 'Chocolate Chunk Cookie', priceCents: 299, calories: [380, 380], tags: ['vegetarian', 'dairy'],
    description: 'Brown butter dough, pools of dark chocolate and a pinch of sea salt.',
    categories: ['cookies-bars'], quickAdd: true, hideCustomize: true, upsell: true,
  },
  {
    id: 'p-oatmeal-raisin-cookie', name: 'Oatmeal Raisin Cookie', priceCents: 299, calories: [340, 340], tags: ['vegetarian', 'dairy'],
    description: 'Chewy oats, plump raisins and a whisper of cinnamon.',
    categories: ['cookies-bars'], quickAdd: true, hideCustomize: true,
  },
  {
    id: 'p-vegan-ginger-molasses-cookie', name: 'Vegan Ginger Molasses Cookie', priceCents: 299, calories: [300, 300], tags: ['plant-based', 'vegan', 'vegetarian'],
    description: 'Soft and crinkly, rolled in sparkling sugar, with fresh and ground ginger.',
    categories: ['cookies-bars'], quickAdd: true, hideCustomize: true, upsell: true,
  },
  {
    id: 'p-lemon-bar', name: 'Lemon Bar', priceCents: 349, calories: [290, 290], tags: ['vegetarian', 'dairy'],
    description: 'Bright lemon curd on a buttery shortbread crust, dusted with powdered sugar.',
    categories: ['cookies-bars'], quickAdd: true, hideCustomize: true,
  },
  {
    id: 'p-french-macarons', name: 'French Macarons', priceCents: 225, calories: [90, 90], tags: ['gluten-free', 'vegetarian', 'dairy', 'egg', 'nuts'],
    description: 'Almond meringue shells with seasonal fillings. Sold by the piece, in threes.',
    categories: ['cookies-bars'], quickAdd: true, hideCustomize: true, quantity: { min: 3, max: 24, increments: 3 },
  },
  {
    id: 'p-celebration-cake', name: 'Celebration Cake', priceCents: 3800, calories: [2600, 6800], tags: ['vegetarian', 'dairy', 'egg'],
    description: 'Three layers of cake with Swiss meringue buttercream, finished by hand. Order a day ahead; we will write your message on top.',
    categories: ['desserts'], handoffs: ['pickup', 'curbside', 'catering'], quantity: { min: 1, max: 5, increments: 1 },
    options: [
      {
        key: 'size', name: 'Cake Size', min: 1, max: 1,
        choices: [
          { key: '6-inch', name: '6" (serves 8)', default: true },
          { key: '8-inch', name: '8" (serves 12)', priceDelta: 1400, calories: 1700 },
          { key: '10-inch', name: '10" (serves 20)', priceDelta: 2800, calories: 4200 },
        ],
      },
      {
        key: 'flavor', name: 'Flavor', min: 1, max: 1,
        choices: [
          { key: 'vanilla-bean', name: 'Vanilla Bean', default: true },
          { key: 'chocolate-fudge', name: 'Chocolate Fudge' },
          { key: 'lemon-raspberry', name: 'Lemon Raspberry' },
          { key: 'carrot', name: 'Carrot Cake', priceDelta: 300 },
        ],
      },
      {
        key: 'writing', name: 'Writing on the Cake', min: 0, max: 1,
        customText: { label: 'Your message (up to 40 characters)', maxLength: 40 },
        choices: [{ key: 'message', name: 'Add a Message' }],
      },
    ],
  },
  {
    id: 'p-flourless-chocolate-torte', name: 'Flourless Chocolate Torte', priceCents: 649, calories: [480, 480], tags: ['gluten-free', 'vegetarian', 'dairy'],
    description: 'Dense, fudgy dark chocolate torte with a dollop of crème fraîche.',
    categories: ['desserts'], quickAdd: true, hideCustomize: true, upsell: true,
  },
  {
    id: 'p-carrot-cake-slice', name: 'Carrot Cake Slice', priceCents: 599, calories: [620, 620], tags: ['vegetarian', 'dairy', 'nuts'],
    description: 'Spiced carrot cake with walnuts and a thick layer of cream cheese frosting.',
    categories: ['desserts'], quickAdd: true, hideCustomize: true,
  },
  {
    id: 'p-vanilla-creme-brulee', name: 'Vanilla Crème Brûlée', priceCents: 699, calories: [410, 410], tags: ['gluten-free', 'vegetarian', 'dairy', 'egg'],
    description: 'Silky vanilla-bean custard under a crackly burnt-sugar top.',
    categories: ['desserts'], quickAdd: true, hideCustomize: true,
  },
  {
    id: 'p-seasonal-fruit-tart', name: 'Seasonal Fruit Tart', priceCents: 649, calories: [390, 390], tags: ['vegetarian', 'dairy', 'nuts'],
    description: 'Vanilla pastry cream and glazed seasonal fruit in a sweet almond crust.',
    categories: ['desserts'], quickAdd: true, hideCustomize: true,
  },
];

/** Catering: ordered at least two days ahead, for groups. Only sold at stores that cater. */
export const CATERING: ProductSeed[] = [
  {
    id: 'p-pastry-assortment-box', name: 'Pastry Assortment Box', priceCents: 4200, calories: [310, 470], tags: ['vegetarian', 'dairy'],
    description: 'A dozen pastries from the morning bake, boxed and labelled. Pick the mix, or leave it to us. Serves 12.',
    categories: ['catering-breakfast'], handoffs: CATERING_ONLY, quantity: { min: 1, max: 20, increments: 1 },
    options: [
      {
        key: 'pastries', name: 'Choose 12 Pastries', description: 'Any mix that adds up to 12.', min: 1, max: 6,
        quantity: { perChoice: 12, minTotal: 12, maxTotal: 12 },
        choices: [
          { key: 'butter-croissant', name: 'Butter Croissant' },
          { key: 'pain-au-chocolat', name: 'Pain au Chocolat' },
          { key: 'almond-croissant', name: 'Almond Croissant', priceDelta: 50 },
          { key: 'blueberry-muffin', name: 'Wild Blueberry Muffin' },
          { key: 'scone', name: 'Cranberry Orange Scone' },
          { key: 'cinnamon-roll', name: 'Cinnamon Roll', priceDelta: 50 },
        ],
      },
    ],
  },
  {
    id: 'p-breakfast-sandwich-box', name: 'Breakfast Sandwich Box', priceCents: 6500, calories: [390, 690], tags: ['dairy'],
    description: 'Ten breakfast sandwiches, halved and wrapped, with fresh fruit on the side. Serves 10.',
    categories: ['catering-breakfast'], handoffs: CATERING_ONLY, quantity: { min: 1, max: 10, increments: 1 },
    options: [
      {
        key: 'sandwiches', name: 'Choose 10 Sandwiches', min: 1, max: 4, quantity: { perChoice: 10, minTotal: 10, maxTotal: 10 },
        choices: [
          { key: 'egg-cheddar', name: 'Egg & Cheddar' },
          { key: 'bacon-egg-cheese', name: 'Bacon, Egg & Cheese' },
          { key: 'sausage-biscuit', name: 'Sausage, Egg & Cheddar Biscuit' },
          { key: 'avocado-egg-white', name: 'Avocado & Egg White Wrap' },
        ],
      },
    ],
  },
  {
    id: 'p-coffee-traveler', name: 'Coffee Traveler', priceCents: 2999, calories: [5, 5], tags: ['gluten-free', 'plant-based', 'vegan', 'vegetarian'],
    description: '96 oz of freshly brewed coffee with cups, lids, sugar and stirrers. Serves 10.',
    categories: ['catering-breakfast'], handoffs: CATERING_ONLY, quantity: { min: 1, max: 10, increments: 1 },
    options: [
      {
        key: 'roast', name: 'Choose a Roast', min: 1, max: 1,
        choices: [
          { key: 'house', name: 'Larkspur House Blend', default: true },
          { key: 'dark', name: 'Dark Roast' },
          { key: 'decaf', name: 'Decaf' },
        ],
      },
      {
        key: 'milk', name: 'Milk & Cream', description: 'Choose up to 2.', min: 0, max: 2,
        choices: [
          { key: 'half-and-half', name: 'Half & Half' },
          { key: 'oat', name: 'Oat Milk', priceDelta: 300 },
          { key: 'skim', name: 'Skim Milk' },
        ],
      },
    ],
  },
  {
    id: 'p-fresh-fruit-platter', name: 'Fresh Fruit Platter', priceCents: 4500, calories: [70, 70],
    tags: ['gluten-free', 'paleo', 'plant-based', 'vegan', 'vegetarian'],
    description: 'Pineapple, melon, berries and grapes, cut and arranged. Small serves 10, large serves 20.',
    categories: ['catering-breakfast'], handoffs: CATERING_ONLY, quantity: { min: 1, max: 10, increments: 1 },
    options: [
      {
        key: 'size', name: 'Platter Size', min: 1, max: 1,
        choices: [
          { key: 'small', name: 'Small (serves 10)', default: true },
          { key: 'large', name: 'Large (serves 20)', priceDelta: 3500 },
        ],
      },
    ],
  },
  {
    id: 'p-sandwich-platter', name: 'Signature Sandwich Platter', priceCents: 8900, calories: [380, 760], tags: ['dairy'],
    description: 'Twelve half sandwiches on our breads, with kettle chips and pickles. Serves 10–12.',
    categories: ['catering-lunch'], handoffs: CATERING_ONLY, quantity: { min: 1, max: 10, increments: 1 },
    options: [
      {
        key: 'sandwiches', name: 'Choose 12 Halves', min: 1, max: 5, quantity: { perChoice: 12, minTotal: 12, maxTotal: 12 },
        choices: [
          { key: 'turkey-avocado', name: 'Turkey Avocado Club' },
          { key: 'roast-beef', name: 'Roast Beef & Cheddar' },
          { key: 'chicken-pesto', name: 'Chicken Pesto Panini' },
          { key: 'mediterranean', name: 'Mediterranean Veggie' },
          { key: 'banh-mi', name: 'Lemongrass Tofu Bánh Mì' },
        ],
      },
    ],
  },
  {
    id: 'p-boxed-lunch', name: 'Boxed Lunch', priceCents: 1599, calories: [760, 1250], tags: ['dairy'],
    description: 'A whole sandwich, a side and a cookie, packed and labelled for each guest. Minimum 5 boxes.',
    categories: ['catering-lunch'], handoffs: CATERING_ONLY, quantity: { min: 5, max: 100, increments: 1 },
    options: [
      {
        key: 'sandwich', name: 'Choose a Sandwich', min: 1, max: 1,
        choices: [
          { key: 'turkey-avocado', name: 'Turkey Avocado Club', default: true },
          { key: 'roast-beef', name: 'Roast Beef & Cheddar', priceDelta: 50 },
          { key: 'mediterranean', name: 'Mediterranean Veggie' },
          { key: 'banh-mi', name: 'Lemongrass Tofu Bánh Mì' },
        ],
      },
      {
        key: 'side', name: 'Choose a Side', min: 1, max: 1,
        choices: [
          { key: 'chips', name: 'Kettle Chips', default: true },
          { key: 'apple', name: 'Whole Apple' },
          { key: 'fruit-cup', name: 'Fresh Fruit Cup', priceDelta: 150 },
        ],
      },
      {
        key: 'cookie', name: 'Choose a Cookie', min: 1, max: 1,
        choices: [
          { key: 'chocolate-chunk', name: 'Chocolate Chunk', default: true },
          { key: 'oatmeal-raisin', name: 'Oatmeal Raisin' },
          { key: 'ginger-molasses', name: 'Vegan Ginger Molasses' },
        ],
      },
    ],
  },
  {
    id: 'p-family-salad-bowl', name: 'Family-Style Salad Bowl', priceCents: 4900, calories: [240, 420], tags: ['vegetarian', 'dairy'],
    description: 'A big bowl of one of our salads with dressing on the side. Serves 10.',
    categories: ['catering-lunch'], handoffs: CATERING_ONLY, quantity: { min: 1, max: 10, increments: 1 },
    options: [
      {
        key: 'salad', name: 'Choose a Salad', min: 1, max: 1,
        choices: [
          { key: 'caesar', name: 'Caesar', default: true },
          { key: 'greek', name: 'Greek' },
          { key: 'harvest', name: 'Autumn Harvest' },
          { key: 'kale-quinoa', name: 'Kale & Quinoa' },
        ],
      },
      {
        key: 'protein', name: 'Add Protein for the Bowl', min: 0, max: 1,
        choices: [
          { key: 'chicken', name: 'Grilled Chicken', priceDelta: 2000 },
          { key: 'salmon', name: 'Roasted Salmon', priceDelta: 3500 },
        ],
      },
    ],
  },
  {
    id: 'p-cookie-bar-tray', name: 'Cookie & Bar Tray', priceCents: 3600, calories: [290, 380], tags: ['vegetarian', 'dairy'],
    description: 'Two dozen cookies and lemon bars, arranged on a tray. Serves 12.',
    categories: ['catering-sweets'], handoffs: CATERING_ONLY, quantity: { min: 1, max: 10, increments: 1 },
    options: [
      {
        key: 'mix', name: 'Choose 24 Pieces', min: 1, max: 4, quantity: { perChoice: 24, minTotal: 24, maxTotal: 24 },
        choices: [
          { key: 'chocolate-chunk', name: 'Chocolate Chunk Cookie' },
          { key: 'oatmeal-raisin', name: 'Oatmeal Raisin Cookie' },
          { key: 'ginger-molasses', name: 'Vegan Ginger Molasses Cookie' },
          { key: 'lemon-bar', name: 'Lemon Bar', priceDelta: 25 },
        ],
      },
    ],
  },
  {
    id: 'p-hot-tea-service', name: 'Hot Tea Service', priceCents: 2499, calories: [0, 0], tags: ['gluten-free', 'plant-based', 'vegan', 'vegetarian'],
    description: 'A 96 oz traveler of hot water with an assortment of loose-leaf tea sachets, honey and lemon. Serves 10.',
    categories: ['catering-breakfast'], handoffs: CATERING_ONLY, quickAdd: true, hideCustomize: true, quantity: { min: 1, max: 10, increments: 1 },
  },
  {
    id: 'p-catering-lemonade', name: 'Lemonade by the Gallon', priceCents: 1999, calories: [180, 180], tags: ['gluten-free', 'plant-based', 'vegan', 'vegetarian'],
    description: 'A gallon of fresh-squeezed lemonade with cups and ice. Serves 8.',
    categories: ['catering-lunch'], handoffs: CATERING_ONLY, quickAdd: true, hideCustomize: true, quantity: { min: 1, max: 10, increments: 1 },
  },
  {
    id: 'p-coffee-cake-loaf', name: 'Coffee Cake Loaf', priceCents: 2200, calories: [380, 380], tags: ['vegetarian', 'dairy'],
    description: 'A whole sour cream coffee cake loaf with cinnamon streusel, pre-sliced into 10 pieces.',
    categories: ['catering-sweets'], handoffs: CATERING_ONLY, quickAdd: true, hideCustomize: true, quantity: { min: 1, max: 10, increments: 1 },
  },
];
