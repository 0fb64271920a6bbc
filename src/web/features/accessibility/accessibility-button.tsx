import { useEffect, useSyncExternalStore } from 'react';
import { shouldLoadAccessibilityWidget } from '../../../domain/accessibility.ts';
import type { AppInfo } from '../../../domain/app-info.ts';
import styles from './accessibility-button.module.css';
import './accessibility-mode.css';
import { openAccessibilityWidget } from './load-widget.ts';

const MODE_KEY = 'accessibility_mode';
const MODE_EVENT = 'accessibility-mode-change';

// The stored choice is the single source of truth; the server renders "off" and the browser
// reads the real value after hydration (no mismatch, no effect-driven state).
const readMode = () => window.localStorage.getItem(MODE_KEY) === 'on';
const subscribeMode = (notify: () => void) => {
  window.addEventListener(MODE_EVENT, notify);
  window.addEventListener('storage', notify);
  return () => {
    window.removeEventListener(MODE_EVENT, notify);
    window.removeEventListener('storage', notify);
  };
};
const writeMode = (on: boolean) => {
  window.localStorage.setItem(MODE_KEY, on ? 'on' : 'off');
  window.dispatchEvent(new Event(MODE_EVENT));
};

/**
 * Footer accessibility-mode button (spec §1, §2 Footer). With a configured site key it loads
 * the vendor widget; without one it toggles the site's own accessibility mode (larger text,
 * stronger contrast, underlined links, no motion) so the button is never dead.
 */
export function AccessibilityButton({ settings }: { settings: AppInfo['accessibility'] }) {
  const useWidget = shouldLoadAccessibilityWidget(settings);
  const modeOn = useSyncExternalStore(subscribeMode, readMode, () => false);

  useEffect(() => {
    document.documentElement.classList.toggle('a11y-mode', !useWidget && modeOn);
  }, [useWidget, modeOn]);

  if (useWidget) {
    return (
      <button
        type="button"
        className={styles.button}
        onClick={() => void openAccessibilityWidget(settings.script_url ?? '', settings.site_key ?? '')}
      >
        Accessibility Mode
      </button>
    );
  }

  return (
    <button type="button" className={styles.button} aria-pressed={modeOn} onClick={() => writeMode(!modeOn)}>
      Accessibility Mode
    </button>
  );
}
