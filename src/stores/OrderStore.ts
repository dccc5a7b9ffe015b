import { makeAutoObservable, runInAction } from 'mobx';
import { ApiError, ClientErrorCode } from '../api/errors';
import {
  LotteryPath,
  type CancelSubordersRequest,
  type Order,
  type OrderPage,
  type OrderStatus,
  type PlaceOrderRequest,
  type Suborder,
} from '@common/contract/lottery';
import { isEnvelope, passThroughValue } from '../api/request';
import type { Envelope } from '@common/contract/envelope';
import { LOTTERY_ORDER_RETRIES, LOTTERY_ORDER_RETRY_MS, PAGE_SIZE_LOTTERY_ORDERS } from '../config/constants';
import type { Message } from './UiStore';
import type { RootStore } from './RootStore';
import { Paged, type Page } from './base/Paged';

/** A bet as the slip builds it; the store adds the requestId. */
export type OrderDraft = Omit<PlaceOrderRequest, 'requestId'>;

/** Failures where the order may or may not have reached the server: safe to resend with the same requestId. */
const RETRYABLE: ReadonlySet<string> = new Set([ClientErrorCode.network, ClientErrorCode.timeout, ClientErrorCode.offline]);

/**
 * The cancel rule (issue 5): only a pending sub-order whose issue still takes bets. `openIssues`
 * holds the issue numbers open at the server's clock now.
 */
export function cancellable(suborder: Suborder, openIssues: ReadonlySet<string>): boolean {
  return suborder.status === 'pending' && openIssues.has(suborder.issueNumber);
}

/** A fresh placement id. getRandomValues, not randomUUID: the latter needs HTTPS, which some merchants' domains lack. */
export function newRequestId(): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The member's lottery orders (/lgw/orders): placing (idempotent by requestId), the paged list by
 * status, and cancelling pending sub-orders. Every money move is followed by a balance refresh.
 */
export class OrderStore {
  /** "My orders", a page at a time (a pager, not infinite scroll). */
  readonly list: Paged<Order>;
  /** The list's filter; undefined lists every status. */
  status: OrderStatus | undefined = undefined;
  placing = false;
  /** The order the last placement made (the slip's confirmation). */
  lastOrder: Order | null = null;

  constructor(private readonly root: RootStore) {
    this.list = new Paged((pageNo) => this.fetchOrders(pageNo));
    makeAutoObservable<OrderStore, 'root' | 'fetchOrders'>(this, { root: false, list: false, fetchOrders: false });
  }

  /** The page shown, in the wire's shape; null until one has arrived. A failed load keeps what was shown. */
  get page(): OrderPage | null {
    const { list } = this;
    return list.loaded ? { content: list.items, pageNum: list.pageNum, totalPages: list.totalPages } : null;
  }

  /** Places a bet: network failures are retried with the same requestId, so it is placed at most once. */
  async place(draft: OrderDraft, requestId = newRequestId()): Promise<Order | undefined> {
    if (this.placing) return undefined;
    this.placing = true;
    try {
      const order = await this.send<Order>(LotteryPath.orders, { ...draft, requestId }, LOTTERY_ORDER_RETRIES);
      runInAction(() => {
        if (order) this.lastOrder = order;
      });
      if (order) void this.root.wallet.refresh();
      return order;
    } finally {
      runInAction(() => {
        this.placing = false;
      });
    }
  }

  /** Cancels pending sub-orders of one order; the refund shows in the balance and the list. */
  async cancel(request: CancelSubordersRequest): Promise<boolean> {
    const order = await this.send<Order>(LotteryPath.cancel, request, 0);
    if (!order) return false;
    this.list.update((o) => (o.orderId === order.orderId ? order : o));
    void this.root.wallet.refresh();
    return true;
  }

  /** Loads a page of orders with a status filter (a new filter starts at page 1). */
  async loadOrders(status: OrderStatus | undefined = this.status, pageNo = 1): Promise<void> {
    this.status = status;
    await this.list.goTo(pageNo);
  }

  clear(): void {
    this.list.reset();
    this.status = undefined;
    this.lastOrder = null;
  }

  /** One page of orders of the current filter; a refusal rejects, so the list keeps what it showed. */
  private async fetchOrders(pageNo: number): Promise<Page<Order>> {
    const body = await this.root.api.get<OrderPage>(LotteryPath.orders, {
      params: { status: this.status, pageNo, pageSize: PAGE_SIZE_LOTTERY_ORDERS },
      alert: false,
    });
    const page = passThroughValue<OrderPage>(body);
    if (!page) throw new Error('lottery.orders.failed');
    return { items: page.content, pageNum: page.pageNum, totalPages: page.totalPages };
  }

  /** POSTs with `retries` resends on network failure; refusals are shown as the server words them. */
  private async send<T>(path: string, body: unknown, retries: number): Promise<T | undefined> {
    for (let attempt = 0; ; attempt++) {
      try {
        const answer = await this.root.api.post<T>(path, body, { alert: false });
        const value = passThroughValue<T>(answer);
        if (value === undefined) this.root.ui.showNotice(refusal(answer));
        return value;
      } catch (error) {
        const retryable = error instanceof ApiError && !!error.code && RETRYABLE.has(error.code);
        if (retryable && attempt < retries) {
          await wait(LOTTERY_ORDER_RETRY_MS);
          continue;
        }
        this.root.ui.showNotice(retryable ? { key: 'error.networkSlow' } : refusal(error instanceof ApiError ? error.envelope : undefined));
        return undefined;
      }
    }
  }
}

function refusal(envelope: Envelope | unknown): Message {
  const message = isEnvelope(envelope) ? envelope.message : undefined;
  return message ? { text: message } : { key: 'lottery.orderFailed' };
}
