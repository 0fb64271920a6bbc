// The newsletter module's public entry: the subscription writes account uses, and the routes.
export { deleteSubscription, upsertSubscription } from './repo.ts';
export { newsletterRoutes } from './routes.ts';
