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
    // Account area; its flows and its catch-all (/account/*) are on the minimal layout below.
    route('account', 'routes/account.tsx'),
    // Checkout and orders; checkout is the spec's named route `order-checkout`.
    route('order', 'routes/order.tsx'),
    route('order/checkout', 'routes/order-checkout.tsx', { id: 'order-checkout' }),
    route('order/confirm/:oid?', 'routes/order-confirm.tsx'),
    route('order/status/:token', 'routes/order-status.tsx'),
    // Keep the catch-all content route last.
    route('*', 'routes/content-page.tsx'),
  ]),
  // Account flows on the minimal layout (nothing pulls the visitor away mid-task).
  layout('layouts/minimal-layout.tsx', [
    route('account/signin', 'routes/account-signin.tsx'),
    route('account/signup', 'routes/account-signup.tsx'),
    route('account/forgotpassword', 'routes/account-forgot-password.tsx'),
    route('account/forgotpasswordsuccess', 'routes/account-forgot-password-success.tsx'),
    route('account/resetpassword', 'routes/account-reset-password.tsx'),
    route('account/deleteaccount', 'routes/account-delete.tsx'),
    route('account/oauthcallback', 'routes/account-oauth-callback.tsx'),
    route('account/*', 'routes/account-catch-all.tsx'),
  ]),
  // In-app and kiosk flows (spec §2 /app/*) on the app layout.
  layout('layouts/app-layout.tsx', [
    route('app/signin', 'routes/app-signin.tsx'),
    route('app/checkout', 'routes/app-checkout.tsx'),
    route('app/confirm', 'routes/app-confirm.tsx'),
    route('app/testcheckout', 'routes/app-test-checkout.tsx'),
  ]),
  // The staff side (DESIGN §10) in its own counter-tablet layout; never cached or indexed.
  layout('layouts/staff-layout.tsx', [
    route('staff', 'routes/staff-home.tsx'),
    route('staff/sign-in', 'routes/staff-sign-in.tsx'),
    route('staff/forgot-password', 'routes/staff-forgot-password.tsx'),
    route('staff/reset-password', 'routes/staff-reset-password.tsx'),
    route('staff/setup', 'routes/staff-setup.tsx'),
    route('staff/password', 'routes/staff-password.tsx'),
    route('staff/team', 'routes/staff-team.tsx'),
    route('staff/audit', 'routes/staff-audit.tsx'),
    route('staff/stores', 'routes/staff-stores.tsx'),
    route('staff/menu', 'routes/staff-menu.tsx'),
    route('staff/reports', 'routes/staff-reports.tsx'),
    route('staff/orders', 'routes/staff-orders.tsx'),
    route('staff/orders/:orderId', 'routes/staff-order.tsx'),
    route('staff/customers', 'routes/staff-customers.tsx'),
    route('staff/customers/:memberId', 'routes/staff-customer.tsx'),
    route('staff/availability/:locationId', 'routes/staff-availability.tsx'),
    route('staff/daily-limits/:locationId', 'routes/staff-daily-limits.tsx'),
    route('staff/board/:locationId', 'routes/staff-board.tsx'),
    route('staff/ordering/:locationId', 'routes/staff-ordering.tsx'),
    route('staff/hours/:locationId', 'routes/staff-hours.tsx'),
    route('staff/refunds/:locationId', 'routes/staff-refunds.tsx'),
  ]),
] satisfies RouteConfig;
