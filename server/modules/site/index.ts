/** The site module's public surface (the built member site and its redirects): the only file other code imports. */
export { siteRedirects, siteRoutes } from './routes';
export { FAVICON_PATH, faviconRoute } from './favicon';
export { CONSOLE_PREFIX, consoleAppRoutes } from './console-routes';
