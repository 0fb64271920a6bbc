import { lazy, Suspense } from 'react';

// Only staff previewing a draft see it: customers' first load does not carry it.
const Banner = lazy(() => import('./preview-banner.tsx').then((m) => ({ default: m.PreviewBanner })));

export function PreviewBanner() {
  return (
    <Suspense fallback={null}>
      <Banner />
    </Suspense>
  );
}
