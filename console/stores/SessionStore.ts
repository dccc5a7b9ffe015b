/**
 * The operator's session (docs/console.md "Login"): the login steps (password, then a TOTP code or
 * enrolment, then the recovery codes shown once), the session restored after a reload, logout, and
 * the way back to the login when the server says the session ended (idle, absolute, revoked).
 */
import { makeAutoObservable, runInAction } from 'mobx';
import { OperatorPath, type OperatorEnrolValue, type OperatorMe, type OperatorPasswordValue } from '@common/contract/operator';
import { operatorMay, type Permission } from '@common/rules/operatorRoles';
import { ConsoleApiError, failureOf, type Failure } from '../api/errors';
import type { RootStore } from './RootStore';

export type LoginStep =
  | { kind: 'password' }
  | { kind: 'totp'; challenge: string }
  | { kind: 'enrol'; challenge: string; otpauthUri: string; qrSvg: string }
  /** Enrolled and logged in: the codes are on screen until the operator says they are saved. */
  | { kind: 'recovery'; codes: string[] };

/** A margin for the clocks past the server's idle timeout (OPERATOR_IDLE_MINUTES, sent with the session). */
const IDLE_MARGIN_MS = 5_000;
/** How often the console looks at its idle clock. */
export const IDLE_CHECK_MS = 30_000;

export class SessionStore {
  status: 'restoring' | 'loggedOut' | 'loggedIn' = 'restoring';
  me: OperatorMe | null = null;
  step: LoginStep = { kind: 'password' };
  busy = false;
  /** The last login step's refusal. */
  error: Failure | null = null;
  /** Why the operator is back at the login (the session expired), until the next attempt. */
  notice: string | null = null;
  private lastAnswerAt = Date.now();

  constructor(private readonly root: RootStore) {
    makeAutoObservable<SessionStore, 'root' | 'lastAnswerAt'>(this, { root: false, lastAnswerAt: false });
  }

  /** The console's screens show once logged in and past the recovery codes. */
  get ready(): boolean {
    return this.status === 'loggedIn' && this.me !== null && this.step.kind !== 'recovery';
  }

  get csrfToken(): string | null {
    return this.me?.csrfToken ?? null;
  }

  /** What the console shows or hides; the server decides what it refuses. */
  may(permission: Permission): boolean {
    return !!this.me && operatorMay(this.me.roles, this.me.merchantCode, permission);
  }

  /** After a reload: who is logged in, if anyone. */
  async restore(): Promise<void> {
    try {
      const me = await this.root.api.get<OperatorMe>(OperatorPath.session);
      // Still logged in (a check after idling): keep the step, the recovery codes may be on screen.
      runInAction(() => (this.status === 'loggedIn' ? (this.me = me) : this.signedIn(me)));
    } catch {
      runInAction(() => {
        if (this.status === 'restoring') this.status = 'loggedOut';
      });
    }
  }

  async submitPassword(username: string, password: string): Promise<void> {
    await this.attempt(async () => {
      const next = await this.root.api.post<OperatorPasswordValue>(OperatorPath.password, { username, password });
      runInAction(() => (this.step = next.next === 'totp' ? { kind: 'totp', challenge: next.challenge } : { kind: 'enrol', challenge: next.challenge, otpauthUri: next.otpauthUri, qrSvg: next.qrSvg }));
    });
  }

  /** The code of the totp step (or a recovery code), or the first code of a new secret; spaces as typed are dropped. */
  async submitCode(typed: string): Promise<void> {
    const step = this.step;
    const code = typed.replace(/\s+/g, '');
    if (step.kind !== 'totp' && step.kind !== 'enrol') return;
    await this.attempt(async () => {
      if (step.kind === 'totp') {
        this.signedIn(await this.root.api.post<OperatorMe>(OperatorPath.totp, { challenge: step.challenge, code }));
        return;
      }
      const { recoveryCodes, ...me } = await this.root.api.post<OperatorEnrolValue>(OperatorPath.enrol, { challenge: step.challenge, code });
      this.signedIn(me);
      runInAction(() => (this.step = { kind: 'recovery', codes: recoveryCodes }));
    });
  }

  /** The recovery codes are saved: they leave memory, the console opens. */
  recoverySaved(): void {
    this.step = { kind: 'password' };
  }

  /** Back to the password (a challenge expired, or another account). */
  restart(): void {
    this.step = { kind: 'password' };
    this.error = null;
  }

  async logout(): Promise<void> {
    await this.root.api.delete(OperatorPath.session).catch(() => undefined);
    this.ended(null);
  }

  /** The server said the session is gone: back to the login with its message. */
  sessionEnded(message: string): void {
    if (this.status === 'loggedIn') this.ended(message);
  }

  /** The server answered a call: its idle clock for this session restarted. */
  answered(): void {
    this.lastAnswerAt = Date.now();
  }

  /**
   * Watches the idle clock: once the server's idle timeout (the session's idleMinutes) has passed
   * without a call, one call asks it, so a console left open returns to the login instead of
   * showing data of a dead session. Returns the stop function.
   */
  watchIdle(everyMs = IDLE_CHECK_MS): () => void {
    const timer = setInterval(() => {
      if (this.status !== 'loggedIn' || !this.me) return;
      if (Date.now() - this.lastAnswerAt >= this.me.idleMinutes * 60_000 + IDLE_MARGIN_MS) void this.restore();
    }, everyMs);
    return () => clearInterval(timer);
  }

  private signedIn(me: OperatorMe): void {
    this.me = me;
    this.status = 'loggedIn';
    this.step = { kind: 'password' };
    this.error = null;
    this.notice = null;
  }

  private ended(notice: string | null): void {
    this.root.clear();
    this.me = null;
    this.status = 'loggedOut';
    this.step = { kind: 'password' };
    this.notice = notice;
  }

  private async attempt(run: () => Promise<void>): Promise<void> {
    this.busy = true;
    this.error = null;
    this.notice = null;
    try {
      await run();
    } catch (error) {
      runInAction(() => {
        this.error = failureOf(error);
        // A spent or expired challenge cannot be retried: the password again.
        if (error instanceof ConsoleApiError && error.code === 'operator.challenge.invalid') this.step = { kind: 'password' };
      });
    } finally {
      runInAction(() => (this.busy = false));
    }
  }
}
