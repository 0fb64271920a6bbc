import type { ProductSeed } from '../../src/server/seed/seed-schema.ts';
import { COMBO, DRESSING_STYLE, SALAD_PROTEIN, SALAD_SIZE, SANDWICH_ADD_ONS, SANDWICH_BREAD, SANDWICH_CHEESE, SANDWICH_SIZE, SOUP_SIZE } from './options.ts';

/** Lunch: sandwiches, salads, soups, bowls and sides (all day unless the category has a daypart). */
export const LUNCH: ProductSeed[] = [
  {
    id: 'p-turkey-avocado-club', name: 'Turkey Avocado Club', priceCents: 849, calories: [480, 1420], tags: ['dairy', 'egg'],
    description: 'Roasted turkey breast, applewood bacon, avocado, lettuce, tomato and herb mayo on toasted sourdough.',
    categories: ['sandwiches'], upsell: true, options: [SANDWICH_SIZE, SANDWICH_BREAD, SANDWICH_CHEESE, SANDWICH_ADD_ONS, COMBO],
  },
  {
    id: 'p-roast-beef-cheddar', name: 'Roast Beef & Cheddar', priceCents: 899, calories: [520, 1460], tags: ['dairy', 'egg'],
    description: 'Slow-roasted beef, sharp cheddar, horseradish aioli and caramelized onions on ciabatta.',
    categories: ['sandwiches'], options: [SANDWICH_SIZE, SANDWICH_BREAD, SANDWICH_CHEESE, SANDWICH_ADD_ONS, COMBO],
  },
  {
    id: 'p-tomato-mozzarella-melt', name: 'Tomato Mozzarella Melt', priceCents: 799, calories: [450, 1350], tags: ['vegetarian', 'dairy', 'nuts'],
    description: 'Fresh mozzarella, roasted tomatoes, basil pesto and balsamic glaze, pressed until melty.',
    categories: ['sandwiches'], options: [SANDWICH_SIZE, SANDWICH_BREAD, SANDWICH_ADD_ONS, COMBO],
  },
  {
    id: 'p-chicken-pesto-panini', name: 'Chicken Pesto Panini', priceCents: 899, calories: [510, 1450], tags: ['dairy', 'nuts'],
    description: 'Grilled chicken, provolone, roasted red peppers and basil pesto on pressed ciabatta.',
    categories: ['sandwiches'], options: [SANDWICH_SIZE, SANDWICH_CHEESE, SANDWICH_ADD_ONS, COMBO],
  },
  {
    id: 'p-classic-tuna-salad', name: 'Classic Tuna Salad', priceCents: 799, calories: [430, 1320],
    description: 'Albacore tuna salad with celery and lemon, crisp lettuce and tomato on seeded multigrain.',
    categories: ['sandwiches'], options: [SANDWICH_SIZE, SANDWICH_BREAD, SANDWICH_ADD_ONS, COMBO],
  },
  {
    id: 'p-mediterranean-veggie', name: 'Mediterranean Veggie', priceCents: 749, calories: [380, 1240], tags: ['vegetarian', 'dairy'],
    description: 'Lemon hummus, cucumber, roasted peppers, pickled onion, feta and greens on seeded multigrain.',
    categories: ['sandwiches'], options: [SANDWICH_SIZE, SANDWICH_BREAD, SANDWICH_ADD_ONS, COMBO],
  },
  {
    id: 'p-lemongrass-tofu-banh-mi', name: 'Lemongrass Tofu Bánh Mì', priceCents: 849, calories: [410, 1280],
    tags: ['plant-based', 'vegan', 'vegetarian'],
    description: 'Crispy lemongrass tofu, pickled carrot and daikon, cucumber, cilantro and sriracha vegan mayo on a baguette.',
    categories: ['sandwiches'], options: [SANDWICH_SIZE, COMBO],
  },
  {
    id: 'p-three-cheese-grilled-cheese', name: 'Three-Cheese Grilled Cheese', priceCents: 649, calories: [560, 1480], tags: ['vegetarian', 'dairy'],
    description: 'Cheddar, Gruyère and fontina griddled golden on buttered sourdough.',
    categories: ['sandwiches'], options: [SANDWICH_SIZE, SANDWICH_BREAD, SANDWICH_ADD_ONS, COMBO],
  },
  {
    id: 'p-heirloom-blt', name: 'Heirloom BLT', priceCents: 799, calories: [470, 1380], tags: ['egg'],
    description: 'Thick-cut bacon, heirloom tomato, butter lettuce and garlic aioli on toasted sourdough.',
    categories: ['sandwiches'], options: [SANDWICH_SIZE, SANDWICH_BREAD, SANDWICH_ADD_ONS, COMBO],
  },
  {
    id: 'p-chicken-caesar-salad', name: 'Chicken Caesar Salad', priceCents: 899, calories: [340, 860], tags: ['dairy'],
    description: 'Romaine, grilled chicken, shaved Parmesan, sourdough croutons and our lemony Caesar dressing.',
    categories: ['salads'], options: [SALAD_SIZE, DRESSING_STYLE, SALAD_PROTEIN],
  },
  {
    id: 'p-greek-salad', name: 'Greek Salad', priceCents: 799, calories: [250, 760], tags: ['gluten-free', 'vegetarian', 'dairy'],
    description: 'Romaine, cucumber, tomato, red onion, kalamata olives, pepperoncini and feta with red wine vinaigrette.',
    categories: ['salads'], options: [SALAD_SIZE, DRESSING_STYLE, SALAD_PROTEIN],
  },
  {
    id: 'p-autumn-harvest-salad', name: 'Autumn Harvest Salad', priceCents: 849, calories: [310, 820], tags: ['gluten-free', 'vegetarian', 'dairy', 'nuts'],
    description: 'Roasted butternut squash, crisp apple, candied pecans and gorgonzola over greens with cider vinaigrette.',
    categories: ['salads'], options: [SALAD_SIZE, DRESSING_STYLE, SALAD_PROTEIN],
  },
  {
    id: 'p-green-goddess-cobb', name: 'Green Goddess Cobb', priceCents: 949, calories: [420, 940], tags: ['gluten-free', 'keto', 'dairy', 'egg'],
    description: 'Chicken, bacon, egg, avocado, tomato and blue cheese on chopped romaine with green goddess dressing.',
    categories: ['salads'], options: [SALAD_SIZE, DRESSING_STYLE],
  },
  {
    id: 'p-kale-quinoa-salad', name: 'Kale & Quinoa Salad', priceCents: 849, calories: [290, 800],
    tags: ['gluten-free', 'plant-based', 'vegan', 'vegetarian', 'nuts'],
    description: 'Tuscan kale, red quinoa, roasted chickpeas, dried cranberries and toasted almonds with lemon tahini.',
    categories: ['salads'], options: [SALAD_SIZE, DRESSING_STYLE, SALAD_PROTEIN],
  },
  {
    id: 'p-sesame-chicken-salad', name: 'Sesame Chicken Salad', priceCents: 899, calories: [330, 850],
    description: 'Napa cabbage, romaine, grilled chicken, edamame, mandarin oranges and crispy wontons with sesame-ginger dressing.',
    categories: ['salads'], options: [SALAD_SIZE, DRESSING_STYLE],
  },
  {
    id: 'p-tomato-basil-soup', name: 'Creamy Tomato Basil Soup', priceCents: 549, calories: [200, 760], tags: ['gluten-free', 'vegetarian', 'dairy'],
    description: 'Vine-ripened tomatoes simmered with basil and a touch of cream. Best with a grilled cheese.',
    categories: ['soups'], upsell: true, options: [SOUP_SIZE],
  },
  {
    id: 'p-broccoli-cheddar-soup', name: 'Broccoli Cheddar Soup', priceCents: 599, calories: [290, 850], tags: ['vegetarian', 'dairy'],
    description: 'Tender broccoli and carrots in a velvety, sharp cheddar soup.',
    categories: ['soups'], options: [SOUP_SIZE],
  },
  {
    id: 'p-chicken-noodle-soup', name: 'Chicken Noodle Soup', priceCents: 549, calories: [140, 700], tags: ['egg'],
    description: 'Roasted chicken, egg noodles, carrots and celery in a rich, clear broth.',
    categories: ['soups'], options: [SOUP_SIZE],
  },
  {
    id: 'p-moroccan-lentil-soup', name: 'Moroccan Lentil Soup', priceCents: 549, calories: [170, 730],
    tags: ['gluten-free', 'plant-based', 'vegan', 'vegetarian'],
    description: 'Red lentils, tomatoes and warm spices with a squeeze of lemon.',
    categories: ['soups'], options: [SOUP_SIZE],
  },
  {
    id: 'p-clam-chowder', name: 'New England Clam Chowder', priceCents: 649, calories: [310, 870], tags: ['dairy'],
    description: 'Chopped sea clams, potatoes and smoky bacon in a creamy, thyme-scented chowder.',
    categories: ['soups'], options: [SOUP_SIZE],
  },
  {
    id: 'p-green-goddess-bowl', name: 'Green Goddess Grain Bowl', priceCents: 1149, calories: [560, 760], tags: ['vegetarian', 'dairy', 'egg'],
    description: 'Farro, roasted broccoli, cucumber, avocado, soft egg and feta with green goddess dressing.',
    categories: ['grain-bowls'], options: [SALAD_PROTEIN],
  },
  {
    id: 'p-chicken-shawarma-bowl', name: 'Chicken Shawarma Bowl', priceCents: 1249, calories: [690, 690], tags: ['gluten-free'],
    description: 'Spiced chicken, brown rice, hummus, tomato-cucumber salad, pickled onions and garlic tahini.',
    categories: ['grain-bowls'], hideCustomize: true,
  },
  {
    id: 'p-miso-salmon-bowl', name: 'Miso Salmon Bowl', priceCents: 1399, calories: [640, 640], tags: ['gluten-free'],
    description: 'Miso-glazed salmon, jasmine rice, edamame, cucumber, pickled ginger and sesame.',
    categories: ['grain-bowls'], hideCustomize: true,
  },
  {
    id: 'p-black-bean-baja-bowl', name: 'Black Bean Baja Bowl', priceCents: 1049, calories: [590, 790],
    tags: ['gluten-free', 'plant-based', 'vegan', 'vegetarian', 'nuts'],
    description: 'Cilantro-lime rice, black beans, charred corn, pico de gallo, avocado and chipotle-cashew crema.',
    categories: ['grain-bowls'], options: [SALAD_PROTEIN],
  },
  {
    id: 'p-kettle-chips', name: 'Kettle Chips', priceCents: 199, calories: [150, 150], tags: ['gluten-free', 'plant-based', 'vegan', 'vegetarian'],
    description: 'Sea-salted kettle-cooked potato chips.',
    categories: ['sides-extras'], quickAdd: true, hideCustomize: true, upsell: true,
  },
  {
    id: 'p-side-salad', name: 'Side Salad', priceCents: 399, calories: [60, 170], tags: ['gluten-free', 'vegetarian'],
    description: 'Mixed greens, cucumber, tomato and shaved radish with your choice of dressing.',
    categories: ['sides-extras'],
    options: [
      {
        key: 'dressing', name: 'Choose a Dressing', min: 1, max: 1,
        choices: [
          { key: 'balsamic', name: 'Balsamic Vinaigrette', default: true, calories: 90 },
          { key: 'lemon-herb', name: 'Lemon Herb Vinaigrette', calories: 80 },
          { key: 'green-goddess', name: 'Green Goddess', calories: 110 },
        ],
      },
    ],
  },
  {
    id: 'p-whole-apple', name: 'Whole Apple', priceCents: 129, calories: [80, 80], tags: ['gluten-free', 'paleo', 'plant-based', 'vegan', 'vegetarian'],
    description: 'A crisp local apple.',
    categories: ['sides-extras'], quickAdd: true, hideCustomize: true, upsell: true,
  },
  {
    id: 'p-baked-mac-and-cheese', name: 'Baked Mac & Cheese', priceCents: 649, calories: [480, 960], tags: ['vegetarian', 'dairy'],
    description: 'Cavatappi in a three-cheese sauce under toasted sourdough crumbs.',
    categories: ['sides-extras'],
    options: [
      {
        key: 'size', name: 'Choose a Size', min: 1, max: 1,
        choices: [
          { key: 'small', name: 'Small', default: true },
          { key: 'large', name: 'Large', priceDelta: 300, calories: 480 },
        ],
      },
    ],
  },
  {
    // Hidden from cart lines by name (spec §2 Cart line, §9); added with a tap, never customised.
    id: 'p-utensils', name: 'Utensils', priceCents: 0, calories: [0, 0],
    description: 'A fork, knife, napkin and salt & pepper for each meal.',
    categories: ['sides-extras'], quickAdd: true, hideCustomize: true, quantity: { min: 1, max: 20, increments: 1 },
  },
];
