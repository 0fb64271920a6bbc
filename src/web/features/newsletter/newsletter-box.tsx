import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { AppError } from '../../../domain/app-error.ts';
import {
  NEWSLETTER_FAILURE_PREFIX,
  NEWSLETTER_INVALID_EMAIL,
  newsletterFieldState,
  type NewsletterState,
} from '../../../domain/newsletter-field.ts';
import styles from './newsletter-box.module.css';
import { subscribe } from './subscribe.ts';

/**
 * Footer newsletter signup (spec §4 "Newsletter field", §5, §8). States: empty, valid,
 * error, loading, subscribed. Join Now is enabled only for a valid address.
 */
export function NewsletterBox() {
  const [email, setEmail] = useState('');
  const [submitState, setSubmitState] = useState<Extract<NewsletterState, 'loading' | 'subscribed'> | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const inputId = useId();
  const messageId = useId();
  // The box hydrates after the page: an address typed into the server's HTML
  // before then is taken over, not wiped.
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const typed = input.current?.value;
    if (typed) setEmail(typed);
  }, []);

  const fieldState = newsletterFieldState(email);
  const state: NewsletterState = submitState ?? fieldState;
  const showInvalid = fieldState === 'error' && !failure;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (fieldState !== 'valid' || submitState === 'loading') return;
    setSubmitState('loading');
    setFailure(null);
    try {
      await subscribe({ email });
      setSubmitState('subscribed');
    } catch (error) {
      setSubmitState(null);
      setFailure(NEWSLETTER_FAILURE_PREFIX + AppError.from(error).message);
    }
  }

  function tryAgain() {
    setEmail('');
    setFailure(null);
    setSubmitState(null);
  }

  return (
    <section className={styles.box} aria-labelledby={`${inputId}-heading`} data-state={failure ? 'error' : state}>
      <h2 id={`${inputId}-heading`} className={styles.heading}>
        Fresh from the oven
      </h2>
      <p className={styles.lede}>News, seasonal bakes and offers from our bakeries, about twice a month.</p>
      {state === 'subscribed' ? (
        <p className={styles.success} role="status">
          Thanks for subscribing! Watch your inbox for our next letter.
        </p>
      ) : (
        <form className={styles.form} onSubmit={onSubmit} noValidate>
          <label htmlFor={inputId} className={styles.label}>
            Email address
          </label>
          <div className={styles.row}>
            <input
              ref={input}
              id={inputId}
              className={styles.input}
              type="email"
              name="email"
              autoComplete="email"
              inputMode="email"
              value={email}
              maxLength={320}
              aria-invalid={showInvalid || Boolean(failure)}
              aria-describedby={messageId}
              onChange={(e) => {
                setEmail(e.target.value);
                setFailure(null);
              }}
            />
            <button
              type="submit"
              className={`${styles.button} ${fieldState === 'valid' ? styles.valid : ''} ${showInvalid || failure ? styles.error : ''}`}
              disabled={fieldState !== 'valid' || state === 'loading'}
              aria-busy={state === 'loading'}
            >
              {state === 'loading' ? 'Joining…' : 'Join Now'}
            </button>
          </div>
          <div id={messageId} className={styles.message} aria-live="polite">
            {showInvalid && <span className={styles.errorText}>{NEWSLETTER_INVALID_EMAIL}</span>}
            {failure && (
              <span className={styles.errorText}>
                {failure}{' '}
                <button type="button" className={styles.retry} onClick={tryAgain}>
                  Try Again
                </button>
              </span>
            )}
          </div>
        </form>
      )}
    </section>
  );
}
