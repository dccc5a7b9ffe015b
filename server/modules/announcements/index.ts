/** The announcements module's public surface (banners, notices, popups and promotion notices): the only file other code imports. */
export { announcementConsoleRoutes } from './console-routes';
export { announcementImageRoutes } from './image-routes';
export { announcementRoutes } from './routes';
export { seedAnnouncements } from './seed';
export { textIn } from './service';
export { purgeUnusedUploads } from './uploads';
