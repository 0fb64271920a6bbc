import type { ReactNode } from 'react';
import styles from './auth-card.module.css';

/** The centred card of the sign-in style pages (minimal layout). Its heading names the page. */
export function AuthCard({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  return (
    <div className={styles.wrap}>
      <section className={styles.card} aria-labelledby="auth-title">
        <h1 id="auth-title" className={styles.title}>
          {title}
        </h1>
        {intro ? <div className={styles.intro}>{intro}</div> : null}
        {children}
      </section>
    </div>
  );
}
