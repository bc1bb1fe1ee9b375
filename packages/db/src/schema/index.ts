export * from './admins.ts';
export * from './analytics.ts';
export * from './content.ts';
export * from './customers.ts';
export * from './list-keys.ts';
export * from './menu.ts';
export * from './orders.ts';
export * from './promotions.ts';
