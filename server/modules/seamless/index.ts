/** The seamless module's public surface (the seamless-wallet API vendors call, their credentials, and the winner board): the only file other code imports. */
export { vendorCredentialConsoleRoutes } from './console-routes';
export { ensureVendorCredential } from './credentials';
export { seamlessRoutes } from './routes';
export { winnerRoutes } from './winner-routes';
export { maskUsername } from './winners';
