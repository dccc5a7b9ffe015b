/** The inbox module's public surface (operators' messages to members): the only file other code imports. */
export { inboxConsoleRoutes } from './console-routes';
export { inboxRoutes } from './routes';
