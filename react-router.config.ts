import type { Config } from '@react-router/dev/config';

// Server-rendered React Router app; Fastify (src/server) hosts the build (decision 002).
export default {
  appDirectory: 'src/web',
  buildDirectory: 'build',
  ssr: true,
} satisfies Config;
