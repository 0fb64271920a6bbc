// The whole database schema, one file per feature. drizzle-kit reads this file.
export * from './newsletter.ts';
