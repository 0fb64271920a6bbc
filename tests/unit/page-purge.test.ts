import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createPageCache, pageTags, type RenderedPage } from '../../src/server/http/page-cache.ts';
import { connectPagePurge } from '../../src/server/http/page-purge.ts';

// The purge of a shared cache in front, against a stand-in purge entrance.
const page = (text: string) => async (): Promise<RenderedPage> => ({
  status: 200,
  headers: [],
  body: Buffer.from(text),
  csp: 'csp',
  keep: true,
});

const servers: Server[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

/** A purge entrance that answers with `statuses` in turn (then 200), recording each request. */
async function entrance(statuses: number[] = []) {
  const seen: { method: string; url: string; tag?: string; encoding?: string }[] = [];
  const server = createServer((request: IncomingMessage, reply) => {
    seen.push({
      method: request.method!,
      url: request.url!,
      tag: request.headers['surrogate-key'] as string | undefined,
      encoding: request.headers['accept-encoding'] as string | undefined,
    });
    reply.statusCode = statuses.shift() ?? 200;
    reply.end();
  });
  servers.push(server);
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, seen };
}

const quiet = () => {
  const warnings: string[] = [];
  return { warnings, log: { warn: (_o: object, message: string) => void warnings.push(message) } };
};

describe('shared page cache purge', () => {
  it('by tag: one PURGE with the tag of what changed, after this instance dropped its copies', async () => {
    const { url, seen } = await entrance();
    const pages = createPageCache();
    const { log, warnings } = quiet();
    const purge = connectPagePurge(pages, { url, by: 'tag', keptMs: 90_000, log });
    pages.invalidate({ menuId: '10101' });
    pages.invalidate({ locationId: 'bos-back-bay' });
    pages.invalidate('content');
    await purge.settled();
    expect(seen).toEqual([
      { method: 'PURGE', url: '/', tag: 'menu:10101', encoding: expect.any(String) },
      { method: 'PURGE', url: '/', tag: 'locations', encoding: expect.any(String) },
      { method: 'PURGE', url: '/', tag: 'content', encoding: expect.any(String) },
    ]);
    expect(warnings).toEqual([]);
  });

  it('by URL: every page sent lately that carries the tag, once per encoding; others stay', async () => {
    const { url, seen } = await entrance([404]);
    const pages = createPageCache();
    const { log } = quiet();
    const purge = connectPagePurge(pages, { url, by: 'url', keptMs: 90_000, log });
    pages.served('/menu/10101?x=1', await pages.get('a', pageTags.menu('10101'), page('a')));
    pages.served('/menu/20202', await pages.get('b', pageTags.menu('20202'), page('b')));
    pages.served('/', await pages.get('c', pageTags.content(), page('c')));
    pages.invalidate({ menuId: '10101' });
    await purge.settled();
    expect(seen.map((s) => `${s.url} ${s.encoding}`).sort()).toEqual([
      '/menu/10101?x=1 br',
      '/menu/10101?x=1 gzip',
      '/menu/10101?x=1 identity',
    ]);
    seen.length = 0;
    pages.invalidate('content');
    await purge.settled();
    expect(new Set(seen.map((s) => s.url))).toEqual(new Set(['/menu/20202', '/']));
  });

  it('a failing purge is retried briefly, then logged; the edit never waits for it', async () => {
    const { url, seen } = await entrance([503, 503, 503]);
    const pages = createPageCache();
    const { log, warnings } = quiet();
    const purge = connectPagePurge(pages, { url, by: 'tag', keptMs: 90_000, log, retryDelaysMs: [5, 5] });
    expect(() => pages.invalidate('content')).not.toThrow();
    await purge.settled();
    expect(seen).toHaveLength(3);
    expect(warnings).toEqual(['shared page cache not purged']);

    const again = await entrance([503]);
    const retried = connectPagePurge(pages, { url: again.url, by: 'tag', keptMs: 90_000, log, retryDelaysMs: [5] });
    pages.invalidate('content');
    await retried.settled();
    expect(again.seen).toHaveLength(2);
    expect(warnings).toHaveLength(1);
  });
});
