/** The merchant module's public surface (merchants, their configuration, maintenance and region restriction): the only file other code imports. */
export { merchantConsoleRoutes } from './console-routes';
export { RegisterSettingsSchema, WhitelabelSchema, type MerchantConfig } from './config-schema';
export { clientLocation, isRegionBlocked } from './region';
export { merchantSeed, seedMerchant } from './seed';
export { existingMerchant, findMerchant, getAvailability, type Merchant, merchantCodes, setMaintenance, setRegionRestriction } from './service';
export { merchantInScope, requirePlatformWide } from './settings';
