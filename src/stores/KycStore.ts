import { makeAutoObservable, runInAction } from 'mobx';
import { KYC_DOCUMENTS, PaymentPath, type KycDocument, type KycFields, type KycValue } from '@common/contract/payments';
import { quietGet } from '../api/request';
import { attempt } from './payments/attempt';
import type { LoadState } from './DepositStore';
import type { RootStore } from './RootStore';

/** What the form sends: the four §3 fields and one picture per document (after a rejection, only those that change). */
export interface KycSubmission {
  fields: KycFields;
  documents: Partial<Record<KycDocument, File>>;
}

/**
 * Identity verification (§1, §3, issue 14): the member's state (none, under review, verified,
 * rejected with the reason) and a submission of the §3 fields with the document pictures, made
 * when there is none yet or again after a rejection.
 */
export class KycStore {
  kyc: KycValue | null = null;
  state: LoadState = 'idle';
  busy = false;

  constructor(private readonly root: RootStore) {
    makeAutoObservable<KycStore, 'root'>(this, { root: false });
  }

  /** The documents a resubmission may leave out: those of the rejected submission, which the server carries over. */
  get documentsOnFile(): Record<KycDocument, boolean> {
    const onFile = this.kyc?.status === 'rejected' ? this.kyc.documents : null;
    return { front: !!onFile?.front, back: !!onFile?.back, selfie: !!onFile?.selfie };
  }

  /** A submission is possible: nothing sent yet, or the last one was rejected. */
  get canSubmit(): boolean {
    return this.kyc?.status === 'none' || this.kyc?.status === 'rejected';
  }

  async load(): Promise<void> {
    this.state = 'loading';
    const kyc = await quietGet<KycValue>(this.root.api, PaymentPath.kyc);
    runInAction(() => {
      this.state = kyc ? 'loaded' : 'failed';
      if (kyc) this.kyc = kyc;
    });
  }

  /**
   * Sends the fields and the pictures as one multipart form; true when the server took them. A
   * first submission needs all three pictures; after a rejection the server keeps those not sent.
   */
  async submit({ fields, documents }: KycSubmission): Promise<boolean> {
    if (this.busy || !this.canSubmit) return false;
    const form = new FormData();
    // The fields first: a server reading the parts as they stream has them before the files.
    for (const [name, value] of Object.entries(fields)) form.append(name, value.trim());
    for (const document of KYC_DOCUMENTS) {
      const file = documents[document];
      if (file) form.append(document, file, file.name);
    }
    this.busy = true;
    const outcome = await attempt(this.root.ui, this.root.api.post<KycValue>(PaymentPath.kyc, form));
    runInAction(() => {
      this.busy = false;
      if (outcome.ok) this.kyc = outcome.value;
    });
    if (outcome.ok) this.root.ui.showToast({ key: 'kyc.sent' }, 'success');
    return outcome.ok;
  }

  clear(): void {
    this.kyc = null;
    this.state = 'idle';
    this.busy = false;
  }
}
