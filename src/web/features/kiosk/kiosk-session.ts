/**
 * The kiosk's own memory: which menu (store) this screen sells from, so the idle
 * reset and "Start a New Order" come back to the same counter.
 */
const KIOSK_MENU_KEY = 'larkspur.kiosk_menu';

export function rememberKioskMenu(menuId: string): void {
  try {
    sessionStorage.setItem(KIOSK_MENU_KEY, menuId);
  } catch {
    // Without storage the start page asks for the store again.
  }
}

export function kioskStartPath(): string {
  let menu: string | null = null;
  try {
    menu = sessionStorage.getItem(KIOSK_MENU_KEY);
  } catch {
    menu = null;
  }
  return menu ? `/app/testcheckout?menu=${encodeURIComponent(menu)}` : '/app/testcheckout';
}

/** 2 minutes without a touch, then a 30-second warning, then the reset. */
export const KIOSK_IDLE_MS = 120_000;
export const KIOSK_WARNING_MS = 30_000;
