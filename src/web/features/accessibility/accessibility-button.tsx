import { useEffect, useState } from 'react';
import { shouldLoadAccessibilityWidget } from '../../../domain/accessibility.ts';
import type { AppInfo } from '../../../domain/app-info.ts';
import styles from './accessibility-button.module.css';
import './accessibility-mode.css';
import { openAccessibilityWidget } from './load-widget.ts';

const MODE_KEY = 'accessibility_mode';

/**
 * Footer accessibility-mode button (spec §1, §2 Footer). With a configured site key it loads
 * the vendor widget; without one it toggles the site's own accessibility mode (larger text,
 * stronger contrast, underlined links, no motion) so the button is never dead (decision 004).
 */
export function AccessibilityButton({ settings }: { settings: AppInfo['accessibility'] }) {
  const useWidget = shouldLoadAccessibilityWidget(settings);
  const [modeOn, setModeOn] = useState(false);

  useEffect(() => {
    if (useWidget) return;
    const stored = window.localStorage.getItem(MODE_KEY) === 'on';
    setModeOn(stored);
    document.documentElement.classList.toggle('a11y-mode', stored);
  }, [useWidget]);

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
    <button
      type="button"
      className={styles.button}
      aria-pressed={modeOn}
      onClick={() => {
        const next = !modeOn;
        setModeOn(next);
        document.documentElement.classList.toggle('a11y-mode', next);
        window.localStorage.setItem(MODE_KEY, next ? 'on' : 'off');
      }}
    >
      Accessibility Mode
    </button>
  );
}
