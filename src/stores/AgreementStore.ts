import { makeAutoObservable, runInAction } from 'mobx';
import { AgreementPath, type AgreementStatusValue, type AgreementValue } from '@common/contract/agreement';
import { quietGet } from '../api/request';
import type { LoadState } from './DepositStore';
import { attempt } from './payments/attempt';
import type { RootStore } from './RootStore';

/**
 * The user agreement screen's state (§2 /m/useragreement, issue 15): the merchant's current version
 * in the site's language, and the member's acceptance of it.
 */
export class AgreementStore {
  agreement: AgreementValue | null = null;
  state: LoadState = 'idle';
  busy = false;

  constructor(private readonly root: RootStore) {
    makeAutoObservable<AgreementStore, 'root'>(this, { root: false });
  }

  /** The body's paragraphs (blank lines separate them; single line breaks stay inside one). */
  get paragraphs(): string[] {
    return (this.agreement?.body ?? '').split(/\n\s*\n/).map((p) => p.trim()).filter(Boolean);
  }

  async load(): Promise<void> {
    this.state = 'loading';
    const agreement = await quietGet<AgreementValue>(this.root.api, AgreementPath.current);
    runInAction(() => {
      this.state = agreement ? 'loaded' : 'failed';
      if (agreement) this.agreement = agreement;
    });
  }

  /**
   * Accepts the version on screen; true when the server recorded it. A version replaced meanwhile
   * is refused (agreement.version.stale, shown): the newer text is loaded for the member to read.
   */
  async accept(): Promise<boolean> {
    const version = this.agreement?.version;
    if (this.busy || version === undefined) return false;
    this.busy = true;
    const outcome = await attempt(this.root.ui, this.root.api.post<AgreementStatusValue>(AgreementPath.accept, { version }));
    runInAction(() => {
      this.busy = false;
    });
    if (!outcome.ok) {
      void this.load();
      return false;
    }
    runInAction(() => (this.root.session.agreementPending = outcome.value.mustAccept));
    return !outcome.value.mustAccept;
  }

  clear(): void {
    this.agreement = null;
    this.state = 'idle';
    this.busy = false;
  }
}
