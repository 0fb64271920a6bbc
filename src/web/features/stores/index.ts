// The all-stores view's web feature: the live stream, the table, the summary and the brand action form.
export { BrandActionForm } from './brand-action-form.tsx';
export { StoresSummary } from './stores-summary.tsx';
export { StoresTable } from './stores-table.tsx';
export { useGlanceClock } from './use-glance-clock.ts';
export { useStoresStream, type StoresStreamState } from './use-stores-stream.ts';
export { default as storesStyles } from './stores.module.css';
