import { EventEmitter } from 'node:events';
import type { RealtimeChannel, RealtimeEvent } from './channels.ts';
import type { RealtimeBus, RealtimeListener } from './bus.ts';

/** One process (PGlite): publishing is an in-process emit (decision 224). */
export function createLocalBus(): RealtimeBus {
  const emitter = new EventEmitter();
  // Every open board stream is a listener; Node's leak warning at 10 would be noise.
  emitter.setMaxListeners(0);
  return {
    async publish(channel: RealtimeChannel, event: RealtimeEvent) {
      // Asynchronous like NOTIFY: a listener never runs inside the publisher's call.
      queueMicrotask(() => emitter.emit(channel, event));
    },
    statementNotice: () => null,
    subscribe(channel: RealtimeChannel, listener: RealtimeListener) {
      emitter.on(channel, listener);
      return () => emitter.off(channel, listener);
    },
    onResync: () => () => undefined,
    ready: async () => undefined,
    connected: () => true,
    async close() {
      emitter.removeAllListeners();
    },
  };
}
