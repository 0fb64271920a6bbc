import { formatPhone } from '../../../domain/locations/format.ts';
import type { CustomerDetail } from '../../../domain/customers/customer-detail-contract.ts';
import { formatCents } from '../../../domain/menu/menu-format.ts';
import pages from '../../routes/staff-pages.module.css';
import { dateOnly } from './customer-format.ts';
import styles from './staff-customers.module.css';

/** How to reach the customer, and the gift cards they keep on file (last four digits only). */
export function CustomerContact({ detail, timeZone }: { detail: CustomerDetail; timeZone: string | undefined }) {
  const { customer, gift_cards: cards } = detail;
  return (
    <>
      <section aria-labelledby="customer-contact" className={pages.panel}>
        <h2 id="customer-contact" className={pages.subtitle} style={{ marginTop: 0 }}>
          Contact
        </h2>
        <dl className={styles.facts}>
          <div>
            <dt>E-mail</dt>
            <dd>{customer.email ? <a href={`mailto:${customer.email}`}>{customer.email}</a> : '—'}</dd>
          </div>
          <div>
            <dt>Phone</dt>
            <dd>{customer.phone ? <a href={`tel:+1${customer.phone}`}>{formatPhone(customer.phone)}</a> : '—'}</dd>
          </div>
          <div>
            <dt>Member since</dt>
            <dd>{dateOnly(customer.member_since, timeZone)}</dd>
          </div>
        </dl>
      </section>
      <section aria-labelledby="customer-cards" className={pages.panel}>
        <h2 id="customer-cards" className={pages.subtitle} style={{ marginTop: 0 }}>
          Gift cards on file
        </h2>
        {cards.length === 0 ? (
          <p className={pages.muted}>None on file.</p>
        ) : (
          <ul className={styles.cards}>
            {cards.map((c) => (
              <li key={`${c.last4}-${c.added_at}`}>
                <span>Gift Card •••• {c.last4}</span>
                <strong>{formatCents(c.balance_cents)}</strong>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
