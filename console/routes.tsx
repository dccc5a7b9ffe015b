/**
 * The console's screens: path, navigation label, who may open them, and the lazy chunk. The side
 * navigation lists only the screens the operator's permissions allow; the server refuses the rest
 * anyway (operator-auth), so this is a convenience, not the security.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { Permission } from '@common/rules/operatorRoles';
import { consolePath } from './paths';
import { REVIEW_KINDS } from './review/kinds';
import { LOYALTY_SECTIONS } from './screens/Loyalty/sections';

export interface ConsoleRoute {
  id: string;
  /** The route's pattern (under the router's basename). */
  pattern: string;
  /** Where the navigation links. */
  to: string;
  labelKey: string;
  /** Open to an operator holding any of these. */
  anyOf: readonly Permission[];
  screen: LazyExoticComponent<ComponentType>;
}

export const CONSOLE_ROUTES: readonly ConsoleRoute[] = [
  { id: 'dashboard', pattern: '/dashboard', to: consolePath.dashboard(), labelKey: 'nav.dashboard', anyOf: ['dashboard.view'], screen: lazy(() => import('./screens/Dashboard')) },
  {
    id: 'review',
    pattern: '/review/:kind?',
    to: consolePath.review(),
    labelKey: 'nav.review',
    anyOf: REVIEW_KINDS.list().map((kind) => kind.permission),
    screen: lazy(() => import('./screens/Review')),
  },
  { id: 'players', pattern: '/players/*', to: consolePath.players(), labelKey: 'nav.players', anyOf: ['players.view'], screen: lazy(() => import('./screens/Players')) },
  { id: 'transfers', pattern: '/transfers', to: consolePath.transfers(), labelKey: 'nav.transfers', anyOf: ['players.view'], screen: lazy(() => import('./screens/Transfers')) },
  { id: 'content', pattern: '/content', to: consolePath.content(), labelKey: 'nav.content', anyOf: ['content.manage'], screen: lazy(() => import('./screens/Content')) },
  { id: 'agreements', pattern: '/agreements', to: consolePath.agreements(), labelKey: 'nav.agreements', anyOf: ['content.manage'], screen: lazy(() => import('./screens/Agreements')) },
  { id: 'promotions', pattern: '/promotions', to: consolePath.promotions(), labelKey: 'nav.promotions', anyOf: ['promotions.manage'], screen: lazy(() => import('./screens/Promotions')) },
  {
    id: 'loyalty',
    pattern: '/loyalty/:section?',
    to: consolePath.loyalty(),
    labelKey: 'nav.loyalty',
    // Any section's permission: support (loyalty.fulfil) opens the orders only.
    anyOf: [...new Set(LOYALTY_SECTIONS.map((section) => section.permission))],
    screen: lazy(() => import('./screens/Loyalty')),
  },
  { id: 'agents', pattern: '/agents/:section?/:id?', to: consolePath.agents(), labelKey: 'nav.agents', anyOf: ['agents.manage'], screen: lazy(() => import('./screens/Agents')) },
  { id: 'merchant', pattern: '/merchant', to: consolePath.merchant(), labelKey: 'nav.merchant', anyOf: ['merchant.settings'], screen: lazy(() => import('./screens/Merchant')) },
  { id: 'payments', pattern: '/payments', to: consolePath.payments(), labelKey: 'nav.payments', anyOf: ['merchant.settings'], screen: lazy(() => import('./screens/Payments')) },
  { id: 'catalog', pattern: '/catalog', to: consolePath.catalog(), labelKey: 'nav.catalog', anyOf: ['catalog.manage'], screen: lazy(() => import('./screens/Catalog')) },
  { id: 'lottery', pattern: '/lottery', to: consolePath.lottery(), labelKey: 'nav.lottery', anyOf: ['lottery.manage'], screen: lazy(() => import('./screens/Lottery')) },
  { id: 'audit', pattern: '/audit', to: consolePath.audit(), labelKey: 'nav.audit', anyOf: ['audit.view'], screen: lazy(() => import('./screens/Audit')) },
  { id: 'operators', pattern: '/operators', to: consolePath.operators(), labelKey: 'nav.operators', anyOf: ['operators.manage'], screen: lazy(() => import('./screens/Operators')) },
  { id: 'apiKeys', pattern: '/api-keys', to: consolePath.apiKeys(), labelKey: 'nav.apiKeys', anyOf: ['apikeys.manage'], screen: lazy(() => import('./screens/ApiKeys')) },
  { id: 'inbox', pattern: '/inbox', to: consolePath.inbox(), labelKey: 'nav.inbox', anyOf: ['messages.send'], screen: lazy(() => import('./screens/Inbox')) },
  { id: 'chat', pattern: '/chat', to: consolePath.chat(), labelKey: 'nav.chat', anyOf: ['chat.answer'], screen: lazy(() => import('./screens/Chat')) },
  { id: 'outbox', pattern: '/outbox', to: consolePath.outbox(), labelKey: 'nav.outbox', anyOf: ['outbox.view'], screen: lazy(() => import('./screens/Outbox')) },
];

/** The routes an operator may open, in navigation order. */
export function allowedRoutes(may: (permission: Permission) => boolean): ConsoleRoute[] {
  return CONSOLE_ROUTES.filter((route) => route.anyOf.some(may));
}
