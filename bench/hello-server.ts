import Fastify from 'fastify';

// The ceiling: the same Fastify, one route, no plugins. Every other figure is a ratio of it.
const server = Fastify({ logger: false });
server.get('/hello', async () => ({ hello: 'world' }));
// The payload ceiling (decision 145): the same bare server sending a stored body of n bytes, as a
// pre-compressed menu is sent. A row that must move n bytes per reply cannot beat it on this machine.
// The bytes are pseudo-random like compressed output: autocannon appends every body to a string
// (a UTF-8 decode), which is several times slower for binary bytes than for ASCII.
const bodies = new Map<number, Buffer>();
const noise = (n: number) => {
  let a = 20261122;
  return Buffer.from(
    Array.from({ length: n }, () => ((a = (Math.imul(a ^ (a >>> 15), 2246822507) + 3266489909) | 0) >>> 24) & 0xff),
  );
};
server.get<{ Params: { n: string } }>('/bytes/:n', async (request, reply) => {
  const n = Math.min(Math.max(Number(request.params.n) || 0, 0), 1_000_000);
  if (!bodies.has(n)) bodies.set(n, noise(n));
  return reply
    .header('content-type', 'application/json; charset=utf-8')
    .header('content-encoding', 'gzip')
    .send(bodies.get(n));
});
const port = Number(process.env.PORT ?? 3901);
await server.listen({ port, host: '127.0.0.1' });
process.stdout.write(`ready ${port}\n`);
process.on('SIGTERM', () => void server.close().then(() => process.exit(0)));
