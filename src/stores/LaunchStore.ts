import { makeAutoObservable, runInAction } from 'mobx';
import { GamePath, GameModuleId, SUPPORT_PLAY_TRIAL, type GameItem, type LaunchQuery, type LaunchResult } from '@common/contract/games';
import { ApiError } from '../api/errors';
import { languageHeader } from '../i18n/languages';
import { isStandalone } from '../utils/device';
import { browserStorage, localKey, readJson, writeJson } from '../utils/storage';
import { vendorRegistry, type LaunchCalls, type LaunchRequest } from '../vendors';
import type { RootStore } from './RootStore';

/** Set while the player is away in a game, so the balance reloads when they come back. */
const AWAY_KEY = localKey('inGame');

/** What a game tile tap leads to (§4). */
export type TapOutcome = 'login' | 'choose' | 'launched' | 'failed';

/**
 * Game launches: every start goes through the vendor registry's plug-in for that vendor, then
 * leaves the site for the returned game URL. Call failures are shown by the client's notice.
 */
export class LaunchStore {
  /** The launch under way (the please-wait state); null when idle. */
  pending: LaunchRequest | null = null;
  /** Counts the member's returns from a game, so the vendor-wallet chunk can recall their money (docs/transfer-wallet.md "Parts"). */
  returns = 0;

  constructor(
    private readonly root: RootStore,
    private readonly registry = vendorRegistry,
  ) {
    makeAutoObservable<LaunchStore, 'root' | 'registry'>(this, { root: false, registry: false, redirect: false });
    if (typeof window === 'undefined') return;
    // A page loaded anew by the game's back URL counts its return at start-up, once the RootStore
    // is complete, before anything renders: the pageshow that follows finds it already counted.
    queueMicrotask(() => this.resumeFromGame());
    // Back from a game: bfcache restores fire pageshow, tab switches fire visibilitychange.
    window.addEventListener('pageshow', () => this.resumeFromGame());
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'visible') this.resumeFromGame();
    });
  }

  /** Logout: a launch under way belongs to the member who tapped. */
  clear(): void {
    this.pending = null;
  }

  get launching(): boolean {
    return this.pending !== null;
  }

  /**
   * Game tile tap (§4): no member info → login; a trial guest plays on demo credit, its only
   * money, without being asked; supportPlay 0 → a member chooses; else real play.
   */
  async tapGame(game: GameItem): Promise<TapOutcome> {
    let info;
    try {
      info = await this.root.common.fetchMemberInfo();
    } catch {
      return 'failed';
    }
    if (!info) return 'login';
    const trialGuest = this.root.session.isTrial;
    if (game.supportPlay === SUPPORT_PLAY_TRIAL && !trialGuest) return 'choose';
    // A trial guest on a game without a free trial is refused by the server, which says why.
    return (await this.start({ kind: 'game', game, mode: trialGuest ? 'trial' : 'real' })) ? 'launched' : 'failed';
  }

  /**
   * Starts a game or vendor lobby through its plug-in and redirects; false when it failed.
   * backUrl is where the game's exit returns (default: the page the player is on).
   */
  async start(request: LaunchRequest, backUrl = window.location.href): Promise<boolean> {
    if (this.pending) return false;
    this.pending = request;
    const { gameType, vassalage } = request.kind === 'game' ? request.game : request;
    try {
      const transfer = await this.transferChoice(request);
      if (!transfer) return false;
      const context = { calls: this.callsWith(transfer), language: languageHeader(this.root.language.code), backUrl, device: this.device };
      const gameUrl = await this.registry.forVendor(gameType, vassalage).launch(request, context);
      writeJson(browserStorage.session(), AWAY_KEY, true);
      this.redirect(gameUrl);
      return true;
    } catch (error) {
      // Call errors already showed their notice; anything else (a lazy chunk failing) needs one.
      if (!(error instanceof ApiError) || error.silent) this.root.ui.showNotice({ key: 'game.launchFailed' });
      return false;
    } finally {
      runInAction(() => {
        this.pending = null;
      });
    }
  }

  /** Leaves the site for the game (tests replace it: jsdom cannot navigate). */
  redirect(url: string): void {
    window.location.assign(url);
  }

  /** The player is back from a game: their balance has changed. */
  resumeFromGame(): void {
    if (!readJson<boolean>(browserStorage.session(), AWAY_KEY)) return;
    writeJson(browserStorage.session(), AWAY_KEY, null);
    this.returns += 1;
    void this.root.wallet.refresh();
  }

  /**
   * A member's real-money launch may first move money into a transfer-wallet vendor, perhaps
   * asking how much (issue 19): that step is its own chunk, so the shell carries only this call.
   */
  private async transferChoice(request: LaunchRequest): Promise<Pick<LaunchQuery, 'transferAmount'> | null> {
    const { session } = this.root;
    if (!session.isLoggedIn || session.isTrial || (request.kind === 'game' && request.mode !== 'real')) return {};
    const { launchTransfer } = await import(/* webpackChunkName: "vendor-wallet" */ './vendorWallet/launchTransfer');
    return launchTransfer(this.root, request.kind === 'game' ? request.game.vendorCode : request.vassalage);
  }

  private get device(): 'MOBILE' | 'OTHERS' {
    return isStandalone() ? 'OTHERS' : 'MOBILE';
  }

  private callsWith(transfer: Pick<LaunchQuery, 'transferAmount'>): LaunchCalls {
    const { api } = this.root;
    const valueOf = (res: { value?: LaunchResult }): LaunchResult => {
      if (!res.value?.gameUrl) throw new ApiError('No game URL', { code: 'launch.no.url', silent: true });
      return res.value;
    };
    return {
      launch: async (query) => valueOf(await api.get<LaunchResult>(GamePath.launch, { params: { ...query, ...transfer }, moduleId: GameModuleId.lobby })),
      testPlay: async (body) => valueOf(await api.post<LaunchResult>(GamePath.testPlay, body, { moduleId: GameModuleId.lobby })),
      recordPlay: async (gameId) => {
        // A lost history entry must not stop the game from starting.
        await api.post(GamePath.recent, { gameId }, { moduleId: GameModuleId.recent, alert: false }).catch(() => undefined);
      },
    };
  }
}
