/** The crypto module's public surface (the server keyring for encrypted bodies): the only file other code imports. */
export { cryptoRoutes } from './routes';
export { type Keyring, openKeyring } from './service';
