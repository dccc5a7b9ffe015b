/**
 * Promotions (issue 16): one merchant's promotions a page at a time (filtered by state), writing a
 * draft, moving one through its states with a reason, the member's view of a draft, and the cost
 * and uptake report of one.
 */
import { makeAutoObservable } from 'mobx';
import type { UploadedImage } from '@common/contract/announcements';
import {
  ConsolePromotionPath,
  type ConsolePromotion,
  type ConsolePromotionPage,
  type PromotionCard,
  type PromotionDraft,
  type PromotionReport,
  type PromotionStateAction,
} from '@common/contract/promotions';
import type { PromotionState } from '@common/rules/promotions';
import { Loadable } from './base/Loadable';
import { uploadMerchantImage } from './base/imageUpload';
import { MerchantLanguages } from './base/MerchantLanguages';
import type { Clearable, RootStore } from './RootStore';

export class PromotionStore implements Clearable {
  /** The merchant a platform-wide operator picked (it must pick one); a merchant's operator has its own. */
  merchantCode: string | null = null;
  /** The list's state filter; null: every state. */
  state: PromotionState | null = null;
  page = 1;
  readonly list = new Loadable<ConsolePromotionPage>();
  /** The last save's outcome (its refusal shows beside the form). */
  readonly save = new Loadable<ConsolePromotion>();
  /** The last state change's outcome (its refusal shows in the confirmation). */
  readonly changing = new Loadable<ConsolePromotion>();
  readonly preview = new Loadable<PromotionCard>();
  readonly report = new Loadable<PromotionReport>();
  /** The last image upload's outcome (its refusal shows beside the image field). */
  readonly upload = new Loadable<UploadedImage>();
  readonly offered: MerchantLanguages;

  constructor(private readonly root: RootStore) {
    this.offered = new MerchantLanguages(() => root.api);
    makeAutoObservable<PromotionStore, 'root'>(this, { root: false, list: false, save: false, changing: false, preview: false, report: false, upload: false, offered: false });
  }

  /** Whether there is a merchant: a platform-wide operator must pick one first. */
  get scoped(): boolean {
    return this.root.session.me?.merchantCode !== null || this.merchantCode !== null;
  }

  /** The languages to write in: the merchant's offered ones (when the operator may read them) and those the listed promotions use; English when none. */
  get languages(): string[] {
    const used = (this.list.value?.items ?? []).flatMap((p) => [...Object.keys(p.title), ...Object.keys(p.terms)]);
    return this.offered.withUsed(used);
  }

  load(page = 1, merchantCode = this.merchantCode, state = this.state): Promise<unknown> {
    this.merchantCode = merchantCode;
    this.state = state;
    this.page = page;
    if (!this.scoped) return Promise.resolve(null);
    const code = merchantCode ?? this.root.session.me?.merchantCode;
    const offered = code && this.root.session.may('content.manage') ? this.offered.load(code) : null;
    return Promise.all([this.list.run(() => this.root.api.get(ConsolePromotionPath.list, { merchantCode, state, page })), offered]);
  }

  /** Creates (id null) or changes a promotion; the saved one, or null when refused. The list is reloaded after. */
  async store(id: number | null, draft: PromotionDraft): Promise<ConsolePromotion | null> {
    const saved = await this.save.run(() =>
      id === null
        ? this.root.api.post<ConsolePromotion>(ConsolePromotionPath.list, { ...draft, ...(this.merchantCode ? { merchantCode: this.merchantCode } : {}) })
        : this.root.api.put<ConsolePromotion>(ConsolePromotionPath.one(id), draft),
    );
    if (saved) await this.load(this.page);
    return saved;
  }

  /** Publishes, pauses, resumes or ends a promotion with the operator's reason; the list is reloaded after. */
  async act(id: number, action: PromotionStateAction, reason: string): Promise<ConsolePromotion | null> {
    const changed = await this.changing.run(() => this.root.api.post<ConsolePromotion>(ConsolePromotionPath.state(id), { action, reason }));
    if (changed) await this.load(this.page);
    return changed;
  }

  /** The member's view of a draft in a language, as the server renders it. */
  showPreview(draft: PromotionDraft, language: string): Promise<PromotionCard | null> {
    const body = { draft: { ...draft, ...(this.merchantCode ? { merchantCode: this.merchantCode } : {}) }, language };
    return this.preview.run(() => this.root.api.post<PromotionCard>(ConsolePromotionPath.preview, body));
  }

  loadReport(id: number): Promise<PromotionReport | null> {
    return this.report.run(() => this.root.api.get<PromotionReport>(ConsolePromotionPath.report(id)));
  }

  /** Uploads a card image (the content screen's image store); its same-origin URL, or null when refused. */
  uploadImage(file: Blob): Promise<string | null> {
    return uploadMerchantImage(this.root.api, this.upload, file, this.merchantCode);
  }

  clear(): void {
    this.merchantCode = null;
    this.state = null;
    this.page = 1;
    for (const loadable of [this.list, this.save, this.changing, this.preview, this.report, this.upload]) loadable.clear();
    this.offered.clear();
  }
}
