import { type RouteConfig, index, layout, route } from '@react-router/dev/routes';

/** The spec's route table (§2), one module per screen. */
export default [
  layout('layouts/default-layout.tsx', [
    index('routes/home.tsx'),
    route('404', 'routes/not-found.tsx'),
    route('icons', 'routes/icons.tsx'),
    route('typography', 'routes/typography.tsx'),
    // Menu (spec §2): one module for the four menu paths (ids keep them apart), one for products.
    route('menu', 'routes/menu-page.tsx', { id: 'menu' }),
    route('menu/category/:cid?', 'routes/menu-page.tsx', { id: 'menu-category' }),
    route('menu/:mid', 'routes/menu-page.tsx', { id: 'menu-mid' }),
    route('menu/:mid/category/:cid?', 'routes/menu-page.tsx', { id: 'menu-mid-category' }),
    route('menu/:mid/product/:pid?', 'routes/menu-product.tsx'),
    route('locations', 'routes/locations.tsx'),
    route('locations/:state/:city?/:address?', 'routes/location-detail.tsx'),
    // Keep the catch-all content route last.
    route('*', 'routes/content-page.tsx'),
  ]),
] satisfies RouteConfig;
