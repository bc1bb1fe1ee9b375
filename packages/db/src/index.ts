export * from './analytics-rollup.ts';
export * from './bootstrap.ts';
export * from './client.ts';
export * from './database.ts';
export * from './migrate.ts';
export * from './password.ts';
export * as schema from './schema/index.ts';
export * from './schema/index.ts';
