// The availability module's public entry (issue 16 "Sold out", decision 228): app wiring only.
export { availabilityRoutes } from './routes.ts';
export { createAvailabilityService, type AvailabilityService } from './service.ts';
