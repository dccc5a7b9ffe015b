import type { MenuCategory } from '@common/contract/games';
import { VENDOR_PLUGINS } from './list';
import { fallbackPlugin } from './plugins/fallback';
import type { VendorRef } from './types';
import { VendorRegistry } from './VendorRegistry';
import { loginPath, vendorGamePath } from '../paths';

export { vendorIconUrl } from './base';
export type { CategoryRules, LaunchCalls, LaunchContext, LaunchRequest, Lobby, TileLook, VendorPlugin, VendorRef } from './types';
export { VendorRegistry, type CategoryPlugin } from './VendorRegistry';

/** The one registry the site asks about vendors and game types. */
export const vendorRegistry = new VendorRegistry(fallbackPlugin, VENDOR_PLUGINS);

/** Fast tab of a category (§2): logged out to /m/login, else the category plug-in's rule. */
export function fastTab(category: MenuCategory, loggedIn: boolean, registry = vendorRegistry): string {
  return loggedIn ? registry.forCategory(category.gameType).category.fastTab(category) : loginPath();
}

/** Where a vendor tile leads: its lobby route, or /m/game?vassKey= which launches it. */
export function vendorHref(vendor: VendorRef, registry = vendorRegistry): string {
  const lobby = registry.forVendor(vendor.gameType, vendor.vassalage).lobby(vendor);
  return lobby.kind === 'route' ? lobby.to : vendorGamePath(vendor.gameType, vendor.vassalage);
}
