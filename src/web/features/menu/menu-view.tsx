import { useCallback, useEffect, useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { Menu, MenuProduct } from '../../../domain/menu/menu-contract.ts';
import { searchMenu } from '../../../domain/menu/menu-search.ts';
import { findProduct, masterOfCategory } from '../../../domain/menu/menu-walk.ts';
import { useAppStore } from '../../state/store.ts';
import { addLineToCart } from './cart-seam.ts';
import { loadFullMenu, useFullMenu } from './full-menu.ts';
import { LocationPrompt } from './lazy-location-prompt.tsx';
import { MasterTabs } from './master-tabs.tsx';
import { MenuSearchBox } from './menu-search-box.tsx';
import { MasterSection, ProductGrid } from './master-section.tsx';
import { quickAddLine } from './quick-add.ts';
import type { PanelHtml } from './server-panels.ts';
import { useHydratedValue } from '../../lib/use-hydrated.ts';
import styles from './menu-view.module.css';
import { itemCount } from '../../../domain/menu/menu-format.ts';

export interface MenuViewProps {
  /** Cards (no option groups): every master category's when `complete`, else `loadedMasterId`'s and the others' outline. */
  menu: Menu;
  complete: boolean;
  loadedMasterId: string | null;
  /** On the server only: the HTML of the panels whose cards are not in `menu`, by master id. */
  serverPanels: ReadonlyMap<string, PanelHtml> | null;
  /** The location's menu id, or null while browsing the default menu with no location. */
  locationMenuId: string | null;
  categoryId: string | null;
  initialTerm: string;
  initialDietary: string[];
  /** Allergens filtered out ("No dairy"). */
  initialAvoid: string[];
  searchDescriptions: boolean;
  /** Where category links point: /menu or /menu/{mid}. */
  basePath: string;
}

/** The menu page: master-category tabs, category sections, product cards, search. */
export function MenuView({
  menu,
  complete,
  loadedMasterId,
  serverPanels,
  locationMenuId: pathMenuId,
  categoryId,
  initialTerm,
  initialDietary,
  initialAvoid,
  searchDescriptions,
  basePath,
}: MenuViewProps) {
  const navigate = useNavigate();
  // Spec §2 link rule: a location chosen in this browser (locations feature) counts too, once hydrated.
  const chosenMenuId = useAppStore((s) => s.locations.location?.menu_id ?? null);
  const locationMenuId = useHydratedValue(pathMenuId ?? chosenMenuId, pathMenuId);
  const [term, setTerm] = useState(initialTerm);
  const [dietary, setDietary] = useState<string[]>(initialDietary);
  const [avoid, setAvoid] = useState<string[]>(initialAvoid);
  const [prompt, setPrompt] = useState<string | null>(null);
  const first = menu.master_categories[0];
  // A tab picked in the browser wins over the URL's category until the next navigation.
  const [picked, setPicked] = useState<{ categoryId: string | null; masterId: string } | null>(null);
  const selectedMaster = picked && picked.categoryId === categoryId ? picked.masterId : null;
  const setSelectedMaster = (masterId: string) => setPicked({ categoryId, masterId });
  const activeMasterId = selectedMaster ?? ((categoryId && masterOfCategory(menu, categoryId)) || first?.id || null);
  const activeMaster = menu.master_categories.find((m) => m.id === activeMasterId) ?? first;
  const searching = term.trim() !== '' || dietary.length > 0 || avoid.length > 0;
  // The rest of the menu comes from the API when the browser is idle, or at once when needed.
  const full = useFullMenu(menu.menu_id, complete, searching || (activeMaster?.id ?? null) !== loadedMasterId);
  const cards = complete ? menu : full;
  // Panels shown since the full menu arrived render from it; the others keep the server's HTML.
  const [visited, setVisited] = useState<ReadonlySet<string>>(() => new Set(loadedMasterId ? [loadedMasterId] : []));
  if (activeMaster && !visited.has(activeMaster.id) && cards) setVisited(new Set([...visited, activeMaster.id]));
  const outcome = useMemo(
    () => (cards ? searchMenu(cards, { term, dietary, avoid, searchDescriptions }) : null),
    [cards, term, dietary, avoid, searchDescriptions],
  );

  // Spec §3 brand section: the menu's master categories and the active one's sub-categories.
  useEffect(() => {
    if (!activeMaster) return;
    useAppStore.setState((s) => ({
      brand: {
        ...s.brand,
        masterCategories: menu.master_categories.map((m) => ({ id: m.id, name: m.name })),
        masterCategory: { id: activeMaster.id, name: activeMaster.name },
        subCategories: activeMaster.categories.map((c) => ({ id: c.id, name: c.name })),
      },
    }));
  }, [menu, activeMaster]);

  // /menu/category/{cid}: bring the chosen category into view.
  useEffect(() => {
    if (categoryId) document.getElementById(`category-${categoryId}`)?.scrollIntoView({ block: 'start' });
  }, [categoryId]);

  const onTerm = (next: string) => {
    setTerm(next);
    // Spec §5: an empty term clears the results and selects the first master category.
    if (!next.trim() && dietary.length === 0 && avoid.length === 0 && first) setSelectedMaster(first.id);
  };

  // Stable across renders, so the memoised cards skip the re-render that follows hydration.
  const productPath = useCallback(
    (product: MenuProduct) =>
      product.pdp_id
        ? locationMenuId
          ? `/menu/${locationMenuId}/product/${product.pdp_id}`
          : `/menu?product=${product.pdp_id}`
        : basePath,
    [locationMenuId, basePath],
  );
  const onQuickAdd = useCallback(
    function onQuickAdd(product: MenuProduct) {
      // Cards carry no option groups: a product that has some takes them from the full menu.
      if (product.customizable && product.option_groups.length === 0) {
        void loadFullMenu(menu.menu_id).then(
          (whole) => {
            const withGroups = findProduct(whole, product.product_id);
            if (withGroups && withGroups.option_groups.length > 0) onQuickAdd(withGroups);
            else void navigate(productPath(product));
          },
          () => void navigate(productPath(product)),
        );
        return;
      }
      const line = quickAddLine(product, menu);
      if (!line) {
        void navigate(productPath(product));
        return;
      }
      // The seam raises the added-to-cart alert; the customer stays on the menu.
      void addLineToCart(line, locationMenuId).then((result) => {
        if (result.kind === 'needs-location') setPrompt(product.name);
      });
    },
    [menu, locationMenuId, navigate, productPath],
  );

  const categoryHref = (id: string) => `${basePath}/category/${encodeURIComponent(id)}`;

  return (
    <div className={styles.page}>
      <header className={styles.intro}>
        <p className={styles.eyebrow}>{locationMenuId ? menu.name : 'Larkspur menu'}</p>
        <h1 className={styles.title}>Our Menu</h1>
        {!pathMenuId ? (
          <p className={styles.locationNote}>
            Browsing our full menu. <Link to="/locations">Choose a location</Link> to see its prices and start an order.
          </p>
        ) : null}
      </header>

      <div className={styles.search}>
        <MenuSearchBox
          term={term}
          dietary={dietary}
          avoid={avoid}
          onTerm={onTerm}
          onDietary={setDietary}
          onAvoid={setAvoid}
        />
      </div>

      {searching && !outcome ? (
        <section aria-labelledby="menu-results-heading" className={styles.results}>
          <h2 id="menu-results-heading" className={styles.resultsHeading} role="status">
            Searching the menu…
          </h2>
        </section>
      ) : outcome?.kind === 'results' ? (
        <section aria-labelledby="menu-results-heading" className={styles.results}>
          <h2 id="menu-results-heading" className={styles.resultsHeading}>
            {outcome.count === 0 ? 'No menu items match' : `${itemCount(outcome.count)} found`}
            {outcome.correctedTerm ? ` for “${outcome.correctedTerm}”` : term.trim() ? ` for “${term.trim()}”` : ''}
          </h2>
          {outcome.correctedTerm ? (
            <p className={styles.didYouMean}>
              No menu items match “{term.trim()}”. Did you mean{' '}
              <button type="button" className={styles.didYouMeanTerm} onClick={() => onTerm(outcome.correctedTerm!)}>
                {outcome.correctedTerm}
              </button>
              ?
            </p>
          ) : null}
          {outcome.count === 0 ? <p className={styles.empty}>Try another word, or clear a dietary filter.</p> : null}
          {outcome.sections.map((s) => (
            <section key={s.id} aria-labelledby={`result-${s.id}`} className={styles.category}>
              <h3 id={`result-${s.id}`} className={styles.categoryName}>
                {s.parentName ? `${s.parentName}: ${s.name}` : s.name}
              </h3>
              <ProductGrid
                products={s.products}
                locationMenuId={locationMenuId}
                onQuickAdd={onQuickAdd}
                headingLevel={4}
              />
            </section>
          ))}
        </section>
      ) : (
        <>
          <MasterTabs
            masters={menu.master_categories}
            activeId={activeMaster?.id ?? null}
            hrefOf={(m) => (m.categories[0] ? categoryHref(m.categories[0].id) : basePath)}
            onSelect={setSelectedMaster}
          />
          {menu.master_categories.map((m) => {
            const active = m.id === activeMaster?.id;
            const data =
              complete || m.id === loadedMasterId
                ? m
                : cards && visited.has(m.id)
                  ? cards.master_categories.find((x) => x.id === m.id)
                  : undefined;
            return (
              <div
                key={m.id}
                role="tabpanel"
                id={`menu-panel-${m.id}`}
                aria-labelledby={`menu-tab-${m.id}`}
                hidden={!active}
              >
                {data ? (
                  <MasterSection
                    master={data}
                    active={active}
                    locationMenuId={locationMenuId}
                    onQuickAdd={onQuickAdd}
                  />
                ) : (
                  // Server: a hidden panel's products as a compact list (MenuPanelIndex, readable and
                  // indexed before scripts run), rendered once per menu version.
                  // Browser: hydration keeps the server's HTML inside (React never reads or writes an
                  // element's own innerHTML while it is unchanged) until the panel is shown with the full menu.
                  <div dangerouslySetInnerHTML={serverPanels?.get(m.id) ?? STATIC_PANEL} suppressHydrationWarning />
                )}
              </div>
            );
          })}
        </>
      )}
      <LocationPrompt open={prompt !== null} onClose={() => setPrompt(null)} productName={prompt ?? undefined} />
    </div>
  );
}

/** One stable object: React leaves a hydrated element's HTML alone while `__html` is unchanged. */
const STATIC_PANEL = { __html: '' };
