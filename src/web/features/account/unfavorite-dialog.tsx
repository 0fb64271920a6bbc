import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';

/** Spec §8: 'Unfavorite Location?' (cannot be undone; "Yes, Continue" and "Go Back"). */
export function UnfavoriteDialog({
  open,
  locationName,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  locationName: string;
  onConfirm: () => Promise<void>;
  onCancel: () => void;
}) {
  return (
    <ConfirmDialog
      open={open}
      title="Unfavorite Location?"
      confirmLabel="Yes, Continue"
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      <p>{locationName} will be removed from your favorite locations. This cannot be undone.</p>
    </ConfirmDialog>
  );
}
