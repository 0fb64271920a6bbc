import { lazy } from 'react';
import {
  data,
  useLoaderData,
  type LoaderFunctionArgs,
  type MetaArgs,
  type ShouldRevalidateFunctionArgs,
} from 'react-router';
import { isAllergen, PREFERENCE_TAGS } from '../../domain/menu/allergens.ts';
import { findProductByPdpId, masterOfCategory } from '../../domain/menu/menu-walk.ts';
import { searchMenu } from '../../domain/menu/menu-search.ts';
import { MenuView } from '../features/menu/menu-view.tsx';
import { serverPanelHtml } from '../features/menu/server-panels.ts';
import { activeMasterCardsOnce, hiddenPanelsHtml, menuCardsOnce } from '../features/menu/menu-page-cards.server.tsx';
import { OrderingPausedNotice } from '../features/locations/ordering-paused-notice.tsx';
import { titleMeta } from '../layouts/page-meta.ts';
import { PreviewBanner } from '../features/menu/lazy-preview-banner.tsx';

/**
 * Only /menu?product= shows a product here: the menu itself does not load the product page's
 * code and CSS. No Suspense boundary on purpose: the server waits for it inside
 * the shell (a boundary could be streamed after the shell and shift the page), hydration waits
 * for the chunk, and a client navigation keeps the previous page until it is in.
 */
const ProductDetail = lazy(() =>
  import('../features/menu/product-detail.tsx').then((m) => ({ default: m.ProductDetail })),
);

/**
 * /menu, /menu/category/{cid?}, /menu/{mid}, /menu/{mid}/category/{cid?} and /menu?product={pdp_id}
 * (spec §2). The route loads the menu itself (spec §2: the cart panel does not fetch it here)
 * from the server's cached menu service. With no {mid} it shows the brand's default browse
 * menu (App info default_menu.mealtime) and adding asks for a location first.
 */
export async function loader({ context, params, request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const defaultMenu = context.app.default_menu.mealtime;
  const mid = params.mid ?? null;
  const menuId = mid ?? defaultMenu;
  const menu = menuId ? await context.menus.getMenu(menuId) : null;
  if (!menu) throw data(null, { status: 404, statusText: 'This menu could not be found' });
  // A location's menu id in the path means a location is chosen (spec §2 link rule).
  const locationMenuId = mid && mid !== defaultMenu ? mid : null;
  const basePath = mid ? `/menu/${encodeURIComponent(mid)}` : '/menu';
  // A paused store says so on its menu; read fresh, as status is.
  const chosen = locationMenuId ? await context.locations.byMenuId(locationMenuId) : null;
  const pausedName = chosen?.ordering_paused ? chosen.name : null;

  const pdpId = url.searchParams.get('product');
  if (pdpId) {
    const product = findProductByPdpId(menu, pdpId);
    if (!product) throw data(null, { status: 404, statusText: 'This product could not be found' });
    return {
      kind: 'product' as const,
      preview: context.preview,
      product,
      base: { menu_id: menu.menu_id, time_zone: menu.time_zone, dayparts: menu.dayparts },
      locationMenuId,
      basePath,
      pausedName,
    };
  }

  const categoryId = params.cid ?? null;
  if (categoryId && !masterOfCategory(menu, categoryId))
    throw data(null, { status: 404, statusText: 'This category could not be found' });
  const term = (url.searchParams.get('q') ?? '').slice(0, 100);
  const dietary = url.searchParams.getAll('diet').filter((t) => (PREFERENCE_TAGS as readonly string[]).includes(t));
  const avoid = url.searchParams.getAll('avoid').filter(isAllergen);
  const searching = term.trim() !== '' || dietary.length > 0 || avoid.length > 0;
  // The hydration data carries the first panel's cards (all cards when searching on
  // the server); the other panels are server-rendered once per menu version and
  // handed to the render through `serverPanelHtml`, not serialised.
  const cards = menuCardsOnce(menu);
  const loadedMasterId = searching
    ? null
    : (categoryId && masterOfCategory(menu, categoryId)) || menu.master_categories[0]?.id || null;
  const reply = {
    kind: 'menu' as const,
    preview: context.preview,
    menu: searching ? cards : activeMasterCardsOnce(menu, loadedMasterId),
    complete: searching,
    loadedMasterId,
    locationMenuId,
    pausedName,
    basePath,
    categoryId,
    term,
    dietary,
    avoid,
    searchDescriptions: context.app.menu_search_by_description,
    // Server-side search so the GET form works before scripts load; the view re-runs it live.
    resultCount: (() => {
      if (!searching) return null;
      const outcome = searchMenu(cards, {
        term,
        dietary,
        avoid,
        searchDescriptions: context.app.menu_search_by_description,
      });
      return outcome.kind === 'results' ? outcome.count : null;
    })(),
  };
  if (!searching) serverPanelHtml.set(reply, hiddenPanelsHtml(cards, locationMenuId));
  return reply;
}

/** Moving between categories of the same menu reuses the loaded menu. */
export function shouldRevalidate({
  currentParams,
  nextParams,
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (currentParams.mid === nextParams.mid && currentUrl.search === nextUrl.search) return false;
  return defaultShouldRevalidate;
}

export function meta({ data: loaded, matches }: MetaArgs<typeof loader>) {
  if (!loaded) return titleMeta('Menu not found', matches);
  if (loaded.kind === 'product') return titleMeta('Customize It', matches, loaded.product.description);
  return titleMeta(
    'Order',
    matches,
    'Breakfast, lunch, dinner, coffee and fresh-baked bread and pastries from Larkspur Bakery & Cafe.',
  );
}

export default function MenuPage() {
  const loaded = useLoaderData<typeof loader>();
  return (
    <>
      {loaded.preview ? <PreviewBanner /> : null}
      {loaded.pausedName ? <OrderingPausedNotice name={loaded.pausedName} /> : null}
      {loaded.kind === 'product' ? (
        <ProductDetail
          key={loaded.product.product_id}
          product={loaded.product}
          base={loaded.base}
          locationMenuId={loaded.locationMenuId}
          backHref={loaded.basePath}
          edit={null}
        />
      ) : (
        <MenuView
          key={loaded.menu.menu_id}
          menu={loaded.menu}
          complete={loaded.complete}
          loadedMasterId={loaded.loadedMasterId}
          serverPanels={serverPanelHtml.get(loaded) ?? null}
          locationMenuId={loaded.locationMenuId}
          categoryId={loaded.categoryId}
          initialTerm={loaded.term}
          initialDietary={loaded.dietary}
          initialAvoid={loaded.avoid}
          searchDescriptions={loaded.searchDescriptions}
          basePath={loaded.basePath}
        />
      )}
    </>
  );
}
