import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { preload } from 'react-dom';
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  type ShouldRevalidateFunctionArgs,
} from 'react-router';
import { pageTitle } from '../domain/page-title.ts';
import type { Route } from './+types/root';
import { useChunkReloadListener, useChunkReloadOnError } from './layouts/chunk-reload.ts';
import { quietAborts } from './layouts/quiet-aborts.ts';
import { DialogErrorBanner } from './layouts/error-banner.tsx';
import { ErrorPageBoundary, RouteErrorPage } from './layouts/error-page.tsx';
import { getQueryClient } from './data/query-client.ts';
import { setCsrfToken } from './lib/api-client.ts';
import { makeZodJitless } from './lib/zod-jitless.ts';
import { rememberRootData } from './root-data.ts';
import { useNonce } from './nonce.ts';
import { isMemberSignedIn, setMemberUser } from './state/members.ts';
import { DialogAlertContext } from './ui/dialog-alert.tsx';
import './styles/global.css';
import frauncesRegularUrl from './styles/brand-fonts/fraunces-400.woff2?url';
import frauncesBoldUrl from './styles/brand-fonts/fraunces-700.woff2?url';
import sourceSansUrl from './styles/brand-fonts/source-sans-3-latin-wght-normal.woff2?url';

if (typeof window !== 'undefined') {
  quietAborts();
  makeZodJitless();
}
export async function loader({ context }: Route.LoaderArgs) {
  return { app: context.app, viewer: context.viewer };
}

export type RootData = Awaited<ReturnType<typeof loader>>;

/**
 * Spec §4: a member session whose provider lacks the ordering marker is logged out "on load and
 * on each route change". The server applies the rule when it resolves the viewer, so while a
 * member is signed in the root loader runs again on every navigation.
 */
export function shouldRevalidate({ defaultShouldRevalidate, currentUrl, nextUrl }: ShouldRevalidateFunctionArgs) {
  if (isMemberSignedIn() && currentUrl.pathname !== nextUrl.pathname) return true;
  return defaultShouldRevalidate;
}
export { useRootData } from './root-data.ts';

/** Product name when the root loader could not run (the title template needs one). */
const FALLBACK_NAME = 'Larkspur Bakery & Cafe';

/** Default title (routes without their own meta) and the error pages' titles (spec §2 "Page titles"). */
export function meta({ loaderData, error }: Route.MetaArgs) {
  const name = loaderData?.app.name ?? FALLBACK_NAME;
  if (error)
    return [
      { title: pageTitle(isRouteErrorResponse(error) && error.status === 404 ? 'Page Not Found' : 'Error', name) },
    ];
  return [{ title: name }];
}

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  // One client per request on the server, the tab's one in the browser (data/query-client.ts).
  const [queryClient] = useState(getQueryClient);
  // The brand font files the first screen paints with (styles/fonts.css):
  // text and headings on every page; Fraunces 400 where the sub-header's prompt shows (≤ 1200 px,
  // sub-header.module.css), else only fetched by a page that draws it. React emits font preloads
  // first in <head>, ahead of the hero images' preloads and the stylesheets.
  preload(sourceSansUrl, { as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' });
  preload(frauncesBoldUrl, { as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' });
  preload(frauncesRegularUrl, {
    as: 'font',
    type: 'font/woff2',
    crossOrigin: 'anonymous',
    media: '(max-width: 1200px)',
  });
  // The page is interactive: browser tests wait for this mark before clicking
  // (tests/e2e/support/fixtures.ts). The Layout wraps error pages too, so they get it as well.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <Links />
      </head>
      <body>
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
        <ScrollRestoration nonce={nonce || undefined} />
        <Scripts nonce={nonce || undefined} />
      </body>
    </html>
  );
}

export default function Root({ loaderData }: Route.ComponentProps) {
  useChunkReloadListener();
  // Idempotent: the API client sends this token with every state-changing call.
  setCsrfToken(loaderData.viewer.csrfToken);
  rememberRootData(loaderData);
  // The members section follows the server's view of the session (spec §3, state/members.ts).
  const member = loaderData.viewer.member;
  useEffect(() => {
    setMemberUser(member);
  }, [member]);
  return (
    <DialogAlertContext.Provider value={DIALOG_ALERT}>
      <Outlet />
    </DialogAlertContext.Provider>
  );
}

/** One element for every dialog's error slot (ui/dialog-alert.tsx): the provider value never changes. */
const DIALOG_ALERT = <DialogErrorBanner />;

/**
 * Error pages (spec §2 "Other widgets"): 404 → "This page could not be found"; other errors →
 * status and message (default 500) with a Retry; the inner boundary covers the error page's own
 * failure. Shown inside the site chrome whenever the brand's info loaded (layouts/site-chrome.tsx):
 * a navigation's failed data request lands here. A failed route-chunk load reloads the page
 * instead, at most once per 60 s (spec §4).
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  useChunkReloadOnError(error);
  const alone = (
    <ErrorPageBoundary>
      <RouteErrorPage error={error} inChrome={false} />
    </ErrorPageBoundary>
  );
  return (
    <Suspense fallback={alone}>
      <SiteErrorPage error={error} alone={alone} />
    </Suspense>
  );
}

/**
 * The chrome's code is the default layout's (loaded with every site page), not the root's: a staff
 * or kiosk page does not download it for an error it may never have; if it cannot load, the page
 * stands alone.
 */
const SiteErrorPage = lazy(async (): Promise<{ default: (p: { error: unknown; alone: ReactNode }) => ReactNode }> => {
  try {
    const chrome = await import('./layouts/site-chrome.tsx');
    return { default: ({ error }) => <chrome.SiteErrorPage error={error} /> };
  } catch {
    return { default: ({ alone }) => alone };
  }
});
