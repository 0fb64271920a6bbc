import { OrderLanding } from '../features/orders/order-landing.tsx';
import { titleMeta } from '../layouts/page-meta.ts';
import type { Route } from './+types/order';

export function meta({ matches }: Route.MetaArgs) {
  // Spec §2 page titles: the landing shows the bag, so it is "Your Cart".
  return titleMeta('Your Cart', matches);
}

/** /order (spec §2 "Order landing"): the bag's summary with the way on to checkout or the menu. */
export default function Order() {
  return <OrderLanding />;
}
