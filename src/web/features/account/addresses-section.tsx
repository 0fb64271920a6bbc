import { useSavedAddresses } from '../../data/account/account-queries.ts';
import styles from './account-page.module.css';
import { useDeleteAddressDialog } from './delete-address-dialog.tsx';
import { FormAlert } from '../../ui/form/form-alert.tsx';

/** Saved delivery addresses (spec §3, §7): added from a delivery, deleted through 'Delete Address?'. */
export function AddressesSection() {
  const remote = useSavedAddresses();
  const deletion = useDeleteAddressDialog((id) => remote.setData((remote.data ?? []).filter((x) => x.id !== id)));
  if (remote.loading) return <p role="status">Loading your saved addresses…</p>;
  if (!remote.data) return <FormAlert message={remote.error} />;
  const addresses = remote.data;
  if (addresses.length === 0)
    return <p>You have no saved addresses yet. Addresses you use for delivery can be saved here.</p>;
  return (
    <>
      <ul className={styles.cards}>
        {addresses.map((a) => (
          <li key={a.id} className={styles.card}>
            <div className={styles.cardText}>
              <h3 className={styles.cardTitle}>{a.address}</h3>
              <p className={styles.cardLine}>
                {a.city}, {a.state} {a.zip}
              </p>
              {a.building ? <p className={styles.cardLine}>Apt/Suite/Door: {a.building}</p> : null}
              {a.instructions ? <p className={styles.cardLine}>Special Instructions: {a.instructions}</p> : null}
            </div>
            {deletion.trashButton(a, styles.iconAction)}
          </li>
        ))}
      </ul>
      {deletion.dialog}
    </>
  );
}
