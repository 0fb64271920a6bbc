/**
 * Test-only fault injection into the checkout (the crash tests). Each hook runs at one step; a hook that throws an ordinary error acts as a database or
 * network error there (the code after it handles the failure as it would in production); a hook
 * that throws `SimulatedCrash` acts as the process dying there: nothing after it runs — no void,
 * no key release, no capture queued, and the key's lease is no longer renewed — so the database
 * is left exactly as a crash leaves it, for a retry or the sweep to recover.
 */
export interface CheckoutFaults {
  /** After the processor authorized the card, before the order is written. */
  afterAuthorize?: () => Promise<void>;
  /** After the processor voided an attempt, before the row says `voided`. */
  afterVoidCall?: () => Promise<void>;
  /** After the order committed, before its capture is queued and the reply sent. */
  afterOrderPlaced?: () => Promise<void>;
  /** After the processor captured a batch, before the rows say `captured`. */
  afterCaptureCall?: () => Promise<void>;
  /** Before a failed attempt's key is released (a database error on the release). */
  beforeRelease?: () => Promise<void>;
}

export class SimulatedCrash extends Error {
  constructor(step: string) {
    super(`simulated crash ${step}`);
    this.name = 'SimulatedCrash';
  }
}
