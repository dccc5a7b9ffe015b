/** The files module's public surface (signed links to stored uploads): the only file other code imports. */
export { FILE_LINK_PREFIX, FILE_LINK_TTL_SECONDS, fileLinkValid, type LinkSigner, signedFileUrl } from './links';
export { fileLinkRoutes } from './routes';
