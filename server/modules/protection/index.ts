/**
 * Player protection (issue 15, docs/player-protection.md): money limits, session limit, reality
 * check, time-out and self-exclusion, enforced by a wallet guard. The only file other code imports.
 */
export { activeBlock, blockedMemberIds, blockRefusal, formatUntil } from './blocks';
export { blockedLogin, excludedContact } from './block-actions';
export { type BlockImposed, type BlockListener } from './block-listeners';
export { protectionConsoleRoutes } from './console-routes';
export { PROTECTED_INTENTS } from './guard';
export { depositRefusal } from './deposit-check';
export { protectionPlugin } from './plugin';
export { protectionRoutes } from './routes';
export { continueRealityCheck, sessionStatus } from './session';
