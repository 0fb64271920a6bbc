import { type RouteConfig, index, layout, route } from '@react-router/dev/routes';

/** The spec's route table (§2), one module per screen. */
export default [
  layout('layouts/default-layout.tsx', [
    index('routes/home.tsx'),
    route('404', 'routes/not-found.tsx'),
    route('icons', 'routes/icons.tsx'),
    route('typography', 'routes/typography.tsx'),
    // Keep the catch-all content route last.
    route('*', 'routes/content-page.tsx'),
  ]),
] satisfies RouteConfig;
