import { makeAutoObservable, runInAction } from 'mobx';
import {
  PromotionPath,
  type BonusesValue,
  type ClaimValue,
  type JoinPromotionRequest,
  type PromotionCard,
  type PromotionListValue,
  type RewardApplicationValue,
} from '@common/contract/promotions';
import type { Envelope } from '@common/contract/envelope';
import { PROMOTION_LIST_STALE_MS } from '@common/rules/promotions';
import { quietGet } from '../api/request';
import { TOAST_REWARD_LOADING_MS } from '../config/constants';
import type { LoadState } from './DepositStore';
import { applyReady } from './promotions/applyRules';
import type { RootStore } from './RootStore';
import { settle } from './settle';

/** A reward application as the apply screen collects it (§3: pictures, promotionId, remarks). */
export interface RewardApplication {
  promotionId: number;
  remarks: string;
  pictures: readonly File[];
}

/**
 * Promotions on the site (issue 16; §2 /m/activity and /m/applyReward, §4 reward submit, §7
 * sign-up join and request reward): the events centre's cards with their status labels and exact
 * terms, joining and claiming, reward applications, the member's own applications and the bonuses
 * they hold with the wagering still to go. A feature store: only those two lazy screens use it.
 */
export class PromotionStore {
  promotions: PromotionCard[] = [];
  listState: LoadState = 'idle';
  applications: RewardApplicationValue[] = [];
  bonuses: BonusesValue | null = null;
  /** A join, claim or application is under way: its buttons wait. */
  busy = false;
  /** When the list was last read, and for whom (a login changes the labels). */
  private loadedAt = 0;
  private loadedFor: string | null = null;

  constructor(private readonly root: RootStore) {
    makeAutoObservable<PromotionStore, 'root' | 'loadedAt' | 'loadedFor'>(this, { root: false, loadedAt: false, loadedFor: false });
  }

  /** Reads the list; a list younger than PROMOTION_LIST_STALE_MS for the same user is kept unless forced. */
  async load(force = false): Promise<void> {
    const user = this.root.session.token;
    const fresh = this.listState === 'loaded' && this.loadedFor === user && Date.now() - this.loadedAt < PROMOTION_LIST_STALE_MS;
    if (fresh && !force) return;
    if (this.listState !== 'loaded') this.listState = 'loading';
    const value = await quietGet<PromotionListValue>(this.root.api, PromotionPath.list);
    runInAction(() => {
      if (value) {
        this.promotions = value.promotions;
        this.listState = 'loaded';
        this.loadedAt = Date.now();
        this.loadedFor = user;
      } else if (this.listState !== 'loaded') {
        this.listState = 'failed';
      }
    });
  }

  /** One promotion: from the list when there, else read on its own; null when there is no such one. */
  async find(id: number): Promise<PromotionCard | null> {
    const known = this.byId(id);
    if (known) return known;
    const card = await quietGet<PromotionCard>(this.root.api, PromotionPath.one(id));
    if (card) runInAction(() => this.replace(card));
    return card ?? null;
  }

  /** A promotion of the list by id. */
  byId(id: number): PromotionCard | undefined {
    return this.promotions.find((card) => card.id === id);
  }

  /** The member's reward applications, newest first (quietly: an empty list is shown on failure). */
  async loadApplications(): Promise<void> {
    const value = await quietGet<RewardApplicationValue[]>(this.root.api, PromotionPath.applications);
    runInAction(() => {
      if (value) this.applications = value;
    });
  }

  /** The member's bonuses and the stakes still needed before a withdrawal. */
  async loadBonuses(): Promise<void> {
    const value = await quietGet<BonusesValue>(this.root.api, PromotionPath.bonuses);
    runInAction(() => {
      if (value) this.bonuses = value;
    });
  }

  /** §7 sign-up promotion join; true when joined (the card's new label is shown). */
  async join(promotionId: number): Promise<boolean> {
    const body: JoinPromotionRequest = { promotionId };
    const card = await this.call<PromotionCard>(this.root.api.post<PromotionCard>(PromotionPath.join, body));
    if (!card) return false;
    runInAction(() => this.replace(card));
    // Joining may grant a bonus at once (a sign-up event's fixed amount).
    void this.afterMoney();
    return true;
  }

  /** Takes the promotion's waiting award; true when it was credited. */
  async claim(promotionId: number): Promise<boolean> {
    const value = await this.call<ClaimValue>(this.root.api.post<ClaimValue>(PromotionPath.claim(promotionId), {}));
    if (!value) return false;
    runInAction(() => this.replace(value.card));
    void this.afterMoney();
    return true;
  }

  /**
   * §4 reward submit: the loading message for at most TOAST_REWARD_LOADING_MS, hidden whatever the
   * outcome; true on success (the screen then goes to /m/activity). Inputs the §5 rules refuse are
   * never sent.
   */
  async applyReward(application: RewardApplication): Promise<boolean> {
    const card = this.byId(application.promotionId);
    if (this.busy || !card || !applyReady(card, { remarks: application.remarks, pictureCount: application.pictures.length })) return false;
    const form = new FormData();
    form.append('promotionId', String(application.promotionId));
    form.append('remarks', application.remarks.trim());
    for (const picture of application.pictures) form.append('pictures', picture, picture.name);
    const { ui } = this.root;
    ui.showLoading({ key: 'toast.pleaseWait' }, TOAST_REWARD_LOADING_MS);
    let sent: RewardApplicationValue | null;
    try {
      sent = await this.call<RewardApplicationValue>(this.root.api.post<RewardApplicationValue>(PromotionPath.applyReward, form));
    } finally {
      ui.hideLoading();
    }
    if (!sent) return false;
    const added = sent;
    runInAction(() => {
      this.applications = [added, ...this.applications.filter((a) => a.id !== added.id)];
    });
    ui.showToast({ key: 'toast.applySuccess' }, 'success');
    // The card now reads "applying".
    void this.load(true);
    return true;
  }

  clear(): void {
    this.promotions = [];
    this.listState = 'idle';
    this.applications = [];
    this.bonuses = null;
    this.busy = false;
    this.loadedAt = 0;
    this.loadedFor = null;
  }

  /** A card the server sent back takes its place in the list (or joins it). */
  private replace(card: PromotionCard): void {
    const index = this.promotions.findIndex((c) => c.id === card.id);
    if (index < 0) this.promotions.push(card);
    else this.promotions[index] = card;
  }

  /** A bonus may have been credited: the balance and the wagering change. */
  private async afterMoney(): Promise<void> {
    await Promise.all([this.root.wallet.refresh(), this.loadBonuses()]);
  }

  /** One change call; the value, or null once settle has told the member why not. */
  private async call<T>(request: Promise<Envelope<T>>): Promise<T | null> {
    this.busy = true;
    const res = await settle(this.root.ui, request);
    runInAction(() => {
      this.busy = false;
    });
    return res?.value ?? null;
  }
}
