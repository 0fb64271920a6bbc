import { Link } from 'react-router';
import { listLocationsQuery } from '../../domain/locations/list-locations-contract.ts';
import { isUtensilsName } from '../../domain/menu-model.ts';
import { MENU_IMAGE_KIND } from '../../domain/menu/menu-contract.ts';
import { KioskStart, type KioskTile } from '../features/kiosk/kiosk-start.tsx';
import styles from '../features/kiosk/kiosk.module.css';
import { titleMeta } from '../layouts/page-meta.ts';
import type { Route } from './+types/app-test-checkout';

const MAX_TILES = 12;

/**
 * /app/testcheckout (spec §2 in-app flows): the kiosk's start screen for the store
 * given by ?menu={menu_id}; without one, the list of stores to set the kiosk up with.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const menuId = new URL(request.url).searchParams.get('menu');
  if (!menuId) {
    // Every state's stores (a state is the widest listing the locations port offers).
    const states = await context.locations.listStates();
    const lists = await Promise.all(
      states.map((st) => context.locations.search(listLocationsQuery.parse({ state: st.code, limit: 50 }))),
    );
    const stores = lists.flat().filter((s) => s.available);
    return { kind: 'stores' as const, stores: stores.map((s) => ({ menu_id: s.menu_id, name: s.name })) };
  }
  const [location, menu] = await Promise.all([context.locations.byMenuId(menuId), context.menus.getMenu(menuId)]);
  if (!location || !menu) throw new Response('No such store', { status: 404 });
  const seen = new Set<string>();
  const tiles: KioskTile[] = [];
  for (const master of menu.master_categories)
    for (const category of master.categories)
      for (const p of category.products) {
        // All-day products only (no daypart window), so a tap always adds at any opening hour.
        if (
          tiles.length >= MAX_TILES ||
          seen.has(p.product_id) ||
          !p.available ||
          !p.meta.quick_add ||
          p.dayparts !== null ||
          isUtensilsName(p.name)
        )
          continue;
        seen.add(p.product_id);
        tiles.push({
          product_id: p.product_id,
          name: p.name,
          cost: p.cost,
          image: p.images.find((i) => i.kind === MENU_IMAGE_KIND)?.url ?? p.images[0]?.url ?? null,
        });
      }
  return { kind: 'store' as const, menuId, storeName: location.name, tiles };
}

export function meta({ matches }: Route.MetaArgs) {
  return titleMeta('Order', matches);
}

export default function AppTestCheckout({ loaderData }: Route.ComponentProps) {
  if (loaderData.kind === 'store')
    return <KioskStart menuId={loaderData.menuId} storeName={loaderData.storeName} tiles={loaderData.tiles} />;
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Choose This Kiosk&apos;s Store</h1>
      <ul className={styles.stores}>
        {loaderData.stores.map((s) => (
          <li key={s.menu_id}>
            <Link to={`/app/testcheckout?menu=${encodeURIComponent(s.menu_id)}`}>{s.name}</Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
