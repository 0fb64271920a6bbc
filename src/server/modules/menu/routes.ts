import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../../domain/api-envelope.ts';
import { AppError } from '../../../domain/app-error.ts';
import { validateLineRefusal, validateLineReply, validateLineRequest } from '../../../domain/menu/cart-line.ts';
import { menuProductReply, menuReply } from '../../../domain/menu/menu-contract.ts';
import { findProductByPdpId } from '../../../domain/menu/menu-walk.ts';
import { validateCartLine } from '../../../domain/menu/validate-cart-line.ts';
import { PRECOMPRESSED_ROUTE, sendPrecompressed } from '../../http/precompressed.ts';
import { REPLY_SCHEMA_DOCUMENTS_ONLY } from '../../http/route-schema.ts';
import type { CachedMenu, MenuService } from './service.ts';

/** A menu may change at any time: caches keep it briefly and must ask again after. */
export const MENU_CACHE_CONTROL = 'public, max-age=30, must-revalidate';

const MENU_ID = /^[A-Za-z0-9_-]{1,64}$/;
const menuParams = z.object({
  menuId: z.string().regex(MENU_ID, { error: 'menu_id is not a menu id' }),
});

async function menuOr404(service: MenuService, menuId: string): Promise<CachedMenu> {
  const cached = await service.getCached(menuId);
  if (!cached) throw new AppError('NOT_FOUND', `No menu with id "${menuId}"`);
  return cached;
}

export const menuRoutes =
  (service: MenuService): FastifyPluginAsyncZod =>
  async (server) => {
    server.get(
      '/menus/:menuId',
      {
        ...PRECOMPRESSED_ROUTE,
        schema: {
          tags: ['menu'],
          summary: 'A menu: master categories → categories → products with option groups (spec §7)',
          access: 'public',
          params: menuParams,
          response: { 200: menuReply },
        },
      },
      async (request, reply) =>
        sendPrecompressed(request, reply, await menuOr404(service, request.params.menuId), MENU_CACHE_CONTROL),
    );

    server.get(
      '/menus/:menuId/products/:pid',
      {
        ...REPLY_SCHEMA_DOCUMENTS_ONLY,
        schema: {
          tags: ['menu'],
          summary: 'One product of a menu, by pdp_id or product_id',
          access: 'public',
          params: menuParams.extend({ pid: z.string().min(1).max(200) }),
          response: { 200: menuProductReply },
        },
      },
      async (request, reply) => {
        const { menu, etag } = await menuOr404(service, request.params.menuId);
        const product = findProductByPdpId(menu, request.params.pid);
        if (!product) throw new AppError('NOT_FOUND', `Menu ${menu.menu_id} has no product "${request.params.pid}"`);
        reply.header('cache-control', MENU_CACHE_CONTROL).header('etag', `${etag.slice(0, -1)}-${product.pdp_id}"`);
        return ok({ menu_id: menu.menu_id, time_zone: menu.time_zone, dayparts: menu.dayparts, product });
      },
    );

    server.post(
      '/menus/:menuId/validate-line',
      {
        ...REPLY_SCHEMA_DOCUMENTS_ONLY,
        schema: {
          tags: ['menu'],
          summary: 'Checks a configured cart line against the menu and prices it (what the cart API runs)',
          access: 'public',
          params: menuParams,
          body: validateLineRequest,
          response: { 200: validateLineReply, 404: validateLineRefusal, 422: validateLineRefusal },
        },
      },
      async (request, reply) => {
        const { menu } = await menuOr404(service, request.params.menuId);
        const { line, context } = request.body;
        const result = validateCartLine(menu, line, {
          ...(context.handoff ? { handoff: context.handoff } : {}),
          ...(context.at ? { at: new Date(context.at) } : {}),
        });
        if (!result.ok) {
          const status = result.problems.some((p) => p.code === 'unknown_product') ? 404 : 422;
          const [first] = result.problems;
          return reply.status(status).send({
            status: 'error',
            code: status === 404 ? 'NOT_FOUND' : 'VALIDATION',
            message: first?.message ?? 'Invalid line',
            problems: result.problems,
          });
        }
        return ok({
          product_id: result.product_id,
          name: result.name,
          quantity: result.quantity,
          unit_price_cents: result.unitPriceCents,
          price_cents: result.priceCents,
          calories: result.caloriesBase,
          choices: result.choices,
        });
      },
    );
  };
