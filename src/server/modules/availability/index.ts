// The availability module's public entry ("Sold out"): app wiring only.
export { availabilityRoutes } from './routes.ts';
export { createAvailabilityService, type AvailabilityService } from './service.ts';
