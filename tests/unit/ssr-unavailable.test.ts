import { describe, expect, it } from 'vitest';
import { unavailableAs503 } from '../../src/server/http/ssr-unavailable.ts';

/** Issue 14: a page whose loader cannot reach the database renders the error page with 503, not 500. */
const port = {
  label: 'menus',
  count: () => 3,
  read: async (id: string) => {
    if (id === 'down') throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    if (id === 'bug') throw new TypeError('a bug');
    return { id };
  },
};

describe('load-context ports during a database outage', () => {
  it('turns "database unreachable" into a thrown 503 Response with Retry-After', async () => {
    const wrapped = unavailableAs503(port);
    const thrown: unknown = await wrapped.read('down').catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(Response);
    const response = thrown as Response;
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('2');
    expect(await response.json()).toMatchObject({ status: 'error', code: 'UNAVAILABLE' });
  });

  it('leaves everything else as it was', async () => {
    const wrapped = unavailableAs503(port);
    expect(await wrapped.read('ok')).toEqual({ id: 'ok' });
    await expect(wrapped.read('bug')).rejects.toThrow(TypeError);
    expect(wrapped.count()).toBe(3);
    expect(wrapped.label).toBe('menus');
  });
});
