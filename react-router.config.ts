import type { Config } from '@react-router/dev/config';

// Server-rendered React Router app; Fastify (src/server) hosts the build (decision 002).
export default {
  appDirectory: 'src/web',
  // BUILD_DIR lets two builds coexist (parallel work, benches); the server reads the same variable.
  buildDirectory: process.env.BUILD_DIR ?? 'build',
  ssr: true,
} satisfies Config;
