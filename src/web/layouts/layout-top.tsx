import { afterHydration } from '../lib/deferred-components.tsx';
import { ErrorBanner } from './error-banner.tsx';
import { SignedOutNotice } from './signed-out-notice.tsx';

// The loading bar shows only during a navigation, and none starts before hydration: its code
// loads then, outside the first-load JavaScript (its size budget).
const ProgressBar = afterHydration(() => import('./progress-bar.tsx').then((m) => m.ProgressBar));

/** What every layout opens with: the skip link, the loading bar, the global error banner and the signed-out notice. */
export function LayoutTop() {
  return (
    <>
      <a href="#main" className="skip-link">
        Skip to main content
      </a>
      <ProgressBar />
      <ErrorBanner />
      <SignedOutNotice />
    </>
  );
}
