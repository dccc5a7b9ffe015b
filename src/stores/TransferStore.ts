import { makeAutoObservable, runInAction } from 'mobx';
import { AgentPath, type DownlineTransferRequest, type DownlineTransferValue } from '@common/contract/agents';
import { AGENT_TRANSFER_MIN } from '@common/rules/agents';
import { parseMinor } from '../utils/amount';
import { formatMinor } from '../utils/money';
import { newUuid } from '../utils/uuid';
import { Paged } from './base/Paged';
import { checkWithdrawalPassword } from './memberRules';
import { attempt } from './payments/attempt';
import type { Message } from './UiStore';
import type { RootStore } from './RootStore';
import { pageOf } from './agent/paged';

/**
 * The downline transfer (§7, issue 18): real money from the agent's balance to a member of its
 * team, with its withdrawal password (sent as the withdrawal sends it). A submit's requestId is
 * kept until the server has answered it: a retry after a lost answer sends the same id and moves
 * the money once; an answer (done or refused) frees it, so the next submit gets a new one.
 */
export class TransferStore {
  username = '';
  amount = '';
  password = '';
  busy = false;
  readonly history: Paged<DownlineTransferValue>;
  private attemptId: string | null = null;

  constructor(private readonly root: RootStore) {
    this.history = new Paged((page) => pageOf(root.api.get(AgentPath.transfer, { alert: false, params: { page } })));
    makeAutoObservable<TransferStore, 'root' | 'attemptId'>(this, { root: false, history: false, attemptId: false });
  }

  /** A change of recipient or amount is another transfer: it gets its own id. */
  set(field: 'username' | 'amount', value: string): void {
    this[field] = value;
    this.attemptId = null;
  }

  /** Digits only, as the withdrawal password field. */
  setPassword(value: string): void {
    this.password = value.replace(/\D/g, '');
  }

  get problems(): Partial<Record<'username' | 'amount' | 'password', Message>> {
    const found: Partial<Record<'username' | 'amount' | 'password', Message>> = {};
    if (!this.username.trim()) found.username = { key: 'agent.transfer.usernameRequired' };
    const minor = parseMinor(this.amount);
    if (minor === null || minor < AGENT_TRANSFER_MIN) found.amount = { key: 'agent.transfer.amountMin', params: { min: formatMinor(AGENT_TRANSFER_MIN) } };
    const password = checkWithdrawalPassword(this.password);
    if (password) found.password = password;
    return found;
  }

  /** Sends the transfer; the new transfer, or null (the agent was told why, or the form is not sendable). */
  async submit(): Promise<DownlineTransferValue | null> {
    const amount = parseMinor(this.amount);
    if (this.busy || Object.keys(this.problems).length > 0 || amount === null) return null;
    this.busy = true;
    this.attemptId ??= newUuid();
    const body: DownlineTransferRequest = { username: this.username.trim(), amount, withdrawalPassword: this.password, requestId: this.attemptId };
    const outcome = await attempt(this.root.ui, this.root.api.post<DownlineTransferValue>(AgentPath.transfer, body));
    runInAction(() => {
      this.busy = false;
      // A lost answer keeps the id (and the password): the retry is the same transfer.
      if (outcome.ok || outcome.definite) {
        this.attemptId = null;
        this.password = '';
      }
      if (outcome.ok) {
        this.username = '';
        this.amount = '';
      }
    });
    if (!outcome.ok) return null;
    this.root.ui.showToast({ key: 'agent.transfer.done', params: { amount: formatMinor(outcome.value.amount), username: outcome.value.username } }, 'success');
    void this.root.wallet.refresh();
    void this.history.reload();
    return outcome.value;
  }

  clear(): void {
    this.username = '';
    this.amount = '';
    this.password = '';
    this.busy = false;
    this.attemptId = null;
    this.history.reset();
  }
}
