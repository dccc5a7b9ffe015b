/** The session module's public surface (logins, session tokens and trial accounts): the only file other code imports. */
export { beginAttempt, clearFailures, failAttempt, finishAttempt } from './attempts';
export { endMemberSessions, lastLanguageInSql, lastLanguageOf, lastLoginsOf, loggedInSinceSql } from './console';
export { sessionConsoleRoutes } from './console-routes';
export { purgeLoginAttempts, purgeSessions, purgeTrialNames } from './housekeeping';
export { loggedIn } from './login';
export { sessionRoutes } from './routes';
export { liveSessionOf, resolveToken, revokeMemberSessions, sessionById, startSession } from './tokens';
export { type SessionScope } from './tables';
