import { useState, type ReactNode } from 'react';
import type { SavedAddress } from '../../../domain/account/saved-contract.ts';
import { addressLine } from '../../../domain/locations/order-control.ts';
import { deleteAddress } from '../../data/account/account-api.ts';
import { TrashIcon } from '../../ui/icons/icons.tsx';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';

/**
 * Spec §8: 'Delete Address?' ("Yes, Delete Address" and "Go Back"), for every list of saved
 * addresses: `ask(address)` opens it; "Yes" deletes the address, closes, then reports its id.
 * `trashButton(address, className)` is each list's trash button that asks (Account → Addresses,
 * the delivery panel's saved addresses).
 */
export function useDeleteAddressDialog(onDeleted: (id: string) => void): {
  ask: (address: SavedAddress) => void;
  trashButton: (address: SavedAddress, className: string | undefined) => ReactNode;
  dialog: ReactNode;
} {
  const [address, setAddress] = useState<SavedAddress | null>(null);
  const dialog = (
    <ConfirmDialog
      open={address !== null}
      title="Delete Address?"
      confirmLabel="Yes, Delete Address"
      onCancel={() => setAddress(null)}
      onConfirm={async () => {
        if (!address) return;
        await deleteAddress(address.id);
        setAddress(null);
        onDeleted(address.id);
      }}
    >
      <p>{address ? addressLine(address) : ''} will be removed from your saved addresses.</p>
    </ConfirmDialog>
  );
  const trashButton = (a: SavedAddress, className: string | undefined) => (
    <button
      type="button"
      className={className}
      aria-label={`Delete address ${addressLine(a)}`}
      onClick={() => setAddress(a)}
    >
      <TrashIcon />
    </button>
  );
  return { ask: setAddress, trashButton, dialog };
}
