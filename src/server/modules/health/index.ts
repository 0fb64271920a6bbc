// The health module's public entry: probes for balancers and orchestrators, and the process lifecycle they report.
export { createLifecycle, type Lifecycle } from './lifecycle.ts';
export { healthRoutes } from './routes.ts';
