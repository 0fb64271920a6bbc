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

export const SWATCHES: Swatch[] = [
  { token: 'primary', value: '#7a3e1d', on: { token: 'white', value: '#ffffff' }, use: 'Buttons, links' },
  { token: 'primary-dark', value: '#5c2d13', on: { token: 'white', value: '#ffffff' }, use: 'Hover, footer' },
  { token: 'primary-light', value: '#f6eadf', on: { token: 'primary', value: '#7a3e1d' }, use: 'Soft panels' },
  { token: 'secondary', value: '#2f5d46', on: { token: 'white', value: '#ffffff' }, use: 'Accents, "Open Now"' },
  { token: 'secondary-light', value: '#e4efe7', on: { token: 'secondary', value: '#2f5d46' }, use: 'Success, dietary' },
  { token: 'neutral', value: '#f4f1ec', on: { token: 'text', value: '#1f1b18' }, use: 'Page wash' },
  { token: 'black', value: '#1f1b18', on: { token: 'white', value: '#ffffff' }, use: 'Dark header' },
  { token: 'white', value: '#ffffff', on: { token: 'text', value: '#1f1b18' }, use: 'Surfaces, body text' },
  {
    token: 'text-muted',
    value: '#5b534c',
    on: { token: 'white', value: '#ffffff' },
    use: 'Secondary text (shown on white)',
  },
  { token: 'error', value: '#b3261e', on: { token: 'white', value: '#ffffff' }, use: 'Errors' },
  { token: 'error-light', value: '#fbe9e7', on: { token: 'error', value: '#b3261e' }, use: 'Error banner' },
  {
    token: 'discount',
    value: '#1e6b34',
    on: { token: 'white', value: '#ffffff' },
    use: 'Discount line (shown on white)',
  },
  { token: 'focus', value: '#1a5fb4', on: { token: 'white', value: '#ffffff' }, use: 'Focus ring (shown on white)' },
];
