/** The audit log: the chain's verification, and the rows filtered and paged (the CSV is a link with the same filters). */
import { makeAutoObservable } from 'mobx';
import { AuditPath, type AuditChainValue } from '@common/contract/audit';
import type { Page } from '@common/contract/consolePlayers';
import { ReportPath, type AuditEntryValue, type AuditQuery } from '@common/contract/consoleReports';
import { withQuery, type Query } from '../api/client';
import { Loadable } from './base/Loadable';
import type { Clearable, RootStore } from './RootStore';

export class AuditStore implements Clearable {
  filter: Omit<AuditQuery, 'page'> = {};
  readonly rows = new Loadable<Page<AuditEntryValue>>();
  readonly chain = new Loadable<AuditChainValue>();

  constructor(private readonly root: RootStore) {
    makeAutoObservable<AuditStore, 'root'>(this, { root: false, rows: false, chain: false });
  }

  /** Where the CSV of every row matching the filter downloads from (a GET: the session cookie is enough). */
  get csvUrl(): string {
    return withQuery(ReportPath.auditCsv, this.filter as Query);
  }

  load(page = 1, filter: Omit<AuditQuery, 'page'> = this.filter): Promise<unknown> {
    this.filter = filter;
    return this.rows.run(() => this.root.api.get(ReportPath.audit, { ...filter, page } as Query));
  }

  verify(): Promise<unknown> {
    return this.chain.run(() => this.root.api.get(AuditPath.verify));
  }

  clear(): void {
    this.filter = {};
    this.rows.clear();
    this.chain.clear();
  }
}
