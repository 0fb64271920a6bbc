// The integrations module's public entry: per-integration keys and the
// order-status integration API.
export { createIntegrationService, type IntegrationCaller, type IntegrationService } from './service.ts';
export { integrationRoutes } from './routes.ts';
export { createIntegrationKey, revokeIntegrationKey, type CreateIntegrationKeyInput } from './create-key-command.ts';
export { listKeys as listIntegrationKeys } from './repo.ts';
