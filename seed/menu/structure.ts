import type { CategorySeed, DemoBrandSeed } from '../../src/server/seed/seed-schema.ts';

/** Dayparts, in each store's own time zone. Categories without a daypart sell all day. */
export const DAYPARTS: DemoBrandSeed['dayparts'] = [
  { id: 'breakfast', name: 'Breakfast', starts: '05:00', ends: '10:30' },
  { id: 'brunch', name: 'Brunch', starts: '08:00', ends: '14:00' },
  { id: 'lunch', name: 'Lunch', starts: '10:30', ends: '16:00' },
  { id: 'dinner', name: 'Dinner', starts: '16:00', ends: '22:00' },
];

export const MASTER_CATEGORIES: DemoBrandSeed['masterCategories'] = [
  { id: 'breakfast', name: 'Breakfast' },
  { id: 'brunch', name: 'Brunch' },
  { id: 'lunch', name: 'Lunch' },
  { id: 'dinner', name: 'Dinner' },
  { id: 'coffee-drinks', name: 'Coffee & Drinks' },
  { id: 'bakery', name: 'Bakery' },
  { id: 'catering', name: 'Catering' },
];

/** Listed in menu order; sub-categories name their parent. */
export const CATEGORIES: CategorySeed[] = [
  { id: 'breakfast-sandwiches', master: 'breakfast', daypart: 'breakfast', name: 'Breakfast Sandwiches', description: 'Cage-free eggs on bread and croissants baked this morning.' },
  { id: 'eggs-and-plates', master: 'breakfast', daypart: 'breakfast', name: 'Eggs & Plates', description: 'A proper sit-down breakfast, packed to go.' },
  { id: 'oatmeal-yogurt-fruit', master: 'breakfast', name: 'Oatmeal, Yogurt & Fruit', description: 'Lighter mornings: steel-cut oats, thick yogurt and cut fruit, all day.' },
  { id: 'brunch-favorites', master: 'brunch', daypart: 'brunch', name: 'Brunch Favorites', description: 'Weekend-worthy plates served every morning until 2 pm.' },
  { id: 'sandwiches', master: 'lunch', name: 'Sandwiches', description: 'Built on our own sourdough, ciabatta and multigrain. Make any sandwich a combo.' },
  { id: 'salads', master: 'lunch', name: 'Salads', description: 'Crisp greens, house dressings, and toppings roasted in our kitchen.' },
  { id: 'soups', master: 'lunch', name: 'Soups', description: 'Simmered from scratch daily. Try one in a sourdough bread bowl.' },
  { id: 'grain-bowls', master: 'lunch', daypart: 'lunch', name: 'Grain Bowls', description: 'Warm grains, roasted vegetables and bright sauces.' },
  { id: 'sides-extras', master: 'lunch', name: 'Sides & Extras', description: 'Something on the side, and the things you forget to ask for.' },
  { id: 'flatbreads', master: 'dinner', daypart: 'dinner', name: 'Flatbreads', description: 'Stone-baked on our sourdough crust, served from 4 pm.' },
  { id: 'dinner-plates', master: 'dinner', daypart: 'dinner', name: 'Dinner Plates', description: 'Comforting suppers from the bakery kitchen, served from 4 pm.' },
  { id: 'hot-coffee-tea', master: 'coffee-drinks', name: 'Hot Coffee & Tea', description: 'Larkspur House Blend is roasted for us in small batches.' },
  { id: 'cold-drinks', master: 'coffee-drinks', name: 'Iced & Cold Drinks', description: 'Cold brew steeped overnight, lemonade squeezed in store.' },
  { id: 'pastries', master: 'bakery', name: 'Pastries', description: 'Laminated, proofed and baked before sunrise.' },
  { id: 'croissants', master: 'bakery', parent: 'pastries', name: 'Croissants', description: 'Three days from dough to flaky, buttery layers.' },
  { id: 'muffins-scones', master: 'bakery', parent: 'pastries', name: 'Muffins & Scones', description: 'Tender crumbs and crackly sugar tops.' },
  { id: 'sweet-rolls', master: 'bakery', parent: 'pastries', name: 'Danishes & Sweet Rolls', description: 'Swirled, glazed and fruit-filled.' },
  { id: 'bread', master: 'bakery', name: 'Bread & Loaves', description: 'Naturally leavened loaves, baked fresh every day. Sliced on request.' },
  { id: 'cookies-bars', master: 'bakery', name: 'Cookies & Bars', description: 'Big, chewy and baked in small batches all day.' },
  { id: 'desserts', master: 'bakery', name: 'Cakes & Desserts', description: 'Slices for tonight and whole cakes for the big day.' },
  { id: 'catering-breakfast', master: 'catering', name: 'Catering Breakfast', description: 'Pastry boxes, sandwich boxes and coffee for the morning meeting.' },
  { id: 'catering-lunch', master: 'catering', name: 'Catering Lunch', description: 'Platters, boxed lunches and family-style salads for groups of 10 or more.' },
  { id: 'catering-sweets', master: 'catering', name: 'Catering Sweets', description: 'Trays of cookies and bars to finish the day.' },
];
