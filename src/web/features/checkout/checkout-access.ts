import { redirect } from 'react-router';
import type { AppInfo } from '../../../domain/app-info.ts';
import type { Viewer } from '../../load-context.ts';
import { rememberPreviousRoute } from '../../layouts/remember-route.ts';

/**
 * Spec §5 "Checkout": "A non-borderless app with no signed-in user is redirected to
 * /account/signin" (borderless allows guest checkout). The server loader redirects with
 * ?redirectTo=; on client navigations the previous route is also stored the way the Sign In
 * button stores it (spec §2), so sign-in comes straight back here.
 */
export function requireCheckoutViewer(
  app: Pick<AppInfo, 'flags'>,
  viewer: Viewer,
  here: string,
  signInPath: string,
): void {
  if (viewer.signedIn || app.flags.borderless) return;
  throw redirect(`${signInPath}?redirectTo=${encodeURIComponent(here)}`);
}

/** Wraps a route's serverLoader: a sign-in redirect also stores the previous route in the browser. */
export async function rememberOnSignInRedirect<T>(serverLoader: () => Promise<T>, here: string): Promise<T> {
  try {
    return await serverLoader();
  } catch (error) {
    if (error instanceof Response && /\/signin\b/.test(error.headers.get('Location') ?? ''))
      rememberPreviousRoute(here);
    throw error;
  }
}
