import { contrastRatio, formatRatio } from '../../domain/contrast.ts';
import { titleMeta } from '../layouts/page-meta.ts';
import { Button } from '../ui/button.tsx';
import type { Route } from './+types/typography';
import styles from './style-reference.module.css';
import { SWATCHES } from './typography-swatches.ts';

/** /typography (spec §2 route table): headings, body text, buttons and colours with their contrast. */
export function meta({ matches }: Route.MetaArgs) {
  return titleMeta('Typography', matches);
}

const HEADINGS = [
  { label: 'Heading 1 · display serif, 40 px', className: styles.sampleH1, text: 'Housemade bread, baked at dawn' },
  { label: 'Heading 2 · display serif, 28 px', className: styles.sampleH2, text: 'Brunch all weekend' },
  { label: 'Heading 3 · display serif, 22 px', className: styles.sampleH3, text: 'Pastries & viennoiserie' },
  { label: 'Heading 4 · display serif, 18 px', className: styles.sampleH4, text: 'Seasonal tarts' },
];

export default function TypographyPage() {
  return (
    <div className={styles.page}>
      <p className={styles.eyebrow}>Style reference</p>
      <h1>Typography</h1>
      <p className={styles.lede}>
        Headings use the display serif; body text and controls use the sans-serif at 16 px with a 1.5 line height. Every
        text color below meets WCAG 2.1 AA (4.5:1) on the background it is used on.
      </p>

      <section aria-labelledby="type-headings">
        <h2 id="type-headings">Headings</h2>
        <dl className={styles.specimens}>
          {HEADINGS.map((h) => (
            <div key={h.label} className={styles.specimen}>
              <dt>{h.label}</dt>
              {/* Specimens, not document headings: the page keeps one h1 and a clean outline. */}
              <dd className={h.className}>{h.text}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section aria-labelledby="type-body">
        <h2 id="type-body">Body</h2>
        <dl className={styles.specimens}>
          <div className={styles.specimen}>
            <dt>Eyebrow · 13 px, bold, tracked capitals</dt>
            <dd className={styles.sampleEyebrow}>Fresh today</dd>
          </div>
          <div className={styles.specimen}>
            <dt>Body · 16 px / 1.5</dt>
            <dd className={styles.sampleBody}>
              Our bakers start before sunrise: croissants laminated by hand, country loaves proofed overnight, and a
              brunch menu that changes with the season. Order ahead for pickup, curbside or delivery.
            </dd>
          </div>
          <div className={styles.specimen}>
            <dt>Small · 14 px, muted</dt>
            <dd className={styles.sampleSmall}>540–720 cal · Contains wheat, milk, eggs</dd>
          </div>
          <div className={styles.specimen}>
            <dt>Link</dt>
            <dd>
              <a href="/typography">An inline link in body text</a>
            </dd>
          </div>
        </dl>
      </section>

      <section aria-labelledby="type-buttons">
        <h2 id="type-buttons">Buttons</h2>
        <div className={styles.buttonRow}>
          <Button>Primary</Button>
          <Button variant="secondary">Secondary</Button>
          <Button variant="link">Link button</Button>
          <Button size="lg">Large primary</Button>
          <Button disabled>Disabled</Button>
        </div>
      </section>

      <section aria-labelledby="type-colours">
        <h2 id="type-colours">Colors</h2>
        <ul className={styles.swatches}>
          {SWATCHES.map((s) => (
            <li key={s.token} className={styles.swatch}>
              <div className={`${styles.chip} ${styles[`c-${s.token}`] ?? ''}`}>Aa {s.on.token}</div>
              <div className={styles.swatchInfo}>
                <code>--color-{s.token}</code>
                <span>{s.value}</span>
                <span>{s.use}</span>
                <span className={styles.ratio}>
                  Contrast with {s.on.token}: {formatRatio(contrastRatio(s.on.value, s.value))}
                </span>
              </div>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
