import { EventEmitter } from 'node:events';
import type { RealtimeChannel, RealtimeEvents } from './channels.ts';
import type { RealtimeBus, RealtimeListener } from './bus.ts';

/** One process (PGlite): publishing is an in-process emit. */
export function createLocalBus(): RealtimeBus {
  const emitter = new EventEmitter();
  // Every open board stream is a listener; Node's leak warning at 10 would be noise.
  emitter.setMaxListeners(0);
  return {
    async publish<C extends RealtimeChannel>(channel: C, event: RealtimeEvents[C]) {
      // Asynchronous like NOTIFY: a listener never runs inside the publisher's call.
      queueMicrotask(() => emitter.emit(channel, event));
    },
    statementNotice: () => null,
    subscribe<C extends RealtimeChannel>(channel: C, listener: RealtimeListener<C>) {
      emitter.on(channel, listener);
      return () => emitter.off(channel, listener);
    },
    onResync: () => () => undefined,
    state: () => 'in-process',
    ready: async () => undefined,
    async close() {
      emitter.removeAllListeners();
    },
  };
}
