/** Every console page path, built in one place (as the site's src/paths.ts); the router's basename is CONSOLE_BASE. */
import type { ReviewKind } from '@common/contract/review';

export const CONSOLE_BASE = '/console';

export type PlayerTab = 'profile' | 'postings' | 'payments' | 'sessions' | 'logins' | 'rounds' | 'lottery' | 'notes' | 'adjust' | 'protection';

export const consolePath = {
  home: () => '/',
  dashboard: () => '/dashboard',
  review: (kind?: ReviewKind) => (kind ? `/review/${kind}` : '/review'),
  players: () => '/players',
  player: (id: number | string, tab?: PlayerTab) => `/players/${id}${tab && tab !== 'profile' ? `/${tab}` : ''}`,
  audit: () => '/audit',
  operators: () => '/operators',
  apiKeys: () => '/api-keys',
  outbox: () => '/outbox',
  inbox: () => '/inbox',
  chat: () => '/chat',
  content: () => '/content',
  agreements: () => '/agreements',
  promotions: () => '/promotions',
  loyalty: (section?: string) => (section ? `/loyalty/${section}` : '/loyalty'),
  /** An agents section ('list', 'statements', 'settings', 'report'), or one agent's detail. */
  agents: (section?: string) => (section ? `/agents/${section}` : '/agents'),
  agent: (memberId: number | string) => `/agents/agent/${memberId}`,
  merchant: () => '/merchant',
  payments: () => '/payments',
  catalog: () => '/catalog',
  lottery: () => '/lottery',
  transfers: () => '/transfers',
} as const;
