/**
 * Participant names decide whose lines are whose (a line's recipient is its owner's name) and who
 * counts as host (spec §4), so two names that look the same on a screen must be one name.
 * `foldName` is the comparison key, never shown:
 * - NFKC: compatibility forms become their plain letters (full-width `Ａｄａ`, ligatures, math
 *   alphanumerics `𝐀𝐝𝐚`, superscripts) and composed/decomposed accents agree;
 * - invisible characters are dropped (zero-width space/joiners, soft hyphen, word joiner, BOM,
 *   bidi controls: every format character, Unicode category Cf);
 * - accents are dropped (`Zoë` is `Zoe`: a mark on a letter is easy to miss);
 * - case is ignored and runs of spaces are one space;
 * - Cyrillic and Greek letters that look like Latin ones become those Latin letters, and the
 *   digits 0 and 1 become o and l (the small table below; not all of Unicode's confusables).
 */

/** Lower-case look-alikes (upper-case ones are lower-cased before the lookup). */
const LOOK_ALIKES: Record<string, string> = {
  // Cyrillic
  а: 'a',
  в: 'b',
  е: 'e',
  һ: 'h',
  н: 'h',
  і: 'i',
  ј: 'j',
  к: 'k',
  ӏ: 'l',
  м: 'm',
  о: 'o',
  р: 'p',
  ԛ: 'q',
  с: 'c',
  ѕ: 's',
  т: 't',
  у: 'y',
  ү: 'y',
  ԝ: 'w',
  х: 'x',
  ԁ: 'd',
  // Greek
  α: 'a',
  β: 'b',
  ε: 'e',
  ζ: 'z',
  η: 'h',
  ι: 'i',
  κ: 'k',
  μ: 'm',
  ν: 'v',
  ο: 'o',
  ρ: 'p',
  τ: 't',
  υ: 'y',
  χ: 'x',
  // Latin letters that pass for others
  ı: 'i',
  ȷ: 'j',
  ɡ: 'g',
  // Digits and a bar inside names
  '0': 'o',
  '1': 'l',
  '|': 'l',
};

const INVISIBLE = /\p{Cf}/gu;
const MARKS = /\p{M}/gu;
const LOOK_ALIKE_CHARS = new RegExp(
  `[${Object.keys(LOOK_ALIKES)
    .join('')
    .replace(/[|\]\\^-]/g, '\\$&')}]`,
  'gu',
);

/** The key two participant names are compared by: equal keys are "the same name". */
export function foldName(name: string): string {
  return name
    .normalize('NFKC')
    .replace(INVISIBLE, '')
    .normalize('NFD')
    .replace(MARKS, '')
    .toLocaleLowerCase('en-US')
    .replace(LOOK_ALIKE_CHARS, (c) => LOOK_ALIKES[c] ?? c)
    .trim()
    .replace(/\s+/g, ' ');
}
