/** The announcements module's public surface (banners, notices, popups and promotion notices): the only file other code imports. */
export { announcementConsoleRoutes } from './console-routes';
export { announcementImageRoutes } from './image-routes';
export { announcementRoutes } from './routes';
export { textIn } from './service';
export { seedAnnouncements } from './seed';
export { bannerSvg } from './images';
export { purgeUnusedUploads } from './uploads';
