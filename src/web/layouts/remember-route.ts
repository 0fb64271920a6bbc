/** Spec §2: "Sign In stores the current path as the previous route, then goes to /account/signin". */
export const PREVIOUS_ROUTE_KEY = 'previous_route';
export const SIGN_IN_PATH = '/account/signin';

/** Stores where the guest was so sign-in can send them back; storage may be unavailable (private mode). */
export function rememberPreviousRoute(path: string): void {
  try {
    window.sessionStorage.setItem(PREVIOUS_ROUTE_KEY, path);
  } catch {
    // Without storage the member simply lands on the default page after signing in.
  }
}
