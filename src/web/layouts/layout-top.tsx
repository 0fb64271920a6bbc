import { ErrorBanner } from './error-banner.tsx';
import { ProgressBar } from './progress-bar.tsx';

/** What every layout opens with: the skip link, the loading bar and the global error banner. */
export function LayoutTop() {
  return (
    <>
      <a href="#main" className="skip-link">
        Skip to main content
      </a>
      <ProgressBar />
      <ErrorBanner />
    </>
  );
}
