import { makeAutoObservable } from 'mobx';
import type { SessionStatusValue } from '@common/contract/protection';
import { formatMinor } from '../../utils/money';

/**
 * The login session's figures as the server last gave them, and the server's time now. The phone's
 * clock may be wrong by hours; only its passage is used: the offset to the server's `now` is taken
 * at each answer, so elapsed time and the reality check's moment follow the server's clock.
 */
export class SessionClock {
  status: SessionStatusValue | null = null;
  /** Server time minus phone time, taken when the status arrived. */
  private offset = 0;
  /** Server time at the last tick (observable, so elapsed time re-renders each tick). */
  now = 0;

  constructor(private readonly phoneNow: () => number = Date.now) {
    makeAutoObservable<SessionClock, 'offset' | 'phoneNow'>(this, { offset: false, phoneNow: false });
  }

  /** A fresh answer: its figures and the offset of the phone's clock. */
  update(status: SessionStatusValue): void {
    this.status = status;
    this.offset = status.now - this.phoneNow();
    this.now = status.now;
  }

  /** Moves `now` on to the server's time (called once a second while something shows it). */
  tick(): void {
    if (this.status) this.now = this.phoneNow() + this.offset;
  }

  /** Milliseconds since the session started, by the server's clock. */
  get elapsedMs(): number {
    return this.status ? Math.max(0, this.now - this.status.startedAt) : 0;
  }

  /** The reality check is due now (its moment is at or before the server's time). */
  get realityCheckDue(): boolean {
    const at = this.status?.realityCheckAt;
    return at != null && at <= this.now;
  }

  /** The session-time limit is reached. */
  get sessionEnded(): boolean {
    const at = this.status?.sessionEndsAt;
    return at != null && at <= this.now;
  }

  /** Milliseconds until the next moment that needs a dialog (reality check or session end); null: none ahead. */
  get msToNextEvent(): number | null {
    const moments = [this.status?.realityCheckAt, this.status?.sessionEndsAt].filter((m): m is number => m != null);
    if (moments.length === 0) return null;
    return Math.max(0, Math.min(...moments) - this.now);
  }

  clear(): void {
    this.status = null;
    this.offset = 0;
    this.now = 0;
  }
}

/** "1:05:09" or "5:09": elapsed time in hours, minutes and seconds. */
export function formatElapsed(ms: number): string {
  const total = Math.floor(ms / 1000);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const two = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${two(m)}:${two(s)}` : `${m}:${two(s)}`;
}

/** A net position signed both ways with 2 decimals: "+12.50", "-3.00", "0.00". */
export function formatNet(minor: number): string {
  return `${minor > 0 ? '+' : ''}${formatMinor(minor)}`;
}

/** How often the shown session time moves on. */
export const CLOCK_TICK_MS = 1000;
