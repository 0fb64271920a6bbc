export { setupPostgresTemplate as default } from './global-setup.ts';
