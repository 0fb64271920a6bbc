import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../domain/api-envelope.ts';
import { AppError } from '../../../domain/app-error.ts';
import { autocompleteQuery, autocompleteReply } from '../../../domain/locations/geocode-contract.ts';
import {
  deliveryLocationReply,
  deliveryLocationRequest,
} from '../../../domain/locations/delivery-location-contract.ts';
import {
  getLocationParams,
  getLocationQuery,
  getLocationReply,
} from '../../../domain/locations/get-location-contract.ts';
import { placeSuggestionsQuery, placeSuggestionsReply } from '../../../domain/locations/place-suggestions-contract.ts';
import { listLocationsQuery, listLocationsReply } from '../../../domain/locations/list-locations-contract.ts';
import type { LocationsService } from './service.ts';

/** The location calls of spec §7 and the address autocomplete (thin handlers, EXAMPLES #3). */
export const locationRoutes =
  (service: LocationsService): FastifyPluginAsyncZod =>
  async (server) => {
    server.get(
      '/locations',
      {
        schema: {
          tags: ['locations'],
          access: 'public',
          summary: 'Locations near a point (nearest first), or by state and city',
          querystring: listLocationsQuery,
          response: { 200: listLocationsReply },
        },
      },
      async (request) => ok(await service.list(request.query)),
    );

    server.get(
      '/locations/:id',
      {
        schema: {
          tags: ['locations'],
          access: 'public',
          summary: 'One location, by menu id with ?byMenuId=true (spec §7)',
          params: getLocationParams,
          querystring: getLocationQuery,
          response: { 200: getLocationReply },
        },
      },
      async (request) => {
        const { id } = request.params;
        const byMenuId = request.query.byMenuId === 'true';
        const location = byMenuId ? await service.byMenuId(id) : await service.byId(id);
        if (!location)
          throw new AppError(
            'NOT_FOUND',
            byMenuId ? `No location has the menu id ${id}.` : `No location has the id ${id}.`,
          );
        return ok(location);
      },
    );

    server.post(
      '/locations',
      {
        schema: {
          tags: ['locations'],
          access: 'public',
          summary: 'The location that delivers to an address at a time (spec §7)',
          body: deliveryLocationRequest,
          response: { 200: deliveryLocationReply },
        },
      },
      async (request) => ok(await service.findDeliveryLocation(request.body)),
    );

    server.get(
      '/locations/suggestions',
      {
        schema: {
          tags: ['locations'],
          access: 'public',
          summary: 'Stores, neighbourhoods, cities and ZIPs the typed words name (the store search box)',
          querystring: placeSuggestionsQuery,
          response: { 200: placeSuggestionsReply },
        },
        config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
      },
      async (request) => ok({ addresses: await service.suggestPlaces(request.query.q, request.query.limit) }),
    );

    server.get(
      '/geocode/autocomplete',
      {
        schema: {
          tags: ['locations'],
          access: 'public',
          summary: 'Address suggestions, US and CA (spec §9 map settings)',
          querystring: autocompleteQuery,
          response: { 200: autocompleteReply },
        },
        config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
      },
      async (request) => ok({ addresses: await service.autocomplete(request.query.q, request.query.limit) }),
    );
  };
