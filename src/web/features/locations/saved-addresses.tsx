import type { SavedAddress } from '../../../domain/account/saved-contract.ts';
import { useMemberUser } from '../../state/members.ts';
import { useSavedAddresses as useSavedAddressesQuery } from '../../data/account/account-queries.ts';
import { useDeleteAddressDialog } from '../account/index.ts';
import styles from './delivery-panel.module.css';

/**
 * A member's saved delivery addresses (spec §2 "Saved addresses (members only)"); null for guests
 * or while loading. The account's addresses query, read again each time the panel opens.
 */
export function useSavedAddresses(open: boolean): { addresses: SavedAddress[] | null; remove: (id: string) => void } {
  const user = useMemberUser();
  const shown = open && user !== null;
  const saved = useSavedAddressesQuery(shown);
  return {
    // A failed read shows no list (the panel still takes a typed address).
    addresses: shown ? (saved.data ?? (saved.error ? [] : null)) : null,
    remove: (id) => saved.data && saved.setData(saved.data.filter((a) => a.id !== id)),
  };
}

/**
 * Saved addresses as address cards: choosing one searches with it (no full-address check, spec
 * §5); the trash asks 'Delete Address?' (spec §8) through the account feature's dialog.
 */
export function SavedAddressList({
  addresses,
  onChoose,
  onDeleted,
}: {
  addresses: SavedAddress[];
  onChoose: (a: SavedAddress) => void;
  onDeleted: (id: string) => void;
}) {
  const deletion = useDeleteAddressDialog(onDeleted);
  return (
    <>
      <h3 className={styles.subheading}>Saved Addresses</h3>
      <ul className={styles.savedList}>
        {addresses.map((a) => (
          <li key={a.id} className={styles.savedCard}>
            <button type="button" className={styles.savedChoose} onClick={() => onChoose(a)}>
              <span className={styles.addressLine}>{a.address}</span>
              <span className={styles.extra}>
                {a.city}, {a.state} {a.zip}
              </span>
              {a.building ? <span className={styles.extra}>{a.building}</span> : null}
              <span className="visually-hidden">. Deliver here</span>
            </button>
            {deletion.trashButton(a, styles.edit)}
          </li>
        ))}
      </ul>
      {deletion.dialog}
    </>
  );
}
