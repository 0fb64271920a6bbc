import { data, useLoaderData, type LoaderFunctionArgs, type MetaArgs } from 'react-router';
import { findProductByPdpId, forEachProduct } from '../../domain/menu/menu-walk.ts';
import { ProductDetail, type ProductDetailProps } from '../features/menu/product-detail.tsx';
import { titleMeta } from '../layouts/page-meta.ts';
import { PreviewBanner } from '../features/menu/lazy-preview-banner.tsx';

/**
 * /menu/{mid}/product/{pid?} (spec §2), with edit={product_id}&position={index} to edit a cart
 * line. Only the one product travels to the page, not the whole menu: the loader's reply is the
 * product page's props.
 */
export async function loader({
  context,
  params,
  request,
}: LoaderFunctionArgs): Promise<ProductDetailProps & { preview: boolean }> {
  const mid = params.mid ?? '';
  const menu = await context.menus.getMenu(mid);
  if (!menu) throw data(null, { status: 404, statusText: 'This menu could not be found' });
  const product = params.pid ? findProductByPdpId(menu, params.pid) : null;
  if (!product) throw data(null, { status: 404, statusText: 'This product could not be found' });
  const url = new URL(request.url);
  const editId = url.searchParams.get('edit');
  const position = Number(url.searchParams.get('position'));
  const edit = editId && Number.isInteger(position) && position >= 0 ? { productId: editId, position } : null;
  const defaultMenu = context.app.default_menu.mealtime;
  // Back to the product's own category: after Add to Bag the customer lands where they were browsing.
  let categoryId: string | null = null;
  forEachProduct(menu, (p, category) => {
    if (categoryId === null && p.product_id === product.product_id) categoryId = category.id;
  });
  return {
    preview: context.preview,
    product,
    base: { menu_id: menu.menu_id, time_zone: menu.time_zone, dayparts: menu.dayparts },
    locationMenuId: mid !== defaultMenu ? mid : null,
    backHref: categoryId
      ? `/menu/${encodeURIComponent(mid)}/category/${encodeURIComponent(categoryId)}`
      : `/menu/${encodeURIComponent(mid)}`,
    edit,
  };
}

/** Spec §2 page titles: "Customize It" for a new item, "Customize" when editing a cart line. */
export function meta({ data: loaded, matches }: MetaArgs<typeof loader>) {
  if (!loaded) return titleMeta('Product not found', matches);
  return titleMeta(loaded.edit ? 'Customize' : 'Customize It', matches, loaded.product.description);
}

export default function MenuProductPage() {
  const { preview, ...props } = useLoaderData<typeof loader>();
  return (
    <>
      {preview ? <PreviewBanner /> : null}
      <ProductDetail key={props.product.product_id} {...props} />
    </>
  );
}
