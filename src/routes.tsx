import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { loadScreenStrings } from './i18n';
import { activityPath, routerPath, samePath } from './paths';
import { listParams, parseRoute } from './screens/GameList/query';
import type { RootStore } from './stores/RootStore';

/**
 * Who may open a route (§4, §6). The server enforces the same rules; these guards only spare
 * the user a refused call.
 * - public: anyone
 * - member: logged in, real account (type 4 refused with free_reject)
 * - promotion: logged in, trial accounts allowed (type 4 may only reach promotions)
 * - memberCentre: logged in; type 4 gets the prompt to register
 * - deposit: logged in, type 0/1/2 only (deposit, withdrawal, payout accounts)
 */
export type Access = 'public' | 'member' | 'promotion' | 'memberCentre' | 'deposit';

/**
 * The strings a screen shows: only the shell's (loaded at start-up), or all of the site's (the
 * screens' part too, src/i18n). 'shell' only where __tests__/scripts/webpack/locale-loader.test.ts
 * proves it: that test fails when such a screen uses a key outside SHELL_STRINGS.
 */
export type ScreenStrings = 'shell' | 'all';

/** A screen in its own chunk: the component React renders, and the loader that fetches its chunk ahead. */
export interface Screen {
  component: LazyExoticComponent<ComponentType>;
  /** Fetches the screen's chunk and, beside it, the strings it needs; resolves when both are in. */
  load: () => Promise<unknown>;
  strings: ScreenStrings;
}

function screen(loadChunk: () => Promise<{ default: ComponentType }>, strings: ScreenStrings = 'all'): Screen {
  const load =
    strings === 'shell' ? loadChunk : () => Promise.all([loadChunk(), loadScreenStrings()]).then(([chunk]) => chunk);
  // React renders the screen only once both its chunk and its strings are in.
  return { component: lazy(load), load, strings };
}

export interface RouteDef {
  /** Paths under the /m basename. */
  paths: string[];
  screen: Screen;
  /**
   * The calls the screen makes first, started at start-up beside its chunk instead of after it
   * arrives and renders: on a slow network that is one round trip fewer before the first screen.
   */
  prefetch?: (store: RootStore, query: URLSearchParams) => void;
  /** Header title key; undefined means no title (login, register and the like). */
  titleKey?: string;
  access: Access;
  /** Home-style header (menu icon, deposit / login buttons) instead of back + home. */
  homeHeader?: boolean;
  /** No top header at all (§2: login). */
  noHeader?: boolean;
  /** Where a visitor is sent instead of /m/login (§4: the apply screen without a session returns to /m/activity). */
  visitorPath?: string;
}

