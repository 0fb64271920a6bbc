import Fastify from 'fastify';

// The ceiling: the same Fastify, one route, no plugins. Every other figure is a ratio of it.
const server = Fastify({ logger: false });
server.get('/hello', async () => ({ hello: 'world' }));
const port = Number(process.env.PORT ?? 3901);
await server.listen({ port, host: '127.0.0.1' });
process.stdout.write(`ready ${port}\n`);
process.on('SIGTERM', () => void server.close().then(() => process.exit(0)));
