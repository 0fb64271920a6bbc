import { z } from 'zod';

/** App info, `GET /api/app` (spec §3 "App info", §9 "Configuration"). */
export const handoffMode = z.enum(['pickup', 'curbside', 'drivethru', 'delivery', 'dispatch']);
export type HandoffMode = z.infer<typeof handoffMode>;

export const disabledFeature = z.enum([
  'get_rewards',
  'get_offers',
  'group_order',
  'facebook_signin',
  'google_signin',
  'apple_signin',
]);
export type DisabledFeature = z.infer<typeof disabledFeature>;

export const appInfoSchema = z.object({
  name: z.string().min(1),
  theme: z.enum(['default', 'kiosk']),
  placeholder_image: z.string(),
  contact_email: z.email(),
  handoff_modes: z.array(
    z.object({
      type: handoffMode,
      label: z.string(),
      sub_modes: z.array(z.object({ type: handoffMode, label: z.string() })).optional(),
    }),
  ),
  order_modes: z.array(z.object({ type: z.enum(['pickup', 'delivery', 'catering', 'group']), label: z.string() })),
  services: z.array(handoffMode),
  members_provider: z.string(),
  default_menu: z.object({ mealtime: z.string().nullable(), catering: z.string().nullable() }),
  menu_search_by_description: z.boolean(),
  radar_map: z.object({
    countries: z.array(z.enum(['US', 'CA'])),
    initial_zoom: z.number().int(),
    initial_zoom_mobile: z.number().int(),
    results_zoom: z.number().int(),
    few_results_zoom: z.number().int(),
    many_results_zoom: z.number().int(),
    offset: z.number().int(),
    geolocate: z.boolean(),
    placeholder: z.string(),
    tile_url: z.string().nullable(),
    /** Credit line the tile provider requires (HTML allowed: links); shown in the map's corner. */
    tile_attribution: z.string().nullable().default(null),
  }),
  disabled_features: z.array(disabledFeature),
  flags: z.object({ borderless: z.boolean(), group_order: z.boolean() }),
  welcome_popup: z.object({ enabled: z.boolean(), story: z.string() }).nullable(),
  accessibility: z.object({ site_key: z.string().nullable(), script_url: z.string().nullable() }),
  catering_url: z.string(),
  versions: z.object({ app: z.string(), library: z.string(), environment: z.string() }),
});
export type AppInfo = z.infer<typeof appInfoSchema>;

export { isFeatureEnabled, isGroupOrderEnabled } from './app-features.ts';
