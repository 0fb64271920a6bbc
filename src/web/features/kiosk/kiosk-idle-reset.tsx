import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useRevalidator } from 'react-router';
import { setMemberUser, useMemberUser } from '../../state/members.ts';
import { Button } from '../../ui/button.tsx';
import { Modal } from '../../ui/modal.tsx';
import { signOut } from '../../data/account/account-api.ts';
import { cartApi } from '../../data/cart/cart-api.ts';
import { storedCartId } from '../../data/cart/cart-storage.ts';
import { currentCart, setCart } from '../../data/cart/cart-cache.ts';
import { useCart } from '../../data/cart/cart-hooks.ts';
import { KIOSK_IDLE_MS, KIOSK_WARNING_MS, kioskStartPath } from './kiosk-session.ts';
import styles from './kiosk.module.css';

const ACTIVITY = ['pointerdown', 'keydown', 'touchstart', 'wheel'] as const;

/**
 * Kiosk idle reset ("an idle reset that abandons the cart after inactivity").
 * After KIOSK_IDLE_MS without a touch or key, a dialog warns with a countdown; "I'm Still Here"
 * keeps the order. When the countdown ends the cart is abandoned on the server, a member signed
 * in at the kiosk is signed out (the next guest must not order on their account), and the screen
 * goes back to the start. Nothing happens on an idle start screen with no order and no member.
 */
export function KioskIdleReset() {
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const { pathname } = useLocation();
  const member = useMemberUser();
  const cart = useCart();
  const [warning, setWarning] = useState(false);
  const [left, setLeft] = useState(Math.round(KIOSK_WARNING_MS / 1000));
  const deadline = useRef(0);
  const start = kioskStartPath().split('?')[0];
  const active = member !== null || (cart?.products.length ?? 0) > 0 || pathname !== start;

  const reset = useCallback(async () => {
    setWarning(false);
    const id = currentCart()?.id ?? storedCartId();
    setCart(null);
    if (id) await cartApi.abandon(id).catch(() => undefined);
    if (member) {
      await signOut().catch(() => undefined);
      setMemberUser(null);
    }
    await navigate(kioskStartPath(), { replace: true });
    if (member) await revalidator.revalidate();
  }, [member, navigate, revalidator]);

  // Idle timer: every touch or key pushes the warning back (only while the dialog is closed).
  useEffect(() => {
    if (!active || warning) return;
    const warn = () => {
      deadline.current = Date.now() + KIOSK_WARNING_MS;
      setLeft(Math.round(KIOSK_WARNING_MS / 1000));
      setWarning(true);
    };
    let timer = window.setTimeout(warn, KIOSK_IDLE_MS);
    const bump = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(warn, KIOSK_IDLE_MS);
    };
    for (const name of ACTIVITY) window.addEventListener(name, bump, { passive: true });
    return () => {
      window.clearTimeout(timer);
      for (const name of ACTIVITY) window.removeEventListener(name, bump);
    };
  }, [active, warning, pathname]);

  // Countdown while the warning shows; at zero the order is cleared.
  useEffect(() => {
    if (!warning) return;
    const tick = window.setInterval(() => {
      const remaining = Math.max(0, Math.ceil((deadline.current - Date.now()) / 1000));
      setLeft(remaining);
      if (remaining === 0) {
        window.clearInterval(tick);
        void reset();
      }
    }, 1000);
    return () => window.clearInterval(tick);
  }, [warning, reset]);

  return (
    <Modal open={warning} onClose={() => setWarning(false)} labelledBy="kiosk-idle-title" closeLabel="Keep my order">
      <div className={styles.idle}>
        <h2 id="kiosk-idle-title" className={styles.idleTitle}>
          Are You Still There?
        </h2>
        <p aria-live="polite">
          Your order will be cleared in <span className={styles.countdown}>{left}</span>{' '}
          {left === 1 ? 'second' : 'seconds'}.
        </p>
        <Button size="lg" block onClick={() => setWarning(false)}>
          I&apos;m Still Here
        </Button>
        <Button size="lg" block variant="secondary" onClick={() => void reset()}>
          Start Over
        </Button>
      </div>
    </Modal>
  );
}
