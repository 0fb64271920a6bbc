// The bowl subjects under their seed names (kept apart so subjects.ts stays one screen).
import { fruitCup, grainBowl, macAndCheese, oats, pasta, saladBowl, soupBowl } from './bowls.ts';
import type { SubjectDrawer } from './subject.ts';

export const bowlSubjects = {
  'salad-bowl': saladBowl,
  'grain-bowl': grainBowl,
  'soup-bowl': soupBowl,
  pasta,
  'mac-and-cheese': macAndCheese,
  oats,
  'fruit-cup': fruitCup,
} satisfies Record<string, SubjectDrawer>;
