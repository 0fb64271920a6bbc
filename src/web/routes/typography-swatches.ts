/**
 * The colour pairs shown on /typography: token, its value in styles/tokens.css, and the text
 * colour it is paired with. tests/unit/layout-contrast.test.ts checks the values against
 * tokens.css and every pair against WCAG AA (4.5:1).
 */
export interface Swatch {
  token: string;
  value: string;
  on: { token: string; value: string };
  use: string;
}

/** Each colour token's value, once (the swatch and the text colour on it read from here). */
const TOKEN_VALUES = {
  primary: '#7a3e1d',
  'primary-dark': '#5c2d13',
  'primary-light': '#f6eadf',
  secondary: '#2f5d46',
  'secondary-light': '#e4efe7',
  neutral: '#f4f1ec',
  black: '#1f1b18',
  white: '#ffffff',
  text: '#1f1b18',
  'text-muted': '#5b534c',
  error: '#b3261e',
  'error-light': '#fbe9e7',
  discount: '#1e6b34',
  focus: '#1a5fb4',
} as const;

type Token = keyof typeof TOKEN_VALUES;

const swatch = (token: Token, on: Token, use: string): Swatch => ({
  token,
  value: TOKEN_VALUES[token],
  on: { token: on, value: TOKEN_VALUES[on] },
  use,
});

export const SWATCHES: Swatch[] = [
  swatch('primary', 'white', 'Buttons, links'),
  swatch('primary-dark', 'white', 'Hover, footer'),
  swatch('primary-light', 'primary', 'Soft panels'),
  swatch('secondary', 'white', 'Accents, "Open Now"'),
  swatch('secondary-light', 'secondary', 'Success, dietary'),
  swatch('neutral', 'text', 'Page wash'),
  swatch('black', 'white', 'Dark header'),
  swatch('white', 'text', 'Surfaces, body text'),
  swatch('text-muted', 'white', 'Secondary text (shown on white)'),
  swatch('error', 'white', 'Errors'),
  swatch('error-light', 'error', 'Error banner'),
  swatch('discount', 'white', 'Discount line (shown on white)'),
  swatch('focus', 'white', 'Focus ring (shown on white)'),
];