const Home = screen(() => import(/* webpackChunkName: "screen-home" */ './screens/Home'), 'shell');
const Service = screen(() => import(/* webpackChunkName: "screen-service" */ './screens/Service'), 'shell');
const Download = screen(() => import(/* webpackChunkName: "screen-download" */ './screens/Download'));
const Login = screen(() => import(/* webpackChunkName: "screen-login" */ './screens/Login'));
const Trail = screen(() => import(/* webpackChunkName: "screen-trail" */ './screens/Trail'));
const Register = screen(() => import(/* webpackChunkName: "screen-register" */ './screens/Register'));
const Forget = screen(() => import(/* webpackChunkName: "screen-forget" */ './screens/Forget'));
const ChangePsw = screen(() => import(/* webpackChunkName: "screen-change-psw" */ './screens/ChangePsw'));
const MemberHome = screen(() => import(/* webpackChunkName: "screen-member-home" */ './screens/MemberHome'));
const GameList = screen(() => import(/* webpackChunkName: "screen-game-list" */ './screens/GameList'));
const Game = screen(() => import(/* webpackChunkName: "screen-game" */ './screens/Game'), 'shell');
const Notice = screen(() => import(/* webpackChunkName: "screen-notice" */ './screens/Notice'), 'shell');
const MoreLottery = screen(() => import(/* webpackChunkName: "screen-more-lottery" */ './screens/MoreLottery'));
const StartLottery = screen(() => import(/* webpackChunkName: "screen-start-lottery" */ './screens/StartLottery'));
const VoucherCenter = screen(() => import(/* webpackChunkName: "screen-voucher-center" */ './screens/VoucherCenter'));
const Withdraw = screen(() => import(/* webpackChunkName: "screen-withdraw" */ './screens/Withdraw'));
const PayoutAccounts = screen(() => import(/* webpackChunkName: "screen-payout-accounts" */ './screens/PayoutAccounts'));
const Identity = screen(() => import(/* webpackChunkName: "screen-identity" */ './screens/Identity'));
const Records = screen(() => import(/* webpackChunkName: "screen-records" */ './screens/Records'));
const UserAgreement = screen(() => import(/* webpackChunkName: "screen-user-agreement" */ './screens/UserAgreement'));
const ResponsibleGaming = screen(() => import(/* webpackChunkName: "screen-responsible-gaming" */ './screens/ResponsibleGaming'));
const Inbox = screen(() => import(/* webpackChunkName: "screen-inbox" */ './screens/Inbox'));
const Chat = screen(() => import(/* webpackChunkName: "screen-chat" */ './screens/Chat'));
const Activity = screen(() => import(/* webpackChunkName: "screen-activity" */ './screens/Activity'));
const ApplyReward = screen(() => import(/* webpackChunkName: "screen-apply-reward" */ './screens/ApplyReward'));
const Mall = screen(() => import(/* webpackChunkName: "screen-mall" */ './screens/Mall'));
const RewardCenter = screen(() => import(/* webpackChunkName: "screen-reward-center" */ './screens/RewardCenter'));
const LeaderBoard = screen(() => import(/* webpackChunkName: "screen-leader-board" */ './screens/LeaderBoard'));
const AgentContract = screen(() => import(/* webpackChunkName: "screen-agent-contract" */ './screens/AgentContract'));
const AgentHome = screen(() => import(/* webpackChunkName: "screen-agent-home" */ './screens/AgentHome'));

