import type { OptionGroupSeed } from '../../src/server/seed/seed-schema.ts';

// Option groups several products share. Prices are integer cents; calories are deltas.
// Each product gets its own copy in the database (ids are built from the product id).

export const SANDWICH_SIZE: OptionGroupSeed = {
  key: 'size', name: 'Choose a Size', min: 1, max: 1,
  choices: [
    { key: 'half', name: 'Half', default: true },
    { key: 'whole', name: 'Whole', priceDelta: 400, calories: 380 },
  ],
};

export const SALAD_SIZE: OptionGroupSeed = {
  key: 'size', name: 'Choose a Size', min: 1, max: 1,
  choices: [
    { key: 'half', name: 'Half', default: true },
    { key: 'whole', name: 'Whole', priceDelta: 350, calories: 260 },
  ],
};

export const SOUP_SIZE: OptionGroupSeed = {
  key: 'size', name: 'Choose a Size', min: 1, max: 1,
  choices: [
    { key: 'cup', name: 'Cup', default: true },
    { key: 'bowl', name: 'Bowl', priceDelta: 180, calories: 130 },
    { key: 'bread-bowl', name: 'Sourdough Bread Bowl', priceDelta: 250, calories: 560 },
  ],
};

export const SANDWICH_BREAD: OptionGroupSeed = {
  key: 'bread', name: 'Choose Your Bread', min: 1, max: 1,
  choices: [
    { key: 'sourdough', name: 'Country Sourdough', default: true },
    { key: 'multigrain', name: 'Seeded Multigrain', calories: 20 },
    { key: 'ciabatta', name: 'Ciabatta', calories: 40 },
    { key: 'gluten-free', name: 'Gluten-Free Bread', priceDelta: 150, calories: -30 },
  ],
};

/** A default cheese, swaps, and a cheaper "No cheese". */
export const SANDWICH_CHEESE: OptionGroupSeed = {
  key: 'cheese', name: 'Cheese', min: 1, max: 1,
  choices: [
    { key: 'cheddar', name: 'Aged White Cheddar', default: true },
    { key: 'swiss', name: 'Swiss' },
    { key: 'pepper-jack', name: 'Pepper Jack' },
    { key: 'none', name: 'No Cheese', priceDelta: -50, calories: -110 },
  ],
};

export const SANDWICH_ADD_ONS: OptionGroupSeed = {
  key: 'add-ons', name: 'Add Extras', description: 'Choose up to 3.', min: 0, max: 3,
  choices: [
    { key: 'avocado', name: 'Avocado', priceDelta: 175, calories: 80 },
    { key: 'bacon', name: 'Applewood Bacon', priceDelta: 200, calories: 90 },
    { key: 'egg', name: 'Fried Egg', priceDelta: 150, calories: 90 },
    { key: 'extra-cheese', name: 'Extra Cheese', priceDelta: 100, calories: 110 },
    { key: 'pickled-onion', name: 'Pickled Red Onion', priceDelta: 50, calories: 10 },
  ],
};

const DRESSINGS: OptionGroupSeed = {
  key: 'dressing', name: 'Choose a Dressing', min: 1, max: 1,
  choices: [
    { key: 'balsamic', name: 'Balsamic Vinaigrette', default: true, calories: 90 },
    { key: 'lemon-herb', name: 'Lemon Herb Vinaigrette', calories: 80 },
    { key: 'green-goddess', name: 'Green Goddess', calories: 110 },
    { key: 'none', name: 'No Dressing' },
  ],
};

