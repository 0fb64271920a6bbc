import type { FastifyBaseLogger } from 'fastify';

/**
 * A background job on a listening server (the cart timeout sweep, the staff session sweep): it
 * runs `everyMs` after the previous run ended, so two runs never overlap, on an unref'd timer
 * that never holds the process open. A failed run is logged and the next one still comes.
 * API tests call the job's own function instead of starting the timer.
 */
export function repeatingTask(run: () => Promise<unknown>, everyMs: number, name: string) {
  let timer: NodeJS.Timeout | null = null;
  return {
    start(log: FastifyBaseLogger) {
      if (timer) return;
      const tick = () => {
        run()
          .catch((error: unknown) => log.warn({ err: error }, `${name} failed`))
          .finally(() => {
            if (timer) timer = setTimeout(tick, everyMs).unref();
          });
      };
      timer = setTimeout(tick, everyMs).unref();
    },
    stop() {
      if (timer) clearTimeout(timer);
      timer = null;
    },
  };
}
