/**
 * Transfer-wallet vendors in the console (common/contract/consoleTransfers.ts): the transfers
 * filtered and paged, the stuck ones, and the reconciliation report (loaded on demand: it asks
 * every vendor for its balances).
 */
import { makeAutoObservable } from 'mobx';
import {
  ConsoleTransferPath,
  type ConsoleTransfer,
  type Page,
  type ReconciliationQuery,
  type ReconciliationValue,
  type TransferListQuery,
} from '@common/contract/consoleTransfers';
import type { Query } from '../api/client';
import { Loadable } from './base/Loadable';
import type { Clearable, RootStore } from './RootStore';

export class TransfersStore implements Clearable {
  filter: Omit<TransferListQuery, 'page'> = {};
  readonly transfers = new Loadable<Page<ConsoleTransfer>>();
  readonly stuck = new Loadable<ConsoleTransfer[]>();
  readonly report = new Loadable<ReconciliationValue>();

  constructor(private readonly root: RootStore) {
    makeAutoObservable<TransfersStore, 'root'>(this, { root: false, transfers: false, stuck: false, report: false });
  }

  load(page = 1, filter: Omit<TransferListQuery, 'page'> = this.filter): Promise<unknown> {
    this.filter = filter;
    return this.transfers.run(() => this.root.api.get(ConsoleTransferPath.transfers, { ...filter, page } as Query));
  }

  loadStuck(): Promise<unknown> {
    return this.stuck.run(() => this.root.api.get(ConsoleTransferPath.stuck));
  }

  reconcile(query: ReconciliationQuery = {}): Promise<unknown> {
    return this.report.run(() => this.root.api.get(ConsoleTransferPath.reconciliation, query as Query));
  }

  clear(): void {
    this.filter = {};
    this.transfers.clear();
    this.stuck.clear();
    this.report.clear();
  }
}
