import { makeAutoObservable, runInAction } from 'mobx';
import { LoyaltyPath, type DeliveryAddress, type MallItemValue, type MallOrderValue, type RedeemRequest } from '@common/contract/loyalty';
import { LOYALTY_STALE_MS } from '@common/rules/loyalty';
import { quietGet } from '../api/request';
import { newUuid } from '../utils/uuid';
import { LoyaltyStore } from './LoyaltyStore';
import { CachedRead } from './loyalty/CachedRead';
import { deliveryProblems, trimDelivery } from './loyalty/delivery';
import { formatPoints } from './loyalty/format';
import { attempt } from './payments/attempt';
import type { RootStore } from './RootStore';

/**
 * The points mall (issue 17, /m/mall/mallHome, PTSYS3): the items on sale to the member, their
 * redemption and the member's orders. A redemption carries a requestId kept until the server has
 * answered it: a retry after a lost answer (timeout, dropped connection) sends the same id and is
 * redeemed once; a refusal or a success frees it, so the next attempt gets a new one.
 */
export class MallStore {
  /** The items on sale (kept LOYALTY_STALE_MS) and the member's orders (read each time the mall opens). */
  readonly items: CachedRead<MallItemValue[]>;
  readonly orders: CachedRead<MallOrderValue[]>;
  /** A redemption is under way: its button waits. */
  busy = false;
  /** The redemption whose answer is still owed: the item and the id a retry repeats. */
  private attemptOf: { itemId: number; requestId: string } | null = null;

  constructor(private readonly root: RootStore) {
    const member = () => root.session.token;
    this.items = new CachedRead(() => quietGet<MallItemValue[]>(root.api, LoyaltyPath.mallItems), member, LOYALTY_STALE_MS);
    this.orders = new CachedRead(() => quietGet<MallOrderValue[]>(root.api, LoyaltyPath.mallOrders), member, 0);
    makeAutoObservable<MallStore, 'root' | 'attemptOf'>(this, { root: false, items: false, orders: false, attemptOf: false });
  }

  private get loyalty(): LoyaltyStore {
    return this.root.feature(LoyaltyStore);
  }

  /** Reads the points, the orders and the items (kept LOYALTY_STALE_MS for the same member unless forced). */
  async load(force = false): Promise<void> {
    await Promise.all([this.loyalty.loadSummary(force), this.orders.load(true), this.items.load(force)]);
  }

  byId(id: number): MallItemValue | undefined {
    return this.items.value?.find((item) => item.id === id);
  }

  /**
   * Redeems an item for its points (physical goods with their delivery). The order, or null: the
   * member was told why (the server's message), or the input was not sendable.
   */
  async redeem(item: MallItemValue, delivery?: DeliveryAddress): Promise<MallOrderValue | null> {
    if (this.busy || !item.redeemable) return null;
    if (item.kind === 'physical' && (!delivery || Object.keys(deliveryProblems(delivery)).length > 0)) return null;
    if (this.attemptOf?.itemId !== item.id) this.attemptOf = { itemId: item.id, requestId: newUuid() };
    const body: RedeemRequest = { itemId: item.id, requestId: this.attemptOf.requestId };
    if (item.kind === 'physical' && delivery) body.delivery = trimDelivery(delivery);
    this.busy = true;
    const outcome = await attempt(this.root.ui, this.root.api.post<MallOrderValue>(LoyaltyPath.redeem, body));
    runInAction(() => {
      this.busy = false;
      // A lost answer keeps the id: the retry is the same redemption.
      if (outcome.ok || outcome.definite) this.attemptOf = null;
      if (outcome.ok) this.orders.set([outcome.value, ...(this.orders.value ?? []).filter((o) => o.id !== outcome.value.id)]);
    });
    if (!outcome.ok) {
      // A refusal may mean the item changed (sold out, limit): show what is true now.
      if (outcome.definite) void this.load(true);
      return null;
    }
    this.root.ui.showToast({ key: 'mall.redeemed', params: { title: item.title, points: formatPoints(item.pricePoints) } }, 'success');
    void this.load(true);
    // Bonus credit lands in the wallet at once.
    if (item.kind === 'bonus') void this.root.wallet.refresh();
    return outcome.value;
  }

  clear(): void {
    this.items.clear();
    this.orders.clear();
    this.busy = false;
    this.attemptOf = null;
  }
}
