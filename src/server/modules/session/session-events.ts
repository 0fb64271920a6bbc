/**
 * Session hand-over hooks (issue 7 "Guest cart hand-over"). Sign-in rotates the session id
 * (fixation defence), so whatever a guest owned through the old id (their cart) must follow to
 * the new one. Feature modules subscribe with `server.sessionEvents.onSessionRotated(...)`;
 * listeners run before the old session row is deleted and before the reply is sent.
 */
export interface SessionRotatedEvent {
  /** SHA-256 id of the guest's session, or null when there was none. */
  oldIdHash: string | null;
  newIdHash: string;
  /** The member now signed in, or null (a rotation without sign-in). */
  memberId: string | null;
}

export type SessionRotatedListener = (event: SessionRotatedEvent) => Promise<void> | void;

export interface SessionEvents {
  onSessionRotated(listener: SessionRotatedListener): void;
  emitSessionRotated(event: SessionRotatedEvent): Promise<void>;
}

export function createSessionEvents(): SessionEvents {
  const listeners: SessionRotatedListener[] = [];
  return {
    onSessionRotated: (listener) => {
      listeners.push(listener);
    },
    async emitSessionRotated(event) {
      for (const listener of listeners) await listener(event);
    },
  };
}
