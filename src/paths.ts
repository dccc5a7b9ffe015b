/**
 * Every site path, built in one place (as Outline's app/utils/routeHelpers.ts). Each builder
 * returns the site URL ('/m/...') that a link, a notice, a quick tile or a vendor's lobby carries;
 * routerPath() turns one into the router's location under the /m basename. Stores, vendors,
 * components and screens import paths from here, never from each other. src/routes.tsx holds the
 * route table these paths lead to (a test checks that each builder lands on a route).
 */
import { vassKeyOf, type GameType } from '@common/contract/games';

/** The router's basename: the site is served under /m. */
export const SITE_BASE = '/m';

const site = (path: string) => `${SITE_BASE}${path}`;
/** The page with a query; the query is always written (an empty one leaves the '?'), as links have always been. */
const withQuery = (path: string, query: Record<string, string>) => `${site(path)}?${new URLSearchParams(query).toString()}`;

export const homePath = (): string => site('/home');
export const loginPath = (): string => site('/login');
export const registerPath = (): string => site('/register');
export const forgetPath = (): string => site('/forget');
export const changePasswordPath = (): string => site('/changePsw');
export const memberHomePath = (): string => site('/member/home');
export const depositPath = (): string => site('/voucherCenter');
export const activityPath = (): string => site('/activity');

/** /m/applyReward for one promotion (§2: the chosen promotion rides in the query). */
export function applyRewardPath({ promotionId }: { promotionId: number }): string {
  return withQuery('/applyReward', { promotionId: String(promotionId) });
}
export const servicePath = (): string => site('/service');
export const userAgreementPath = (): string => site('/useragreement');
export const leaderBoardPath = (): string => site('/leaderBoard');
export const mallPath = (): string => site('/mall/mallHome');
/** Everything the member can claim or has received (issue 17, REWCEN3). */
export const rewardCenterPath = (): string => site('/rewardCenter');
export const moreLotteryPath = (): string => site('/moreLottery');
export const withdrawPath = (): string => site('/withdraw');
/** The member centre with the withdrawal password form open: the fix a withdrawal without one points to. */
export const withdrawalPasswordPath = (): string => withQuery('/member/home', { edit: 'withdrawalPassword' });
export const payoutAccountsPath = (): string => site('/payoutAccounts');
export const identityPath = (): string => site('/identity');
/** The member's limits, reality check, time-out and self-exclusion (issue 15). */
export const responsibleGamingPath = (): string => site('/responsibleGaming');
export const inboxPath = (): string => site('/inbox');
/** The local chat provider's conversation (server/modules/chat LOCAL_CHAT_PATH). */
export const chatPath = (): string => site('/chat');
/** The agent area (issue 18): links, team, transfers, rebates, earnings; §2 lists it without the bottom navigation. */
export const agentHomePath = (): string => site('/agent/home');

/** §2's contract screen of a kind (the spec's spelling, "Devidend", kept). */
export function agentContractPath(kind: 'dailySalary' | 'dividend' | 'hourlySalary'): string {
  return site(`/member/agent/${kind === 'dailySalary' ? 'getSalaryContract' : kind === 'dividend' ? 'getDevidendContract' : 'getHourContract'}`);
}

/** /m/voucherCenter opened on one started deposit: its payment step or its detail (the gateway's return address too). */
export function depositDetailPath(id: string): string {
  return withQuery('/voucherCenter', { deposit: id });
}

/** The member's records: one of the tabs deposits, withdrawals, transactions. */
export function recordsPath(tab: 'deposits' | 'withdrawals' | 'transactions' = 'deposits'): string {
  return withQuery('/records', { tab });
}

/** /m/notice, opened on one notice when an id is given. */
export function noticePath(id?: number): string {
  return id === undefined ? site('/notice') : withQuery('/notice', { id: String(id) });
}

/** The install guide of one phone system. */
export function downloadPath(system: 'ios' | 'android'): string {
  return site(`/download/${system}`);
}

/** /m/gameList with the given query (gameType, vassalage, gameClassify, more, tab, search). */
export function gameListPath(query: Record<string, string>): string {
  return withQuery('/gameList', query);
}

/** /m/game?vassKey= of a vendor: its lobby page or direct launch. */
export function vendorGamePath(gameType: GameType, vassalage: string): string {
  return withQuery('/game', { vassKey: vassKeyOf(gameType, vassalage) });
}

/** /m/startLottery of one game, with any extra query (view, lang, backUrl, verify). */
export function lotteryGamePath(gameCode: string, extra: Record<string, string> = {}): string {
  return withQuery('/startLottery', { gameCode, ...extra });
}

/** A site URL ("/m/gameList?x=1") as a router location under the /m basename ("/gameList?x=1"). */
export function routerPath(siteUrl: string): string {
  return siteUrl.replace(/^\/m(?=[/?]|$)/, '') || '/';
}

/** Whether two paths under /m name the same route: the router matches case-insensitively, and a trailing slash changes nothing. */
export function samePath(a: string, b: string): boolean {
  const normal = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path).toLowerCase();
  return normal(a) === normal(b);
}
