import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [reactRouter()],
  build: { target: 'es2022', assetsInlineLimit: 0 },
  // Client bundles must never pull server modules: see docs/ARCHITECTURE.md.
  ssr: { noExternal: [] },
});
