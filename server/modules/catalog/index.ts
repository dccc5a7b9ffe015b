/** The catalog module's public surface (the game catalogue, its layout, favourites and generated icons): the only file other code imports. */
export { iconRoutes } from './icon-routes';
export { ICON_PREFIX } from './icon-urls';
export { escapeXml, iconSvg, initialsOf } from './icons';
export { hashOf } from './names';
export { catalogConsoleRoutes } from './console-routes';
export { catalogLgwRoutes, catalogRoutes } from './routes';
export { seedCatalog } from './seed';
export { findGame, findVendor, merchantVendors, vendorExists } from './service';
export { GameItemSchema, GameTypeSchema } from './responses';