/** Every route of spec §2. */
export const ROUTES: readonly RouteDef[] = [
  {
    paths: ['/', '/index', '/index.html', '/home'],
    screen: Home,
    access: 'public',
    homeHeader: true,
    // The banner is the largest thing on the first screen: its announcements call leads to it.
    prefetch: (store) => {
      void store.announcements.load();
      void store.catalog.loadHome();
    },
  },
  { paths: ['/login'], screen: Login, access: 'public', noHeader: true },
  { paths: ['/register', '/register.html'], screen: Register, access: 'public' },
  { paths: ['/notice'], screen: Notice, titleKey: 'title.notice', access: 'public' },
  { paths: ['/trail'], screen: Trail, titleKey: 'title.trail', access: 'public' },
  { paths: ['/changePsw'], screen: ChangePsw, titleKey: 'title.changePsw', access: 'memberCentre' },
  { paths: ['/forget'], screen: Forget, titleKey: 'title.forget', access: 'public' },
  { paths: ['/service'], screen: Service, titleKey: 'title.service', access: 'public' },
  // The events centre: visitors see what is open (a join leads to login); trial accounts (type 4) may reach both (§4).
  { paths: ['/activity'], screen: Activity, titleKey: 'title.activity', access: 'public' },
  { paths: ['/applyReward'], screen: ApplyReward, titleKey: 'title.applyReward', access: 'promotion', visitorPath: routerPath(activityPath()) },
  { paths: ['/moreLottery'], screen: MoreLottery, titleKey: 'title.moreLottery', access: 'member' },
  { paths: ['/startLottery'], screen: StartLottery, titleKey: 'title.startLottery', access: 'member' },
  { paths: ['/useragreement'], screen: UserAgreement, titleKey: 'title.useragreement', access: 'public' },
  {
    paths: ['/gameList'],
    screen: GameList,
    titleKey: 'title.gameList',
    access: 'public',
    // A type's or vendor's list: its first page (whose icons are the largest thing shown) and the
    // vendor chips. Search, the type chooser and the member tabs ask for what they show themselves.
    prefetch: (store, query) => {
      const route = parseRoute(query);
      if (route.more || route.tab) return;
      store.gameList.open(listParams(route));
      void store.gameList.loadVendors();
    },
  },
  { paths: ['/game'], screen: Game, titleKey: 'title.game', access: 'member' },
  { paths: ['/voucherCenter'], screen: VoucherCenter, titleKey: 'title.voucherCenter', access: 'deposit' },
  // Money out: real accounts only, as deposits (§4). Identity and records: any account but a trial
  // one, as the server's routes take them.
  { paths: ['/withdraw'], screen: Withdraw, titleKey: 'title.withdraw', access: 'deposit' },
  { paths: ['/payoutAccounts'], screen: PayoutAccounts, titleKey: 'title.payoutAccounts', access: 'deposit' },
  { paths: ['/identity'], screen: Identity, titleKey: 'title.identity', access: 'member' },
  { paths: ['/records'], screen: Records, titleKey: 'title.records', access: 'member' },
  // Limits and breaks: any account but a trial one (the server refuses type 4 alike).
  { paths: ['/responsibleGaming'], screen: ResponsibleGaming, titleKey: 'title.responsibleGaming', access: 'member' },
  // The inbox and the chat: any account but a trial one (§4), as the server's routes take them.
  { paths: ['/inbox'], screen: Inbox, titleKey: 'title.inbox', access: 'member' },
  { paths: ['/chat'], screen: Chat, titleKey: 'title.chat', access: 'member' },
  { paths: ['/member/home'], screen: MemberHome, titleKey: 'title.memberHome', access: 'memberCentre' },
  // Agents (issue 18): real members only; a non-agent is told the area is for agents (the server's agent.only).
  { paths: ['/member/agent/getSalaryContract'], screen: AgentContract, titleKey: 'title.salaryContract', access: 'member' },
  { paths: ['/member/agent/getDevidendContract'], screen: AgentContract, titleKey: 'title.dividendContract', access: 'member' },
  { paths: ['/member/agent/getHourContract'], screen: AgentContract, titleKey: 'title.hourContract', access: 'member' },
  { paths: ['/agent/home', '/member/agent'], screen: AgentHome, titleKey: 'title.agentHome', access: 'member' },
  // Loyalty (issue 17): members only (a trial account is refused, as the server's routes do); each
  // screen stands behind its merchant switch (PTSYS3, REWCEN3, MISSIONLB3) and says coming soon when off.
  { paths: ['/leaderBoard'], screen: LeaderBoard, titleKey: 'title.leaderBoard', access: 'member' },
  { paths: ['/mall/mallHome'], screen: Mall, titleKey: 'title.mall', access: 'member' },
  { paths: ['/rewardCenter'], screen: RewardCenter, titleKey: 'title.rewardCenter', access: 'member' },
  { paths: ['/download/android'], screen: Download, titleKey: 'title.downloadAndroid', access: 'public' },
  { paths: ['/download/ios'], screen: Download, titleKey: 'title.downloadIos', access: 'public' },
];

/**
 * Routes without the bottom navigation (§2), including ones only listed by name; /register.html
 * is the same registration screen as /register.
 */
export const NO_BOTTOM_NAV_PATHS: readonly string[] = [
  '/lottery',
  '/app',
  '/agent/home',
  '/changePsw',
  '/rnglist',
  '/login',
  '/register',
  '/register.html',
  '/forget',
];

/** Where "back" always goes home, whatever the history (§2; the loyalty screens, opened from home's tiles, alike). */
export const BACK_HOME_PATHS: readonly string[] = ['/activity', '/mall/mallHome', '/rewardCenter', '/leaderBoard'];

/** The route definition for a path under /m, or undefined for unknown paths. */
export function findRoute(pathname: string): RouteDef | undefined {
  return ROUTES.find((r) => r.paths.some((p) => samePath(p, pathname)));
}
