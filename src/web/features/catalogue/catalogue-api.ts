import {
  applyOverrideReply,
  catalogueReply,
  draftEditReply,
  publishReply,
  storeOverride,
  storeOverridesReply,
  type ApplyOverrideRequest,
  type PutCategoryRequest,
  type PutOverrideRequest,
} from '../../../domain/catalogue/catalogue-contract.ts';
import { okEnvelope } from '../../../domain/api-envelope.ts';
import type { CatalogueProduct } from '../../../domain/catalogue/catalogue-document.ts';
import { staffRequest } from '../staff/index.ts';

/** The menu editor's calls (/api/staff/catalogue). */
export const getCatalogue = () => staffRequest('catalogue', catalogueReply);
export const saveProduct = (product: CatalogueProduct) =>
  staffRequest(`catalogue/draft/products/${encodeURIComponent(product.product_id)}`, draftEditReply, {
    method: 'PUT',
    body: product,
  });
export const publishDraft = (locationIds: string[], revision: number) =>
  staffRequest('catalogue/publish', publishReply, { method: 'POST', body: { location_ids: locationIds, revision } });
export const restoreVersion = (version: number, locationIds: string[]) =>
  staffRequest(`catalogue/versions/${version}/restore`, publishReply, {
    method: 'POST',
    body: { location_ids: locationIds },
  });
export const getStoreOverrides = (locationId: string) =>
  staffRequest(`locations/${encodeURIComponent(locationId)}/menu-overrides`, storeOverridesReply);
export const putStoreOverride = (locationId: string, productId: string, body: PutOverrideRequest) =>
  staffRequest(
    `locations/${encodeURIComponent(locationId)}/menu-overrides/${encodeURIComponent(productId)}`,
    okEnvelope(storeOverride),
    { method: 'PUT', body },
  );
export const applyStoreOverride = (body: ApplyOverrideRequest) =>
  staffRequest('catalogue/store-overrides', applyOverrideReply, { method: 'POST', body });
export const saveCategory = (categoryId: string, body: PutCategoryRequest) =>
  staffRequest(`catalogue/draft/categories/${encodeURIComponent(categoryId)}`, draftEditReply, {
    method: 'PUT',
    body,
  });
