// The whole database schema, one file per feature. drizzle-kit reads this file.
export * from './newsletter.ts';
export * from './locations.ts';
export * from './menus.ts';
export * from './catalogue.ts';
export * from './seed-runs.ts';
export * from './app-secrets.ts';
export * from './sessions.ts';
export * from './members.ts';
export * from './carts.ts';
export * from './group-orders.ts';
export * from './orders.ts';
export * from './member-gift-cards.ts';
export * from './staff.ts';
export * from './integrations.ts';
export * from './item-availability.ts';
export * from './rewards.ts';
export * from './refunds.ts';
