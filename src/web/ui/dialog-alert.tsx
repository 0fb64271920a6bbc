import { createContext, useContext, type ReactNode } from 'react';

/**
 * What an open dialog shows under its heading: the site's error banner. The page's own
 * banner sits under the dialog's backdrop while a dialog is open, where it would cover the
 * dialog's title and Close button or go unseen, so each dialog carries the banner instead. The
 * root provides the element; ui/ stays free of the app store.
 */
export const DialogAlertContext = createContext<ReactNode>(null);

export function DialogAlert() {
  return <>{useContext(DialogAlertContext)}</>;
}
