/** Every table, gathered from the modules that own them (drizzle-kit reads this file). */
export * from '../modules/merchant/schema';
export * from '../modules/audit/schema';
