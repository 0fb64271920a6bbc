import { lazy, Suspense } from 'react';
import { useHydrated } from '../../lib/use-hydrated.ts';

// Its own chunk, drawn in the browser only: the note waits for its own fetch anyway, and most products have no limit.
const Note = lazy(() => import('../daily-limits/index.ts').then((m) => ({ default: m.DailyLimitNote })));

export function DailyLimitNote(props: { productId: string; menuId: string | null }) {
  const hydrated = useHydrated();
  return hydrated ? (
    <Suspense fallback={null}>
      <Note {...props} />
    </Suspense>
  ) : null;
}
