export { setupPgliteTemplate as default } from './global-setup.ts';
