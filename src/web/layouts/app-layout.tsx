import { CartSession } from '../features/cart/cart-session.tsx';
import { KioskIdleReset } from '../features/kiosk/kiosk-idle-reset.tsx';
import { FocusedShell } from './focused-shell.tsx';
import styles from './app-layout.module.css';

/**
 * App layout (spec §2; the in-app and kiosk flows under /app): no site navigation, a
 * non-linked brand bar, larger type and 56 px touch targets for a counter-top screen.
 */
export default function AppLayout() {
  return (
    <>
      <FocusedShell styles={styles} compactLogo />
      {/* Spec §4 "Cart timeout": on layout load and every route change, in the app frame too. */}
      <CartSession />
      {/* An idle kiosk abandons the order after a visible warning. */}
      <KioskIdleReset />
    </>
  );
}
