/** Announcements (docs/console.md "Content"): one merchant's list, and creating or changing one. */
import { makeAutoObservable } from 'mobx';
import { AnnouncementAdminPath, type AnnouncementFields, type ConsoleAnnouncement, type ContentType } from '@common/contract/announcements';
import { Loadable } from './base/Loadable';
import type { Clearable, RootStore } from './RootStore';

export class ContentStore implements Clearable {
  /** The merchant a platform-wide operator picked (it must pick one); a merchant's operator lists its own. */
  merchantCode: string | null = null;
  contentType: ContentType | null = null;
  readonly list = new Loadable<ConsoleAnnouncement[]>();
  /** The last save's outcome (its refusal shows beside the form). */
  readonly save = new Loadable<ConsoleAnnouncement>();

  constructor(private readonly root: RootStore) {
    makeAutoObservable<ContentStore, 'root'>(this, { root: false, list: false, save: false });
  }

  /** Whether there is a merchant to list: a platform-wide operator must pick one first. */
  get scoped(): boolean {
    return this.root.session.me?.merchantCode !== null || this.merchantCode !== null;
  }

  /** The languages already written in this merchant's announcements, upper case, sorted. */
  get usedLanguages(): string[] {
    const langs = new Set((this.list.value ?? []).flatMap((a) => [...Object.keys(a.title), ...Object.keys(a.content)]));
    return [...langs].sort();
  }

  load(merchantCode = this.merchantCode, contentType = this.contentType): Promise<unknown> {
    this.merchantCode = merchantCode;
    this.contentType = contentType;
    if (!this.scoped) return Promise.resolve(null);
    return this.list.run(() => this.root.api.get(AnnouncementAdminPath.list, { merchantCode, contentType }));
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

  clear(): void {
    this.merchantCode = null;
    this.contentType = null;
    this.list.clear();
    this.save.clear();
  }
}
