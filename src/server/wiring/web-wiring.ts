import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { AppInfo } from '../../domain/app-info.ts';
import type { ContentReader } from '../../domain/content.ts';
import type { ServerConfig } from '../config.ts';
import type { PageCache } from '../http/page-cache-events.ts';
import { PAGE_SECURITY_HEADERS } from '../http/security.ts';
import { registerSsr, type SsrOptions } from '../http/ssr.ts';
import { createPreviewGate } from '../modules/catalogue/index.ts';
import type { Db } from '../db/client.ts';

export interface WebWiring {
  config: ServerConfig;
  app: AppInfo;
  content: ContentReader;
  pageCache: PageCache;
  resolveMember: SsrOptions['resolveMember'];
  checkoutStart: SsrOptions['checkoutStart'];
  /** The draft preview reads the menu draft. */
  db: Db;
  services: Omit<SsrOptions['services'], 'content' | 'payments'>;
  onRender?: SsrOptions['onRender'];
}

/** The web app: static files from build/client (hashed ones cached a year), then SSR for the rest. */
export async function registerWeb(server: FastifyInstance, web: WebWiring): Promise<void> {
  const { config } = web;
  const clientDir = path.resolve(config.BUILD_DIR, 'client');
  if (!existsSync(clientDir)) throw new Error(`No web build at ${clientDir}: run "npm run build" first.`);
  await server.register(fastifyStatic, {
    root: clientDir,
    wildcard: false,
    // Hashed file names under /assets never change: cache them for a year.
    setHeaders(res, filePath) {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
      for (const [name, value] of PAGE_SECURITY_HEADERS) res.header(name, value);
    },
  });
  await registerSsr(server, {
    serverBuildPath: path.resolve(config.BUILD_DIR, 'server/index.js'),
    mode: config.NODE_ENV === 'production' ? 'production' : 'development',
    app: web.app,
    resolveMember: web.resolveMember,
    checkoutStart: web.checkoutStart,
    preview: createPreviewGate(web.db, { production: config.NODE_ENV === 'production' }),
    pageCache: web.pageCache,
    services: {
      content: web.content,
      ...web.services,
      payments: { sandbox: config.PAYMENT_PROVIDER === 'sandbox' },
    },
    onRender: web.onRender,
  });
}
