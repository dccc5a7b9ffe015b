/**
 * A player's protection as support and risk see it (common/contract/protection.ts,
 * ConsoleProtectionPath): limits with what is used, the session limit and reality check, the
 * block in force and the history; the two things an operator may do, lower a limit and impose a
 * time-out or self-exclusion. The server refuses a raise (protection.operator.cannot.raise): that
 * refusal is this store's `change.error`, shown by the form that made it.
 */
import { makeAutoObservable } from 'mobx';
import { ConsoleProtectionPath, type OperatorBlockRequest, type OperatorLimitRequest, type PlayerProtectionValue } from '@common/contract/protection';
import { Loadable } from './base/Loadable';
import type { Clearable, RootStore } from './RootStore';

/** Which form made the last change (its refusal or "done" shows there, not under the other). */
export type ProtectionChange = 'limit' | 'block';

export class PlayerProtectionStore implements Clearable {
  playerId: number | null = null;
  readonly protection = new Loadable<PlayerProtectionValue>();
  readonly change = new Loadable<PlayerProtectionValue>();
  changed: ProtectionChange | null = null;

  constructor(private readonly root: RootStore) {
    makeAutoObservable<PlayerProtectionStore, 'root'>(this, { root: false, protection: false, change: false });
  }

  /** Loads a player's protection (another player's data is dropped first). */
  load(playerId: number): Promise<unknown> {
    if (this.playerId !== playerId) this.clear();
    this.playerId = playerId;
    return this.protection.run(() => this.root.api.get(ConsoleProtectionPath.player(playerId)));
  }

  /** Lowers (or adds) a money limit or the session limit; true when the server applied it. */
  lowerLimit(request: OperatorLimitRequest): Promise<boolean> {
    return this.apply('limit', ConsoleProtectionPath.limit(this.playerId!), request);
  }

  /** Imposes a time-out or self-exclusion (the player's sessions end); true when the server applied it. */
  impose(request: OperatorBlockRequest): Promise<boolean> {
    return this.apply('block', ConsoleProtectionPath.block(this.playerId!), request);
  }

  private async apply(which: ProtectionChange, path: string, body: OperatorLimitRequest | OperatorBlockRequest): Promise<boolean> {
    this.changed = which;
    const value = await this.change.run(() => this.root.api.post<PlayerProtectionValue>(path, body));
    // The answer is the player's protection after the change: no second load needed.
    if (value) this.protection.set(value);
    return value !== null;
  }

  clear(): void {
    this.playerId = null;
    this.changed = null;
    this.protection.clear();
    this.change.clear();
  }
}
