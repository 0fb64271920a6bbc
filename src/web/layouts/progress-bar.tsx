import { useEffect, useRef, useState } from 'react';
import { useNavigation } from 'react-router';
import { PROGRESS_START_DELAY_MS, progressAt } from '../../domain/progress-bar.ts';
import styles from './progress-bar.module.css';

/**
 * Loading progress bar (spec §2, §9): appears only when a navigation lasts over 200 ms, creeps
 * towards 90 % over 5 s, and completes when the navigation settles. Width is driven through the
 * CSSOM (element.style), which the page's CSP allows, unlike style attributes in markup.
 */
export function ProgressBar() {
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle';
  const barRef = useRef<HTMLDivElement>(null);
  const [phase, setPhase] = useState<'idle' | 'running' | 'finishing'>('idle');

  useEffect(() => {
    if (!busy) return;
    const started = performance.now();
    let frame = 0;
    const tick = () => {
      const elapsed = performance.now() - started;
      const bar = barRef.current;
      if (bar) bar.style.transform = `scaleX(${progressAt(elapsed)})`;
      frame = window.requestAnimationFrame(tick);
    };
    const timer = window.setTimeout(() => {
      setPhase('running');
      frame = window.requestAnimationFrame(tick);
    }, PROGRESS_START_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
      window.cancelAnimationFrame(frame);
      // Only a bar that appeared needs to finish; a fast navigation never showed one.
      setPhase((p) => (p === 'running' ? 'finishing' : 'idle'));
    };
  }, [busy]);

  useEffect(() => {
    if (phase !== 'finishing') return;
    if (barRef.current) barRef.current.style.transform = 'scaleX(1)';
    const timer = window.setTimeout(() => setPhase('idle'), 300);
    return () => window.clearTimeout(timer);
  }, [phase]);

  return (
    <div
      className={`${styles.track} ${phase === 'idle' ? '' : styles.shown}`}
      aria-hidden="true"
      data-testid="progress-bar"
      data-phase={phase}
    >
      <div ref={barRef} className={styles.bar} />
    </div>
  );
}
