/** Announcements (docs/console.md "Content"): one merchant's list, and creating or changing one. */
import { makeAutoObservable } from 'mobx';
import { AnnouncementAdminPath, type AnnouncementFields, type ConsoleAnnouncement, type ContentType, type UploadedImage } from '@common/contract/announcements';
import { Loadable } from './base/Loadable';
import { uploadMerchantImage } from './base/imageUpload';
import { MerchantLanguages } from './base/MerchantLanguages';
import type { Clearable, RootStore } from './RootStore';

export class ContentStore implements Clearable {
  /** The merchant a platform-wide operator picked (it must pick one); a merchant's operator lists its own. */
  merchantCode: string | null = null;
  contentType: ContentType | null = null;
  readonly list = new Loadable<ConsoleAnnouncement[]>();
  /** The merchant's offered languages (readable with content.manage). */
  readonly offered: MerchantLanguages;
  /** The last save's outcome (its refusal shows beside the form). */
  readonly save = new Loadable<ConsoleAnnouncement>();
  /** The last image upload's outcome (its refusal shows beside the image field). */
  readonly upload = new Loadable<UploadedImage>();

  constructor(private readonly root: RootStore) {
    this.offered = new MerchantLanguages(() => root.api);
    makeAutoObservable<ContentStore, 'root'>(this, { root: false, list: false, offered: false, save: false, upload: false });
  }

  /** Whether there is a merchant to list: a platform-wide operator must pick one first. */
  get scoped(): boolean {
    return this.root.session.me?.merchantCode !== null || this.merchantCode !== null;
  }

  /**
   * The languages to write in, as the Language header spells them (EN, BN, CN): the merchant's
   * offered ones, and those its announcements are already written in; English when none.
   */
  get languages(): string[] {
    return this.offered.withUsed((this.list.value ?? []).flatMap((a) => [...Object.keys(a.title), ...Object.keys(a.content)]));
  }

  load(merchantCode = this.merchantCode, contentType = this.contentType): Promise<unknown> {
    this.merchantCode = merchantCode;
    this.contentType = contentType;
    if (!this.scoped) return Promise.resolve(null);
    const code = merchantCode ?? this.root.session.me?.merchantCode;
    const offered = code ? this.offered.load(code) : null;
    return Promise.all([this.list.run(() => this.root.api.get(AnnouncementAdminPath.list, { merchantCode, contentType })), offered]);
  }

  /** Creates (id null) or changes an announcement; the saved one, or null when refused. The list is reloaded after a save. */
  async store(id: number | null, fields: AnnouncementFields): Promise<ConsoleAnnouncement | null> {
    const saved = await this.save.run(() =>
      id === null
        ? this.root.api.post<ConsoleAnnouncement>(AnnouncementAdminPath.list, { ...fields, ...(this.merchantCode ? { merchantCode: this.merchantCode } : {}) })
        : this.root.api.put<ConsoleAnnouncement>(AnnouncementAdminPath.one(id), fields),
    );
    if (saved) await this.load();
    return saved;
  }

  /** Uploads an image for the merchant's banners and popups; its same-origin URL, or null when refused. */
  uploadImage(file: Blob): Promise<string | null> {
    return uploadMerchantImage(this.root.api, this.upload, file, this.merchantCode);
  }

  clear(): void {
    this.merchantCode = null;
    this.contentType = null;
    this.list.clear();
    this.offered.clear();
    this.save.clear();
    this.upload.clear();
  }
}
