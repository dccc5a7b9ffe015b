/** Every table, gathered from the modules that own them (drizzle-kit reads this file). */
export * from '../modules/merchant/schema';
export * from '../modules/audit/schema';
export * from '../modules/crypto/schema';
export * from '../modules/member/schema';
export * from '../modules/session/schema';
export * from '../modules/captcha/schema';
export * from '../modules/sms/schema';
export * from '../modules/agent/schema';
export * from '../modules/wallet/schema';
export * from '../modules/catalog/schema';
export * from '../modules/launch/schema';
export * from '../modules/seamless/schema';
export * from '../vendors/settlements/schema';
export * from '../modules/announcements/schema';
export * from '../modules/lottery/schema';
