// The limits module's public entry (issue 19): the shared abuse limits (decision 179), made once
// in app wiring and handed to account, checkout and group orders. Nothing imports limits but app.ts.
export { createAbuseLimits, type AbuseLimits } from './abuse-limits.ts';
