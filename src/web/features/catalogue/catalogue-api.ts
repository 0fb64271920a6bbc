import { catalogueReply, draftEditReply, publishReply } from '../../../domain/catalogue/catalogue-contract.ts';
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
