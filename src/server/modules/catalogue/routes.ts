import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, okEnvelope } from '../../../domain/api-envelope.ts';
import {
  applyOverrideReply,
  applyOverrideRequest,
  catalogueReply,
  categoryParams,
  draftEditReply,
  productParams,
  publishReply,
  publishRequest,
  putCategoryRequest,
  putOverrideRequest,
  putProductRequest,
  restoreRequest,
  storeOverride,
  storeOverrideParams,
  storeOverridesReply,
  versionParams,
} from '../../../domain/catalogue/catalogue-contract.ts';
import { csvImportReply, csvImportRequest } from '../../../domain/catalogue/catalogue-csv.ts';
import { PHOTO_MAX_BYTES, photoUploadReply } from '../../../domain/catalogue/photo-rules.ts';
import { staffLocationParams } from '../../../domain/staff/contract.ts';
import { csvReply, routeSchemaFor, sendCsv } from '../../http/route-schema.ts';
import {
  checkStaffCsrf,
  requireLocationAccess,
  requirePermission,
  requireStaff,
  type StaffContext,
} from '../staff/index.ts';
import { readPhotoUpload } from './photo-routes.ts';
import { storePhoto } from './photo-service.ts';
import type { PhotoStore } from './photo-store.ts';
import type { CatalogueService } from './service.ts';

const route = routeSchemaFor(['staff'], 'staff');

/** A brand admin's edit: the permission checked first, then the one service call, its result the reply. */
const asEditor = async <T>(request: FastifyRequest, run: (staff: StaffContext) => Promise<T>) =>
  ok(await run(await requirePermission(request, 'edit-catalogue')));

/**
 * /api/staff/catalogue (the menu editor). Brand admins edit the draft, publish and restore;
 * store managers read it. Store prices and availability: whoever manages the store.
 */
export const catalogueRoutes =
  (service: CatalogueService, photos: PhotoStore): FastifyPluginAsyncZod =>
  async (server) => {
    // One photo a request; a larger file stops being read at the limit.
    await server.register(multipart, { limits: { fileSize: PHOTO_MAX_BYTES, files: 1, fields: 4, parts: 6 } });
    server.addHook('onRoute', (r) => {
      r.config = { ...r.config, csrf: false };
    });
    server.addHook('onRequest', async (request, reply) => {
      reply.header('cache-control', 'no-store');
      await checkStaffCsrf(request);
      await requireStaff(request);
    });

    server.get(
      '/catalogue',
      route({ summary: 'The menu draft, its changes, the versions and the stores' }, catalogueReply),
      async (request) => ok(await service.read(await requirePermission(request, 'read-catalogue'))),
    );

    server.put(
      '/catalogue/draft/products/:productId',
      route(
        {
          summary: 'Add or replace a product of the draft, with its option groups',
          params: productParams,
          body: putProductRequest,
        },
        draftEditReply,
      ),
      async (request) =>
        asEditor(request, (staff) => service.putProduct(staff, request.params.productId, request.body)),
    );

    server.put(
      '/catalogue/draft/categories/:categoryId',
      route(
        {
          summary: "A category's name, description and place in the draft",
          params: categoryParams,
          body: putCategoryRequest,
        },
        draftEditReply,
      ),
      async (request) =>
        asEditor(request, (staff) => service.putCategory(staff, request.params.categoryId, request.body)),
    );

    server.post(
      '/catalogue/draft/discard',
      route(
        { summary: 'Throw the draft away: it becomes the latest version again', body: z.object({}).strict() },
        draftEditReply,
      ),
      async (request) => asEditor(request, (staff) => service.discard(staff)),
    );

    server.post(
      '/catalogue/publish',
      route(
        {
          summary: 'Publish the draft as a new menu version for the chosen stores (409 when the draft moved on)',
          body: publishRequest,
        },
        publishReply,
      ),
      async (request) => asEditor(request, (staff) => service.publish(staff, request.body)),
    );

    server.post(
      '/catalogue/versions/:version/restore',
      route(
        {
          summary: 'Serve an earlier menu version again in the chosen stores',
          params: versionParams,
          body: restoreRequest,
        },
        publishReply,
      ),
      async (request) =>
        asEditor(request, (staff) => service.restore(staff, request.params.version, request.body.location_ids)),
    );

    server.post(
      '/catalogue/photos',
      route(
        {
          summary:
            'Upload a product photo (multipart: alt, then photo; JPEG, PNG or WebP up to 8 MB): its AVIF and WebP sizes, for a product draft',
          consumes: ['multipart/form-data'],
        },
        photoUploadReply,
      ),
      async (request) => asEditor(request, async () => storePhoto(photos, await readPhotoUpload(request))),
    );

    server.get(
      '/catalogue/export.csv',
      route(
        { summary: "The draft's products and every store's own prices as CSV" },
        csvReply(
          'A row per product: its columns, then a price:<store id> column per store (blank: the catalogue price)',
        ),
      ),
      async (request, reply) => {
        await requirePermission(request, 'read-catalogue');
        return sendCsv(reply, 'menu-products.csv', await service.exportCsv());
      },
    );

    server.post(
      '/catalogue/import',
      route(
        {
          summary:
            'A products CSV: list every change (dry_run), or apply them to the draft (409 when the draft moved on)',
          body: csvImportRequest,
        },
        csvImportReply,
      ),
      async (request) => asEditor(request, (staff) => service.importCsv(staff, request.body)),
    );

    server.post(
      '/catalogue/store-overrides',
      route(
        {
          summary: 'Apply one store price and availability of a product to a set of stores at once (all or nothing)',
          body: applyOverrideRequest,
        },
        applyOverrideReply,
      ),
      async (request) =>
        ok(await service.applyOverride(await requirePermission(request, 'edit-catalogue'), request.body)),
    );

    server.get(
      '/locations/:locationId/menu-overrides',
      route(
        { summary: "A store's own prices and availability of its menu's products", params: staffLocationParams },
        storeOverridesReply,
      ),
      async (request) => {
        const staff = await requireLocationAccess(request, request.params.locationId, 'read-catalogue');
        return ok(await service.overrides(staff, request.params.locationId));
      },
    );

    server.put(
      '/locations/:locationId/menu-overrides/:productId',
      route(
        {
          summary: "Set a store's price (null: the catalogue's) and availability (on, sold out, hidden) of one product",
          params: storeOverrideParams,
          body: putOverrideRequest,
        },
        okEnvelope(storeOverride),
      ),
      async (request) => {
        const staff = await requireLocationAccess(request, request.params.locationId, 'manage-store');
        return ok(await service.putOverride(staff, request.params.locationId, request.params.productId, request.body));
      },
    );
  };
