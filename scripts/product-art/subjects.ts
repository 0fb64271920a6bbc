// Every subject the illustrations can show, and the one SVG frame they share (decision 204).
import type { ArtSubject, ProductArt } from '../../seed/menu/product-art.ts';
import {
  bar,
  baguette,
  boule,
  challah,
  cookie,
  croissant,
  macarons,
  muffin,
  painAuChocolat,
  panLoaf,
  scone,
} from './bakery.ts';
import { bowlSubjects } from './bowls-index.ts';
import { cateringBox, platter } from './catering.ts';
import { can, hotCup, icedDrink, juiceBottle, jug, tea, traveler } from './drinks.ts';
import { C, ell } from './kit.ts';
import { apple, chips, griddleStack, platedMeal, skillet, utensils } from './plates.ts';
import { avocadoToast, bagel, eggSandwich, flatbread, pressed, sandwich, sub, wrap } from './sandwiches.ts';
import type { SubjectDrawer } from './subject.ts';
import { cakeSlice, cremeBrulee, danish, sweetRoll, tart, wholeCake } from './sweets.ts';

export const SUBJECTS: Record<ArtSubject, SubjectDrawer> = {
  croissant,
  'pain-au-chocolat': painAuChocolat,
  muffin,
  scone,
  boule,
  'pan-loaf': panLoaf,
  challah,
  baguette,
  cookie,
  bar,
  macarons,
  'cake-slice': cakeSlice,
  'whole-cake': wholeCake,
  tart,
  'creme-brulee': cremeBrulee,
  'sweet-roll': sweetRoll,
  danish,
  'hot-cup': hotCup,
  tea,
  'iced-drink': icedDrink,
  can,
  jug,
  'juice-bottle': juiceBottle,
  traveler,
  sandwich,
  'pressed-sandwich': pressed,
  sub,
  'egg-sandwich': eggSandwich,
  bagel,
  wrap,
  'avocado-toast': avocadoToast,
  flatbread,
  ...bowlSubjects,
  'plated-meal': platedMeal,
  'griddle-stack': griddleStack,
  skillet,
  chips,
  apple,
  utensils,
  'catering-box': cateringBox,
  platter,
};

export const ART_WIDTH = 320;
export const ART_HEIGHT = 240;

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The whole SVG for one product: the shared background and table spot, then its subject. */
export function drawProductArt(art: ProductArt, seed: string): string {
  const drawer = SUBJECTS[art.subject];
  if (!drawer.variants.includes(art.variant))
    throw new Error(`${seed}: ${art.subject} has no variant "${art.variant}" (${drawer.variants.join(', ')})`);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${ART_WIDTH} ${ART_HEIGHT}" width="${ART_WIDTH}" height="${ART_HEIGHT}" role="img" aria-labelledby="t"><title id="t">${escapeXml(art.alt)}</title><rect width="320" height="240" fill="${C.bg}"/>${ell(160, 136, 150, 96, C.spot)}${drawer.draw(art.variant, seed)}</svg>\n`;
}
