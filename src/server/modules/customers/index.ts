// The customer lookup's public entry: its routes and service, wired in the staff scope.
export { customerRoutes } from './routes.ts';
export { createCustomerService } from './service.ts';
