/** The launch module's public surface (game launches and their game sessions): the only file other code imports. */
export { launchRoutes } from './routes';
export { endMemberGameSessions, findGameSession, lockGameSession, sessionOpen } from './sessions';
export { type GameSessionRow } from './tables';
export { LAUNCH_TICKET_TTL_MS, redeemLaunchTicket } from './tickets';
