/** User agreements (docs/user-agreement.md): one merchant's versions, drafts written and changed, a draft published. */
import { makeAutoObservable } from 'mobx';
import { ConsoleAgreementPath, type AgreementTextValue, type AgreementVersionValue } from '@common/contract/agreement';
import { Loadable } from './base/Loadable';
import type { Clearable, RootStore } from './RootStore';

export class AgreementStore implements Clearable {
  /** The merchant a platform-wide operator picked (it must pick one); a merchant's operator lists its own. */
  merchantCode: string | null = null;
  readonly list = new Loadable<AgreementVersionValue[]>();
  /** The last draft save's outcome (its refusal shows beside the form). */
  readonly save = new Loadable<AgreementVersionValue>();
  /** The last publish's outcome. */
  readonly publishing = new Loadable<AgreementVersionValue>();

  constructor(private readonly root: RootStore) {
    makeAutoObservable<AgreementStore, 'root'>(this, { root: false, list: false, save: false, publishing: false });
  }

  /** Whether there is a merchant to list: a platform-wide operator must pick one first. */
  get scoped(): boolean {
    return this.root.session.me?.merchantCode !== null || this.merchantCode !== null;
  }

  /** The number the next publish takes: one past the newest published version. */
  get nextVersion(): number {
    return Math.max(0, ...(this.list.value ?? []).map((v) => v.version ?? 0)) + 1;
  }

  load(merchantCode = this.merchantCode): Promise<unknown> {
    this.merchantCode = merchantCode;
    if (!this.scoped) return Promise.resolve(null);
    return this.list.run(() => this.root.api.get(ConsoleAgreementPath.versions, { merchantCode }));
  }

  /** Writes a new draft (id null) or changes one; the saved draft, or null when refused. The list is reloaded after a save. */
  async saveDraft(id: number | null, texts: Record<string, AgreementTextValue>): Promise<AgreementVersionValue | null> {
    const body = { texts, ...(this.merchantCode ? { merchantCode: this.merchantCode } : {}) };
    const saved = await this.save.run(() =>
      id === null ? this.root.api.post<AgreementVersionValue>(ConsoleAgreementPath.versions, body) : this.root.api.put<AgreementVersionValue>(ConsoleAgreementPath.version(id), body),
    );
    if (saved) await this.load();
    return saved;
  }

  /** Publishes a draft as the next version: every member must accept it before playing again. */
  async publish(id: number): Promise<AgreementVersionValue | null> {
    const published = await this.publishing.run(() => this.root.api.post<AgreementVersionValue>(ConsoleAgreementPath.publish(id)));
    if (published) await this.load();
    return published;
  }

  clear(): void {
    this.merchantCode = null;
    this.list.clear();
    this.save.clear();
    this.publishing.clear();
  }
}
