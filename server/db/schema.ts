/** Every table, gathered from the modules that own them (drizzle-kit reads this file). */
export * from '../modules/merchant/tables';
export * from '../modules/audit/tables';
export * from '../modules/crypto/tables';
export * from '../modules/member/tables';
export * from '../modules/session/tables';
export * from '../modules/captcha/tables';
export * from '../modules/sms/tables';
export * from '../modules/agent/tables';
export * from '../modules/wallet/tables';
export * from '../modules/catalog/tables';
export * from '../modules/launch/tables';
export * from '../modules/seamless/tables';
export * from '../vendors/settlements/tables';
export * from '../modules/announcements/tables';
export * from '../modules/lottery/tables';
export * from '../modules/ratelimit/tables';
export * from './cache-tables';
