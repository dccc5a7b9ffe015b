import type { NavigateFunction } from 'react-router-dom';
import type { Banner } from '@common/contract/announcements';
import { activityPath, routerPath } from '../../../paths';

/** Where a banner without a link of its own leads: the promotions list. */
export const BANNER_DEFAULT_ROUTE = routerPath(activityPath());

/**
 * Follows a banner tap (§2 "a supplied handler"): a /m path opens in the app, an http(s) URL
 * leaves for it, anything else (or none) opens the promotions list.
 */
export function openBanner(banner: Banner, navigate: NavigateFunction, leave: (url: string) => void = (url) => window.location.assign(url)): void {
  const link = banner.linkUrl ?? '';
  if (/^\/m(\/|$)/.test(link)) navigate(routerPath(link));
  else if (/^https?:\/\//i.test(link)) leave(link);
  else navigate(BANNER_DEFAULT_ROUTE);
}
