// The availability module's public entry ("Sold out"): app wiring only.
export { availabilityRoutes } from './routes.ts';
export { createAvailabilityService, type AvailabilityService } from './service.ts';
// The 86 marks themselves: the menu editor's store overrides write the same rows.
export { deleteMark, marksOf, putMark } from './repo.ts';
