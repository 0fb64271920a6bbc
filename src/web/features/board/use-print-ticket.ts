import { useEffect, useState } from 'react';

/**
 * Prints one ticket: marks it, sets html[data-printing] (which turns on the print
 * stylesheet of ticket-print.module.css) and opens the browser's print dialog once React has
 * drawn the mark. The mark stays until the dialog closes (afterprint), so a Ctrl+P while no
 * ticket is marked prints the board as it is.
 */
export function usePrintTicket() {
  const [printing, setPrinting] = useState<string | null>(null);
  useEffect(() => {
    if (!printing) return;
    const root = document.documentElement;
    root.dataset.printing = 'ticket';
    const done = () => setPrinting(null);
    window.addEventListener('afterprint', done);
    window.print();
    return () => {
      window.removeEventListener('afterprint', done);
      delete root.dataset.printing;
    };
  }, [printing]);
  return { printing, print: (ticketId: string) => setPrinting(ticketId) };
}
