// The limits module's public entry: the shared abuse limits, made once
// in app wiring and handed to account, checkout and group orders. Nothing imports limits but app.ts.
export { createAbuseLimits, type AbuseLimits } from './abuse-limits.ts';