/** "Make it a Combo" → side (a side salad asks for its dressing, a cup of soup for the soup) and drink. */
export const COMBO: OptionGroupSeed = {
  key: 'combo', name: 'Make it a Combo', description: 'Add a side and a drink.', min: 0, max: 1,
  choices: [
    {
      key: 'yes', name: 'Make it a Combo', priceDelta: 349,
      options: [
        {
          key: 'side', name: 'Choose a Side', min: 1, max: 1,
          choices: [
            { key: 'chips', name: 'Kettle Chips', default: true, calories: 150 },
            { key: 'apple', name: 'Whole Apple', calories: 80 },
            { key: 'salad', name: 'Side Salad', calories: 60, options: [DRESSINGS] },
            {
              key: 'soup', name: 'Cup of Soup', priceDelta: 100, calories: 180,
              options: [
                {
                  key: 'soup', name: 'Choose a Soup', min: 1, max: 1,
                  choices: [
                    { key: 'tomato', name: 'Creamy Tomato Basil', default: true },
                    { key: 'lentil', name: 'Moroccan Lentil', calories: -40 },
                    { key: 'chicken-noodle', name: 'Chicken Noodle', calories: -20 },
                  ],
                },
              ],
            },
          ],
        },
        {
          key: 'drink', name: 'Choose a Drink', min: 1, max: 1,
          choices: [
            { key: 'lemonade', name: 'Fresh-Squeezed Lemonade', default: true, calories: 180 },
            { key: 'iced-tea', name: 'Iced Black Tea' },
            { key: 'sparkling', name: 'Sparkling Water' },
            { key: 'coffee', name: 'House Coffee', calories: 5 },
          ],
        },
      ],
    },
  ],
};

export const SALAD_PROTEIN: OptionGroupSeed = {
  key: 'protein', name: 'Add Protein', description: 'Choose up to 2.', min: 0, max: 2,
  choices: [
    { key: 'chicken', name: 'Grilled Chicken', priceDelta: 300, calories: 130 },
    { key: 'salmon', name: 'Roasted Salmon', priceDelta: 550, calories: 200 },
    { key: 'tofu', name: 'Crispy Tofu', priceDelta: 250, calories: 120 },
    { key: 'egg', name: 'Hard-Boiled Egg', priceDelta: 150, calories: 70 },
  ],
};

export const DRESSING_STYLE: OptionGroupSeed = {
  key: 'dressing-style', name: 'Dressing', min: 1, max: 1,
  choices: [
    { key: 'tossed', name: 'Tossed', default: true },
    { key: 'side', name: 'On the Side' },
    { key: 'light', name: 'Light', calories: -50 },
  ],
};

export const BREAKFAST_CARRIER: OptionGroupSeed = {
  key: 'bread', name: 'Served On', min: 1, max: 1,
  choices: [
    { key: 'croissant', name: 'Butter Croissant', default: true },
    {
      key: 'bagel', name: 'Bagel', calories: 60,
      options: [
        {
          key: 'bagel', name: 'Choose a Bagel', min: 1, max: 1,
          choices: [
            { key: 'everything', name: 'Everything', default: true },
            { key: 'plain', name: 'Plain' },
            { key: 'sesame', name: 'Sesame' },
          ],
        },
      ],
    },
    { key: 'english-muffin', name: 'English Muffin', calories: -90 },
    { key: 'gluten-free', name: 'Gluten-Free Toast', priceDelta: 150, calories: -60 },
  ],
};

export const BREAKFAST_ADD_ONS: OptionGroupSeed = {
  key: 'add-ons', name: 'Add Extras', description: 'Choose up to 3.', min: 0, max: 3,
  choices: [
    { key: 'avocado', name: 'Avocado', priceDelta: 175, calories: 80 },
    { key: 'bacon', name: 'Applewood Bacon', priceDelta: 200, calories: 90 },
    { key: 'sausage', name: 'Maple Sausage', priceDelta: 200, calories: 170 },
    { key: 'tomato', name: 'Sliced Tomato', priceDelta: 50, calories: 5 },
    { key: 'spinach', name: 'Sautéed Spinach', priceDelta: 75, calories: 15 },
  ],
};

export const EGG_STYLE: OptionGroupSeed = {
  key: 'eggs', name: 'How Would You Like Your Eggs?', min: 1, max: 1,
  choices: [
    { key: 'scrambled', name: 'Scrambled', default: true },
    { key: 'over-easy', name: 'Fried Over Easy' },
    { key: 'poached', name: 'Poached', calories: -20 },
    { key: 'whites', name: 'Egg Whites', priceDelta: 100, calories: -90 },
  ],
};

export const TOAST: OptionGroupSeed = {
  key: 'toast', name: 'Choose Your Toast', min: 1, max: 1,
  choices: [
    { key: 'sourdough', name: 'Country Sourdough', default: true },
    { key: 'multigrain', name: 'Seeded Multigrain', calories: 20 },
    { key: 'rye', name: 'Rye' },
    { key: 'gluten-free', name: 'Gluten-Free', priceDelta: 150, calories: -30 },
  ],
};

