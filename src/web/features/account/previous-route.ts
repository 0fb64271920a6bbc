import { PREVIOUS_ROUTE_KEY } from '../../layouts/remember-route.ts';

/**
 * Where to go after signing in (spec §2: Sign In stores the previous route). Only same-site
 * paths are followed ("//evil.example" and "https://…" are not), and never back to an account
 * flow page, which would loop.
 */
export function takePreviousRoute(fallback: string | null = null): string {
  let stored: string | null = null;
  try {
    stored = window.sessionStorage.getItem(PREVIOUS_ROUTE_KEY);
    window.sessionStorage.removeItem(PREVIOUS_ROUTE_KEY);
  } catch {
    // No storage: go home.
  }
  return safeReturnPath(stored ?? fallback);
}

export function safeReturnPath(path: string | null): string {
  if (!path || !path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return '/';
  if (
    /^\/account\/(signin|signup|forgotpassword|forgotpasswordsuccess|resetpassword|deleteaccount|oauthcallback)\b/.test(
      path,
    )
  )
    return '/';
  return path;
}
