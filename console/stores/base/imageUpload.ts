import { AnnouncementAdminPath, type UploadedImage } from '@common/contract/announcements';
import type { ConsoleApi } from '../../api/client';
import type { Loadable } from './Loadable';

/** Uploads an image to the merchant's image store (banners, popups, promotion cards), its outcome in `upload`; its same-origin URL, or null when refused. */
export async function uploadMerchantImage(api: ConsoleApi, upload: Loadable<UploadedImage>, file: Blob, merchantCode: string | null): Promise<string | null> {
  const uploaded = await upload.run(() => api.upload<UploadedImage>(AnnouncementAdminPath.images, file, { merchantCode }));
  return uploaded?.url ?? null;
}
