/**
 * What operators may do (issue 13): the permissions operator routes declare, and the roles that
 * grant them. The server checks them (server/plugins/operator-auth.ts); the console only hides
 * what the server would refuse.
 */

/** Every permission an operator route can declare. */
export const PERMISSIONS = [
  'dashboard.view',
  'players.view',
  'players.notes',
  'players.logout',
  'players.block',
  'limits.reduce',
  'wallet.adjust.propose',
  'wallet.adjust.approve',
  'deposits.review',
  'withdrawals.review',
  'kyc.review',
  'content.manage',
  'merchant.settings',
  'merchant.create',
  'catalog.manage',
  'lottery.manage',
  'agents.manage',
  'operators.manage',
  'apikeys.manage',
  'audit.view',
  'outbox.view',
  'messages.send',
  'chat.answer',
  'promotions.manage',
  'promotions.review',
  'loyalty.manage',
  'loyalty.fulfil',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

/** Every role an operator can hold. */
export const ROLES = ['owner', 'finance', 'risk', 'support', 'content', 'agentManager'] as const;
export type Role = (typeof ROLES)[number];

/**
 * The permissions of each role. An owner may do everything its scope allows (creating merchants
 * needs a platform-wide owner: merchantCreateAllowed); the others get what their desk needs and
 * nothing more, so a leaked support login cannot move money.
 */
export const ROLE_PERMISSIONS: Readonly<Record<Role, readonly Permission[]>> = {
  owner: PERMISSIONS,
  finance: ['dashboard.view', 'players.view', 'wallet.adjust.propose', 'wallet.adjust.approve', 'deposits.review', 'withdrawals.review', 'promotions.review', 'audit.view'],
  risk: ['dashboard.view', 'players.view', 'players.logout', 'players.block', 'limits.reduce', 'kyc.review', 'audit.view'],
  support: ['players.view', 'players.notes', 'players.logout', 'limits.reduce', 'outbox.view', 'messages.send', 'chat.answer', 'promotions.review', 'loyalty.fulfil'],
  content: ['content.manage', 'messages.send', 'promotions.manage', 'loyalty.manage'],
  agentManager: ['players.view', 'agents.manage'],
};

/** The permissions a set of roles grants. */
export function permissionsOf(roles: readonly Role[]): Set<Permission> {
  return new Set(roles.flatMap((role) => ROLE_PERMISSIONS[role] ?? []));
}

/**
 * Whether an operator holding `roles`, scoped to `merchantCode` (null: platform-wide), has
 * `permission`. Creating merchants belongs to the platform: a merchant's owner cannot.
 */
export function operatorMay(roles: readonly Role[], merchantCode: string | null, permission: Permission): boolean {
  if (permission === 'merchant.create' && merchantCode !== null) return false;
  return permissionsOf(roles).has(permission);
}

/** What an operator holding `roles` in `merchantCode`'s scope may actually do (operatorMay for each). */
export function effectivePermissions(roles: readonly Role[], merchantCode: string | null): Set<Permission> {
  return new Set([...permissionsOf(roles)].filter((permission) => operatorMay(roles, merchantCode, permission)));
}

export function isRole(value: string): value is Role {
  return (ROLES as readonly string[]).includes(value);
}
