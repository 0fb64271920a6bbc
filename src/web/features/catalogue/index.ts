// The menu editor's web side: its calls and the product form.
export { getCatalogue, publishDraft, restoreVersion, saveProduct } from './catalogue-api.ts';
export { ProductForm } from './product-form.tsx';
export { blankProduct } from '../../../domain/catalogue/catalogue-drafts.ts';
export { default as catalogueStyles } from './catalogue.module.css';
export { CsvPanel } from './csv-panel.tsx';
export { PreviewLink } from './preview-link.tsx';
export { StoreOverrides } from './store-overrides.tsx';
export { BrandOverride } from './brand-override.tsx';
export { CategoryForm } from './category-form.tsx';