export const COFFEE_SIZE: OptionGroupSeed = {
  key: 'size', name: 'Choose a Size', min: 1, max: 1,
  choices: [
    { key: 'small', name: 'Small (12 oz)', default: true },
    { key: 'medium', name: 'Medium (16 oz)', priceDelta: 50, calories: 40 },
    { key: 'large', name: 'Large (20 oz)', priceDelta: 90, calories: 80 },
  ],
};

export const MILK: OptionGroupSeed = {
  key: 'milk', name: 'Milk', min: 1, max: 1,
  choices: [
    { key: 'whole', name: 'Whole Milk', default: true },
    { key: 'two-percent', name: '2% Milk', calories: -20 },
    { key: 'skim', name: 'Skim Milk', calories: -50 },
    { key: 'oat', name: 'Oat Milk', priceDelta: 70, calories: 10 },
    { key: 'almond', name: 'Almond Milk', priceDelta: 70, calories: -60 },
  ],
};

/** Quantities per choice: up to three extra shots. */
export const EXTRA_SHOTS: OptionGroupSeed = {
  key: 'shots', name: 'Extra Espresso Shots', min: 0, max: 2, quantity: { perChoice: 3, maxTotal: 3 },
  choices: [
    { key: 'regular', name: 'Espresso Shot', priceDelta: 100, calories: 5 },
    { key: 'decaf', name: 'Decaf Espresso Shot', priceDelta: 100, calories: 5 },
  ],
};

export const SYRUPS: OptionGroupSeed = {
  key: 'syrups', name: 'Add a Flavor', description: 'Choose up to 2.', min: 0, max: 2,
  choices: [
    { key: 'vanilla', name: 'Vanilla', priceDelta: 60, calories: 35 },
    { key: 'caramel', name: 'Caramel', priceDelta: 60, calories: 35 },
    { key: 'hazelnut', name: 'Hazelnut', priceDelta: 60, calories: 35 },
    { key: 'sugar-free-vanilla', name: 'Sugar-Free Vanilla', priceDelta: 60 },
  ],
};

export const COLD_SIZE: OptionGroupSeed = {
  key: 'size', name: 'Choose a Size', min: 1, max: 1,
  choices: [
    { key: 'regular', name: 'Regular (16 oz)', default: true },
    { key: 'large', name: 'Large (24 oz)', priceDelta: 100, calories: 50 },
  ],
};

export const LOAF_SLICING: OptionGroupSeed = {
  key: 'slicing', name: 'Slicing', min: 1, max: 1,
  choices: [
    { key: 'whole', name: 'Leave It Whole', default: true },
    { key: 'sliced', name: 'Sliced' },
  ],
};

export const WARM_IT_UP: OptionGroupSeed = {
  key: 'warm', name: 'Warm It Up?', min: 0, max: 1,
  choices: [{ key: 'warmed', name: 'Warmed' }],
};

export const FLATBREAD_CRUST: OptionGroupSeed = {
  key: 'crust', name: 'Crust', min: 1, max: 1,
  choices: [
    { key: 'sourdough', name: 'Sourdough Crust', default: true },
    { key: 'cauliflower', name: 'Gluten-Free Cauliflower Crust', priceDelta: 200, calories: -120 },
  ],
};

export const FLATBREAD_TOPPINGS: OptionGroupSeed = {
  key: 'toppings', name: 'Extra Toppings', description: 'Choose up to 3.', min: 0, max: 3,
  choices: [
    { key: 'arugula', name: 'Arugula', priceDelta: 75, calories: 5 },
    { key: 'burrata', name: 'Burrata', priceDelta: 350, calories: 200 },
    { key: 'hot-honey', name: 'Hot Honey', priceDelta: 75, calories: 60 },
    { key: 'egg', name: 'Sunny Egg', priceDelta: 150, calories: 90 },
  ],
};

export const DINNER_SIDES: OptionGroupSeed = {
  key: 'sides', name: 'Choose Two Sides', min: 2, max: 2,
  choices: [
    { key: 'potatoes', name: 'Rosemary Potatoes', calories: 210 },
    { key: 'green-beans', name: 'Garlic Green Beans', calories: 90 },
    { key: 'salad', name: 'Side Salad', calories: 60 },
    { key: 'mac', name: 'Baked Mac & Cheese', priceDelta: 200, calories: 380 },
  ],
};
