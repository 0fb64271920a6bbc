import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../domain/api-envelope.ts';
import { AppError } from '../../../domain/app-error.ts';
import {
  addressIdParam,
  addressReply,
  addressesReply,
  emptyReply,
  favoritesReply,
  menuIdParam,
  newSavedAddress,
  type SavedAddress,
} from '../../../domain/account/saved-contract.ts';
import * as repo from './repo.ts';
import type { AccountRouteDeps } from './routes.ts';
import { requireMember } from './viewer.ts';

/** A member keeps at most this many delivery addresses (a guard against unbounded rows). */
const MAX_ADDRESSES = 20;

const toAddress = (row: repo.SavedAddressRow): SavedAddress => ({
  id: row.id,
  address: row.address,
  city: row.city,
  state: row.state,
  zip: row.zip,
  lat: row.lat,
  lng: row.lng,
  building: row.building,
  instructions: row.instructions,
});

/**
 * Favourite locations and saved delivery addresses (spec §7 "save or delete a favourite location
 * by menu_id", "get and delete saved addresses"). Every query is scoped by the signed-in member,
 * so another member's ids answer 404 and reveal nothing.
 */
export const savedRoutes =
  ({ service, resolveMember, db }: AccountRouteDeps): FastifyPluginAsyncZod =>
  async (server) => {
    server.get(
      '/favorites',
      { schema: { tags: ['account'], access: 'member', response: { 200: favoritesReply } } },
      async (request, reply) => {
        const member = await requireMember(resolveMember, request, reply);
        reply.header('cache-control', 'no-store');
        return ok({ favorites: await repo.listFavorites(db, member.id) });
      },
    );

    server.put(
      '/favorites/:menu_id',
      { schema: { tags: ['account'], access: 'member', params: menuIdParam, response: { 200: favoritesReply } } },
      async (request, reply) => {
        const member = await requireMember(resolveMember, request, reply);
        if (!(await service.locationExists(request.params.menu_id)))
          throw new AppError('NOT_FOUND', 'That location could not be found.');
        await repo.addFavorite(db, member.id, request.params.menu_id);
        return ok({ favorites: await repo.listFavorites(db, member.id) });
      },
    );

    server.delete(
      '/favorites/:menu_id',
      { schema: { tags: ['account'], access: 'member', params: menuIdParam, response: { 200: favoritesReply } } },
      async (request, reply) => {
        const member = await requireMember(resolveMember, request, reply);
        if (!(await repo.removeFavorite(db, member.id, request.params.menu_id)))
          throw new AppError('NOT_FOUND', 'That location is not one of your favorites.');
        return ok({ favorites: await repo.listFavorites(db, member.id) });
      },
    );

    server.get(
      '/addresses',
      { schema: { tags: ['account'], access: 'member', response: { 200: addressesReply } } },
      async (request, reply) => {
        const member = await requireMember(resolveMember, request, reply);
        reply.header('cache-control', 'no-store');
        return ok({ addresses: (await repo.listAddresses(db, member.id)).map(toAddress) });
      },
    );

    server.post(
      '/addresses',
      { schema: { tags: ['account'], access: 'member', body: newSavedAddress, response: { 200: addressReply } } },
      async (request, reply) => {
        const member = await requireMember(resolveMember, request, reply);
        if ((await repo.countAddresses(db, member.id)) >= MAX_ADDRESSES) {
          throw new AppError('CONFLICT', `You can save up to ${MAX_ADDRESSES} addresses. Delete one to add another.`);
        }
        const row = await repo.insertAddress(db, { ...request.body, memberId: member.id });
        return ok({ address: toAddress(row) });
      },
    );

    server.delete(
      '/addresses/:id',
      { schema: { tags: ['account'], access: 'member', params: addressIdParam, response: { 200: emptyReply } } },
      async (request, reply) => {
        const member = await requireMember(resolveMember, request, reply);
        if (!(await repo.deleteAddress(db, member.id, request.params.id)))
          throw new AppError('NOT_FOUND', 'That address could not be found.');
        return ok({});
      },
    );
  };
