import { type RouteConfig, index, layout, route } from '@react-router/dev/routes';

/** The spec's route table (§2), one module per screen. */
export default [
  layout('layouts/default-layout.tsx', [
    index('routes/home.tsx'),
    route('*', 'routes/content-page.tsx'),
  ]),
] satisfies RouteConfig;
