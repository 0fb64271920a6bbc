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
import { csvImportReply } from '../../../domain/catalogue/catalogue-csv.ts';
import { photoUploadReply } from '../../../domain/catalogue/photo-rules.ts';
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

/** A product photo and its alt text → the image to put in the product's draft. */
export const uploadPhoto = (photo: File, alt: string) => {
  const body = new FormData();
  body.append('alt', alt);
  body.append('photo', photo);
  return staffRequest('catalogue/photos', photoUploadReply, { method: 'POST', body });
};

/** A products CSV checked (dry run) or applied to the draft seen at `revision`. */
export const importCsv = (csv: string, dryRun: boolean, revision: number) =>
  staffRequest('catalogue/import', csvImportReply, { method: 'POST', body: { csv, dry_run: dryRun, revision } });
export const CSV_EXPORT_URL = '/api/staff/catalogue/export.csv';
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
