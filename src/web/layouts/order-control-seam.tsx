import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useAppStore } from '../state/store.ts';

/**
 * Where the order control modal mounts (spec §2 "Order control modal"). The ordering feature
 * replaces this component with the modal; until then, opening order control takes the guest to
 * the location search, which is the modal's own pickup path ("Change" → /locations, spec §4).
 */
export function OrderControlSeam() {
  const open = useAppStore((s) => s.root.open.orderControl);
  const closePanel = useAppStore((s) => s.root.closePanel);
  const navigate = useNavigate();
  useEffect(() => {
    if (!open) return;
    closePanel('orderControl');
    void navigate('/locations');
  }, [open, closePanel, navigate]);
  return null;
}
