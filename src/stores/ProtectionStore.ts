import { makeAutoObservable, runInAction } from 'mobx';
import {
  ProtectionPath,
  type BlockValue,
  type PendingChangeRequest,
  type ProtectionValue,
  type SessionStatusValue,
  type SetLimitRequest,
  type SetRealityCheckRequest,
  type SetSessionLimitRequest,
} from '@common/contract/protection';
import type { ExclusionDuration, LimitKind, LimitPeriod, RealityCheckMinutes, TimeOutDuration } from '@common/rules/protection';
import { quietGet } from '../api/request';
import type { LoadState } from './DepositStore';
import { SessionClock } from './protection/SessionClock';
import type { RootStore } from './RootStore';
import { settle } from './settle';

/** A break the player takes: a time-out, or a self-exclusion (which needs the login password). */
export type BreakRequest = { kind: 'timeOut'; duration: TimeOutDuration } | { kind: 'selfExclusion'; duration: ExclusionDuration; password: string };

/**
 * Player protection on the site (issue 15, docs/player-protection.md): the member's limits with
 * what is used and pending, the changes the member makes (the server decides what applies at once
 * and what waits for the cooling-off), time-outs and self-exclusion, the deposit-limit prompt, and
 * the login session's figures the reality check and the game header show. A feature store: the
 * responsible-gaming screen, the deposit screen and the lazily loaded SessionWatch use it.
 */
export class ProtectionStore {
  value: ProtectionValue | null = null;
  state: LoadState = 'idle';
  busy = false;
  /** The deposit-limit prompt is on screen. */
  promptOpen = false;
  readonly clock: SessionClock;

  constructor(private readonly root: RootStore) {
    this.clock = new SessionClock();
    makeAutoObservable<ProtectionStore, 'root'>(this, { root: false, clock: false });
  }

  /** Reads the member's limits and settings. */
  async load(): Promise<void> {
    this.state = 'loading';
    const value = await quietGet<ProtectionValue>(this.root.api, ProtectionPath.overview);
    runInAction(() => {
      this.state = value ? 'loaded' : 'failed';
      if (value) this.value = value;
    });
  }

  /** Sets (amount) or removes (null) a money limit; true when the server took it. */
  setLimit(kind: LimitKind, period: LimitPeriod, amount: number | null): Promise<boolean> {
    const body: SetLimitRequest = { kind, period, amount };
    return this.change(ProtectionPath.limit, body);
  }

  /** Sets (minutes) or removes (null) the session-time limit. */
  setSessionLimit(minutes: number | null): Promise<boolean> {
    const body: SetSessionLimitRequest = { minutes };
    return this.change(ProtectionPath.sessionLimit, body);
  }

  /** Sets the reality-check interval, or turns it off (null). */
  async setRealityCheck(minutes: RealityCheckMinutes | null): Promise<boolean> {
    const body: SetRealityCheckRequest = { minutes };
    const done = await this.change(ProtectionPath.realityCheck, body);
    // A more frequent check applies at once: the next one moves.
    if (done) void this.refreshSession();
    return done;
  }

  /** Confirms a pending increase or removal whose cooling-off is over. */
  confirm(target: PendingChangeRequest): Promise<boolean> {
    return this.change(ProtectionPath.confirm, target);
  }

  /** Drops a pending change; the limit in force stays. */
  cancel(target: PendingChangeRequest): Promise<boolean> {
    return this.change(ProtectionPath.cancel, target);
  }

  /**
   * Takes a time-out or self-excludes. The server ends every session of the member at once, so
   * the site forgets this one too (the logout call would be refused); the block, or null.
   */
  async takeBreak(request: BreakRequest): Promise<BlockValue | null> {
    if (this.busy) return null;
    this.busy = true;
    const path = request.kind === 'timeOut' ? ProtectionPath.timeOut : ProtectionPath.selfExclusion;
    const { kind: _kind, ...body } = request;
    const res = await settle(this.root.ui, this.root.api.post<BlockValue>(path, body));
    runInAction(() => {
      this.busy = false;
    });
    const block = res?.value ?? null;
    if (block) this.root.clear();
    return block;
  }

  /** Registration or the deposit screen: opens the deposit-limit prompt when the server says it is due. */
  async offerDepositPrompt(): Promise<void> {
    if (!this.value) await this.load();
    runInAction(() => {
      if (this.value?.depositPrompt) this.promptOpen = true;
    });
  }

  /** The prompt's quick form: a deposit limit; the prompt closes once it is set. */
  async setPromptLimit(period: LimitPeriod, amount: number): Promise<boolean> {
    const done = await this.setLimit('deposit', period, amount);
    if (done) this.closePrompt();
    return done;
  }

  /** "Not now": the server stops offering the prompt. The prompt closes whatever the answer. */
  async dismissPrompt(): Promise<void> {
    this.closePrompt();
    await this.change(ProtectionPath.promptDismiss, {});
  }

  closePrompt(): void {
    this.promptOpen = false;
  }

  /** Reads the session's figures (quietly: the header and the watch have no error to show). */
  async refreshSession(): Promise<void> {
    const status = await quietGet<SessionStatusValue>(this.root.api, ProtectionPath.session);
    if (status) this.clock.update(status);
  }

  /** "Continue" at a due reality check: the next one is an interval later. */
  async continueSession(): Promise<boolean> {
    const res = await settle(this.root.ui, this.root.api.post<SessionStatusValue>(ProtectionPath.realityCheckContinue, {}));
    if (res?.value) this.clock.update(res.value);
    return !!res?.value;
  }

  /** A date and time in the site's language ("26 Nov 2026, 18:20"). */
  formatTime(ms: number): string {
    return new Intl.DateTimeFormat(this.root.language.code, { dateStyle: 'medium', timeStyle: 'short' }).format(ms);
  }

  /** One change call: the new ProtectionValue replaces the old; a refusal is told by settle. */
  private async change(path: string, body: unknown): Promise<boolean> {
    if (this.busy) return false;
    this.busy = true;
    const res = await settle(this.root.ui, this.root.api.post<ProtectionValue>(path, body));
    runInAction(() => {
      this.busy = false;
      if (res?.value) this.value = res.value;
    });
    return !!res?.value;
  }

  clear(): void {
    this.value = null;
    this.state = 'idle';
    this.busy = false;
    this.promptOpen = false;
    this.clock.clear();
  }
}
