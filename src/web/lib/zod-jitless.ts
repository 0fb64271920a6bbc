/**
 * zod compiles object parsers with `new Function` unless told `jitless`; the page CSP forbids eval,
 * and even zod's guarded probe is reported as a CSP violation. `z.config({ jitless: true })` writes
 * this same global object; setting it here keeps zod itself out of the first load. Browser only:
 * the server's API keeps the compiled parsers.
 */
export function makeZodJitless(): void {
  const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
  (holder.__zod_globalConfig ??= {}).jitless = true;
}
