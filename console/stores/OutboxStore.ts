/** The development outbox: SMS and e-mail the platform would have sent. */
import { ReportPath, type OutboxMessage } from '@common/contract/consoleReports';
import { Loadable } from './base/Loadable';
import type { Clearable, RootStore } from './RootStore';

export class OutboxStore implements Clearable {
  readonly messages = new Loadable<OutboxMessage[]>();

  constructor(private readonly root: RootStore) {}

  load(): Promise<unknown> {
    return this.messages.run(() => this.root.api.get(ReportPath.outbox));
  }

  clear(): void {
    this.messages.clear();
  }
}
