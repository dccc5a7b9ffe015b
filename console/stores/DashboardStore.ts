/** The dashboard: today's figures, the last days and the breakdowns, of one merchant or (platform-wide operators) all. */
import { makeAutoObservable } from 'mobx';
import { ReportPath, type DashboardValue } from '@common/contract/consoleReports';
import { Loadable } from './base/Loadable';
import type { Clearable, RootStore } from './RootStore';

export class DashboardStore implements Clearable {
  /** The merchant a platform-wide operator picked; null: every merchant (a merchant's operator always sees its own). */
  merchantCode: string | null = null;
  readonly figures = new Loadable<DashboardValue>();

  constructor(private readonly root: RootStore) {
    makeAutoObservable<DashboardStore, 'root'>(this, { root: false, figures: false });
  }

  load(merchantCode: string | null = this.merchantCode): Promise<unknown> {
    this.merchantCode = merchantCode;
    return this.figures.run(() => this.root.api.get(ReportPath.dashboard, { merchantCode }));
  }

  clear(): void {
    this.merchantCode = null;
    this.figures.clear();
  }
}
