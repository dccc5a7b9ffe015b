import { makeAutoObservable, runInAction } from 'mobx';
import type { LoadState } from '../DepositStore';

/**
 * One loyalty read (the summary, the mall's items and orders, the reward centre): its value and
 * state, kept `maxAgeMs` for the member it was read for. A failed refresh keeps what is shown; a
 * read already under way is shared; an answer that arrives after a logout (another member) is dropped.
 */
export class CachedRead<T> {
  value: T | null = null;
  state: LoadState = 'idle';
  private at = 0;
  private user: string | null = null;
  private pending: Promise<void> | null = null;

  constructor(
    private readonly read: () => Promise<T | undefined>,
    private readonly member: () => string | null,
    private readonly maxAgeMs: number,
  ) {
    makeAutoObservable<CachedRead<T>, 'read' | 'member' | 'at' | 'user' | 'pending'>(this, { read: false, member: false, at: false, user: false, pending: false });
  }

  /** Reads unless a read younger than maxAgeMs for the same member is there (or one is under way); force reads again. */
  load(force = false): Promise<void> {
    const user = this.member();
    const fresh = this.state === 'loaded' && this.user === user && Date.now() - this.at < this.maxAgeMs;
    if (!force && fresh) return Promise.resolve();
    if (!force && this.pending) return this.pending;
    if (this.state !== 'loaded') this.state = 'loading';
    const pending = this.read().then((value) =>
      runInAction(() => {
        if (this.pending === pending) this.pending = null;
        if (this.member() !== user) return;
        if (value !== undefined) {
          this.value = value;
          this.state = 'loaded';
          this.at = Date.now();
          this.user = user;
        } else if (this.state !== 'loaded') {
          this.state = 'failed';
        }
      }),
    );
    this.pending = pending;
    return pending;
  }

  /** A value the server sent back by another call (a claim, a redemption) takes the read's place. */
  set(value: T): void {
    this.value = value;
  }

  clear(): void {
    this.value = null;
    this.state = 'idle';
    this.at = 0;
    this.user = null;
    this.pending = null;
  }
}
