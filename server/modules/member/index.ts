/** The member module's public surface (member accounts, profiles and passwords): the only file other code imports. */
export { memberConsoleRoutes } from './console-routes';
export { operatorActorOf, playerInScope } from './console-scope';
export { passwordRoutes } from './password-routes';
export { checkCurrentPassword, requireWithdrawalPassword } from './passwords';
export { e164, maskPhone, parsePhone, type Phone } from './phone';
export { memberRoutes } from './routes';
export { normalizeUsername } from './rules';
export { DEMO_ACCOUNTS, seedDemoAccounts } from './seed';
export { audienceIdsSql, type AudienceFilter } from './audience';
export { createMember, findMember, findMemberByPhone, findMemberByUsername, loginAccountsOf, type Member, memberSubject, passwordExpired, usernamesOf } from './service';
export { IconValueSchema, LoginResultSchema, MemberInfoSchema, MemberTypeSchema } from './responses';
