/** The chat module's public surface (customer-service chat through a provider): the only file other code imports. */
export { chatConsoleRoutes } from './console-routes';
export { type ChatProvider, chatProviderFor } from './provider';
export { chatRoutes } from './routes';
