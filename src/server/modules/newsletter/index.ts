// The newsletter module's public entry (issue 19): the subscription writes account uses, and the routes.
export { deleteSubscription, upsertSubscription } from './repo.ts';
export { newsletterRoutes } from './routes.ts';
