import { makeAutoObservable, runInAction } from 'mobx';
import {
  PaymentPath,
  TRANSACTION_KINDS,
  type DepositValue,
  type RecordPage,
  type TransactionKind,
  type TransactionQuery,
  type TransactionValue,
  type WithdrawalValue,
} from '@common/contract/payments';
import { quietGet } from '../api/request';
import type { RecordTab } from '../config/payments';
import { Paged, type Page } from './base/Paged';
import type { RootStore } from './RootStore';

/** A date filter as the inputs give it: yyyy-mm-dd, or '' for no bound. */
export interface DateRange {
  from: string;
  to: string;
}

/**
 * The member's records (issue 14): deposits, withdrawals (with status, reason and steps) and the
 * transaction history of their postings, each a Paged list filtered by the same date range; the
 * history also by kind, from the server's code list. A filter change loads page 1 afresh.
 */
export class RecordsStore {
  tab: RecordTab = 'deposits';
  range: DateRange = { from: '', to: '' };
  kind: TransactionKind | undefined = undefined;
  /** The kinds the history filter offers (§7 code list); all of them until the server says. */
  kinds: readonly TransactionKind[] = TRANSACTION_KINDS;
  readonly deposits: Paged<DepositValue>;
  readonly withdrawals: Paged<WithdrawalValue>;
  readonly transactions: Paged<TransactionValue>;

  constructor(private readonly root: RootStore) {
    this.deposits = new Paged((pageNum) => this.fetch<DepositValue>(PaymentPath.deposits, { pageNum }));
    this.withdrawals = new Paged((pageNum) => this.fetch<WithdrawalValue>(PaymentPath.withdrawals, { pageNum }));
    this.transactions = new Paged((pageNum) => this.fetch<TransactionValue>(PaymentPath.transactions, { pageNum, kind: this.kind }));
    makeAutoObservable<RecordsStore, 'root' | 'fetch'>(this, { root: false, deposits: false, withdrawals: false, transactions: false, fetch: false });
  }

  /** The list of the tab shown. */
  get list(): Paged<DepositValue> | Paged<WithdrawalValue> | Paged<TransactionValue> {
    return this[this.tab];
  }

  /** A range whose start is after its end matches nothing: the screen says so instead of asking. */
  get rangeInvalid(): boolean {
    return this.range.from !== '' && this.range.to !== '' && this.range.from > this.range.to;
  }

  /** Shows a tab, loading its first page. */
  open(tab: RecordTab): Promise<void> {
    this.tab = tab;
    if (tab === 'transactions') void this.loadKinds();
    return this.reload();
  }

  setRange(range: DateRange): Promise<void> {
    this.range = range;
    return this.reload();
  }

  setKind(kind: TransactionKind | undefined): Promise<void> {
    this.kind = kind;
    return this.reload();
  }

  /** The history's kinds from the server's code list; a failure keeps every kind. */
  async loadKinds(): Promise<void> {
    const kinds = await quietGet<TransactionKind[]>(this.root.api, PaymentPath.codeList, { cache: true });
    runInAction(() => {
      if (kinds && kinds.length > 0) this.kinds = kinds;
    });
  }

  clear(): void {
    this.tab = 'deposits';
    this.range = { from: '', to: '' };
    this.kind = undefined;
    this.kinds = TRANSACTION_KINDS;
    this.deposits.reset();
    this.withdrawals.reset();
    this.transactions.reset();
  }

  /** The shown tab's page 1 again under the filters; an invalid range loads nothing. */
  private reload(): Promise<void> {
    const list = this.list;
    if (this.rangeInvalid) {
      list.reset();
      return Promise.resolve();
    }
    return list.reload();
  }

  /** One page of a record list under the date range; a refusal rejects, so the list shows its retry. */
  private async fetch<T>(path: string, query: TransactionQuery): Promise<Page<T>> {
    const { from, to } = this.range;
    const params = { ...query, from: from || undefined, to: to || undefined };
    const page = await quietGet<RecordPage<T>>(this.root.api, path, { params });
    if (!page) throw new Error('records.failed');
    return { items: page.content, pageNum: page.pageNum, totalPages: page.totalPages };
  }
}
