import { z } from 'zod';
import { okEnvelope } from '../api-envelope.ts';
import { DELIVERY_BUILDING_MAX, DELIVERY_INSTRUCTIONS_MAX } from '../locations/delivery-fields.ts';

/** Spec §3 "Favourite locations: a list of ids" (menu ids). GET/PUT/DELETE /api/account/favorites. */
export const menuIdParam = z.strictObject({
  menu_id: z
    .string()
    .min(1)
    .max(64)
    .regex(/^[\w-]+$/, { error: 'menu_id is invalid' }),
});
export const favoritesReply = okEnvelope(z.object({ favorites: z.array(z.string()) }));
export type FavoritesReply = z.infer<typeof favoritesReply>;

/** Spec §3 "Delivery address … A saved address also has an id". */
const text = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .transform((v) => v.trim())
    .refine((v) => v.length > 0, { error: `${label} is required` })
    .refine((v) => v.length <= max, { error: `${label} is too long` });
const optionalText = (label: string, max: number) =>
  z
    .string()
    .max(max, { error: `${label} is too long` })
    .nullish()
    .transform((v) => (v && v.trim() ? v.trim() : null));

export const newSavedAddress = z.strictObject({
  address: text('address', 200),
  city: text('city', 100),
  state: text('state', 50),
  zip: text('zip', 12),
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
  building: optionalText('building', DELIVERY_BUILDING_MAX),
  instructions: optionalText('instructions', DELIVERY_INSTRUCTIONS_MAX),
});
export type NewSavedAddress = z.input<typeof newSavedAddress>;

export const savedAddress = z.object({
  id: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  lat: z.number(),
  lng: z.number(),
  building: z.string().nullable(),
  instructions: z.string().nullable(),
});
export type SavedAddress = z.infer<typeof savedAddress>;

export const addressIdParam = z.strictObject({ id: z.uuid({ error: 'id is invalid' }) });
export const addressesReply = okEnvelope(z.object({ addresses: z.array(savedAddress) }));
export type AddressesReply = z.infer<typeof addressesReply>;
export const addressReply = okEnvelope(z.object({ address: savedAddress }));
export type AddressReply = z.infer<typeof addressReply>;
export const emptyReply = okEnvelope(z.object({}));
