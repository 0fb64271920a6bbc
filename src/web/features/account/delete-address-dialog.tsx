import { ConfirmDialog } from './confirm-dialog.tsx';

/** Spec §8: 'Delete Address?' ("Yes, Delete Address" and "Go Back"). */
export function DeleteAddressDialog({ open, addressLine, onConfirm, onCancel }: { open: boolean; addressLine: string; onConfirm: () => Promise<void>; onCancel: () => void }) {
  return (
    <ConfirmDialog open={open} title="Delete Address?" confirmLabel="Yes, Delete Address" onConfirm={onConfirm} onCancel={onCancel}>
      <p>{addressLine} will be removed from your saved addresses.</p>
    </ConfirmDialog>
  );
}
