import { readFileSync } from 'node:fs';
import { appInfoSchema, type AppInfo, type DisabledFeature } from '../../../domain/app-info.ts';
import type { ServerConfig } from '../../config.ts';

/**
 * App info comes from the site file, then environment overrides (DESIGN §7). It is checked
 * against the shared schema at boot, so a broken site file stops the server with a message.
 */
export function loadAppInfo(config: ServerConfig): AppInfo {
  const raw: unknown = JSON.parse(readFileSync(config.SITE_CONFIG, 'utf8'));
  const parsed = appInfoSchema.safeParse(raw);
  if (!parsed.success) {
    throw new Error(
      `Invalid site configuration in ${config.SITE_CONFIG}: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`,
    );
  }
  return applyOverrides(parsed.data, config);
}

function applyOverrides(app: AppInfo, config: ServerConfig): AppInfo {
  let disabled = [...app.disabled_features];
  const toggle = (features: DisabledFeature[], on: boolean | undefined) => {
    if (on === undefined) return;
    disabled = disabled.filter((f) => !features.includes(f));
    if (!on) disabled.push(...features);
  };
  toggle(['group_order'], config.FEATURE_GROUP_ORDER);
  toggle(['get_rewards'], config.FEATURE_REWARDS);
  toggle(['get_offers'], config.FEATURE_OFFERS);
  return {
    ...app,
    disabled_features: disabled,
    flags: {
      borderless: config.BORDERLESS ?? app.flags.borderless,
      group_order: config.FEATURE_GROUP_ORDER ?? app.flags.group_order,
    },
    welcome_popup: app.welcome_popup && {
      ...app.welcome_popup,
      enabled: config.WELCOME_POPUP ?? app.welcome_popup.enabled,
    },
    accessibility: {
      site_key: config.ACCESSIBILITY_SITE_KEY ?? app.accessibility.site_key,
      script_url: config.ACCESSIBILITY_SCRIPT_URL ?? app.accessibility.script_url,
    },
    radar_map: {
      ...app.radar_map,
      tile_url: config.MAP_TILE_URL ?? app.radar_map.tile_url,
      tile_attribution: config.MAP_TILE_ATTRIBUTION ?? app.radar_map.tile_attribution,
    },
  };
}
