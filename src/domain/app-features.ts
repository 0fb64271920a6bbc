import type { AppInfo, DisabledFeature } from './app-info.ts';

/** Feature checks on App info without zod: the layout runs them on every page's first load. */
export const isFeatureEnabled = (app: Pick<AppInfo, 'disabled_features'>, feature: DisabledFeature) =>
  !app.disabled_features.includes(feature);

/** Group ordering needs both the flag and the feature not being disabled (spec §6). */
export const isGroupOrderEnabled = (app: Pick<AppInfo, 'flags' | 'disabled_features'>) =>
  app.flags.group_order && isFeatureEnabled(app, 'group_order');
