// The availability module's public entry ("Sold out"): app wiring, and the one mark write the all-stores actions share.
export { availabilityRoutes } from './routes.ts';
export { createAvailabilityService, type AvailabilityService } from './service.ts';
export { markIn } from './writes.ts';
// The 86 marks themselves: the menu editor's store overrides write the same rows.
export { deleteMark, marksOf, putMark } from './repo.ts';
