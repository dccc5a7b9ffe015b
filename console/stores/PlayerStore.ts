/**
 * One player's page (the console's player views, common/contract/consolePlayers.ts): the profile
 * and balances, each tab's list, and what support, risk and finance do there. Opening another
 * player drops the previous one's data.
 */
import { makeAutoObservable } from 'mobx';
import { ApprovalPath, type ApprovalValue } from '@common/contract/approvals';
import { ConsolePaymentPath, type PlayerPaymentsValue } from '@common/contract/consolePayments';
import { PlayerPath, type GameRound, type LoginAttempt, type Page, type PlayerDetail, type PlayerLotteryOrder, type PlayerNote, type PlayerPosting, type PlayerSession } from '@common/contract/consolePlayers';
import type { Query } from '../api/client';
import { Loadable } from './base/Loadable';
import type { Clearable, RootStore } from './RootStore';

/** The postings' filters: kind of intent and a date range (epoch ms). */
export interface PostingFilter {
  kind?: string;
  from?: number;
  to?: number;
}

export class PlayerStore implements Clearable {
  id: number | null = null;
  readonly detail = new Loadable<PlayerDetail>();
  readonly postings = new Loadable<Page<PlayerPosting>>();
  readonly sessions = new Loadable<PlayerSession[]>();
  readonly logins = new Loadable<LoginAttempt[]>();
  readonly rounds = new Loadable<Page<GameRound>>();
  readonly lotteryOrders = new Loadable<Page<PlayerLotteryOrder>>();
  readonly notes = new Loadable<PlayerNote[]>();
  /** Turnover, identity verification and recent deposits and withdrawals. */
  readonly payments = new Loadable<PlayerPaymentsValue>();
  /** The result of the last change (block, note, force logout, proposal). */
  readonly change = new Loadable<unknown>();
  postingFilter: PostingFilter = {};

  constructor(private readonly root: RootStore) {
    makeAutoObservable<PlayerStore, 'root'>(this, { root: false, detail: false, postings: false, sessions: false, logins: false, rounds: false, lotteryOrders: false, notes: false, payments: false, change: false });
  }

  private get api() {
    return this.root.api;
  }

  /** Opens a player (again: reloads the profile). */
  async open(id: number): Promise<void> {
    if (this.id !== id) this.clear();
    this.id = id;
    await this.detail.run(() => this.api.get<PlayerDetail>(PlayerPath.player(id)));
  }

  loadPostings(page = 1, filter: PostingFilter = this.postingFilter): Promise<unknown> {
    this.postingFilter = filter;
    return this.postings.run(() => this.api.get(PlayerPath.postings(this.id!), { ...filter, page } as Query));
  }

  loadSessions(): Promise<unknown> {
    return this.sessions.run(() => this.api.get(PlayerPath.sessions(this.id!)));
  }

  loadLogins(): Promise<unknown> {
    return this.logins.run(() => this.api.get(PlayerPath.logins(this.id!)));
  }

  loadRounds(page = 1): Promise<unknown> {
    return this.rounds.run(() => this.api.get(PlayerPath.rounds(this.id!), { page }));
  }

  loadLotteryOrders(page = 1): Promise<unknown> {
    return this.lotteryOrders.run(() => this.api.get(PlayerPath.lotteryOrders(this.id!), { page }));
  }

  loadPayments(): Promise<unknown> {
    return this.payments.run(() => this.api.get(ConsolePaymentPath.player(this.id!)));
  }

  loadNotes(): Promise<unknown> {
    return this.notes.run(() => this.api.get(PlayerPath.notes(this.id!)));
  }

  /** Ends every session of the player (force logout), with the reason the audit keeps. */
  async forceLogout(reason: string): Promise<boolean> {
    const done = await this.change.run(() => this.api.delete(PlayerPath.sessions(this.id!), { reason }).then(() => true));
    if (done) await this.loadSessions();
    return !!done;
  }

  async addNote(text: string): Promise<boolean> {
    const done = await this.change.run(() => this.api.post(PlayerPath.notes(this.id!), { text }).then(() => true));
    if (done) await this.loadNotes();
    return !!done;
  }

  /** Blocks (ends its sessions, refuses logins) or unblocks, with the reason the audit keeps. */
  async setBlocked(blocked: boolean, reason: string): Promise<boolean> {
    const done = await this.change.run(() => this.api.put(PlayerPath.block(this.id!), { blocked, reason }).then(() => true));
    if (done) await this.open(this.id!);
    return !!done;
  }

  /** Proposes a balance adjustment (minor units, signed): it waits in the review queue for a second operator. */
  async proposeAdjustment(amount: number, reason: string): Promise<ApprovalValue | null> {
    const player = this.detail.value;
    if (!player) return null;
    const proposal = { merchantCode: player.merchantCode, username: player.username, amount, reason };
    return (await this.change.run(() => this.api.post<ApprovalValue>(ApprovalPath.queue('wallet-adjustment'), proposal))) as ApprovalValue | null;
  }

  clear(): void {
    this.id = null;
    this.postingFilter = {};
    for (const loadable of [this.detail, this.postings, this.sessions, this.logins, this.rounds, this.lotteryOrders, this.notes, this.payments, this.change]) loadable.clear();
  }
}
