import { lazy, Suspense, useState, type ComponentProps } from 'react';
import type { LocationPrompt as Prompt } from './location-prompt.tsx';

const LocationPromptBody = lazy(() => import('./location-prompt.tsx').then((m) => ({ default: m.LocationPrompt })));

/**
 * The choose-a-location prompt, loaded the first time it opens and kept mounted afterwards (like
 * the layout's lazy panels): it is closed at first paint on every menu and product page, and its
 * code and the modal's CSS would block rendering there.
 */
export function LocationPrompt(props: ComponentProps<typeof Prompt>) {
  const [used, setUsed] = useState(props.open);
  // Adjusted during render, so the prompt mounts in the same commit as the flag.
  if (props.open && !used) setUsed(true);
  return used ? (
    <Suspense fallback={null}>
      <LocationPromptBody {...props} />
    </Suspense>
  ) : null;
}
