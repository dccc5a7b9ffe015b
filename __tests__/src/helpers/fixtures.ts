import type { MemberType, SessionInfo } from '@common/contract/member';
import type { SystemInfo, SystemStatusValue } from '@common/contract/system';
import { encodeServicePath } from '@common/contract/customerServicePath';

/** Channel URLs the fixtures' customer-service entries decode to. */
export const CHANNEL_URLS = {
  TELEGRAM: 'https://t.me/mlobby_help',
  FACEBOOK: 'https://m.me/mlobby',
} as const;

/** A GET /wps/system/status value: open site, English and Bengali, two service channels. */
export function statusValue(
  overrides: { maintenance?: boolean; regionRestriction?: boolean; ip?: string; info?: Partial<SystemInfo> } = {},
): SystemStatusValue {
  const info: SystemInfo = {
    merchantCode: 'MLOBBY',
    merchantName: 'Mlobby Demo',
    languages: ['bn', 'en'],
    defaultLanguage: 'en',
    template: 'dark',
    theme: { themeColor: '#0f1a2e', backgroundColor: '#0b1220' },
    customerService: [
      { csType: 'TELEGRAM', title: 'Telegram help', path: encodeServicePath(CHANNEL_URLS.TELEGRAM, 'k3y4Tg01') },
      { csType: 'FACEBOOK', title: 'Facebook help', path: encodeServicePath(CHANNEL_URLS.FACEBOOK, 'k3y4Fb02') },
    ],
    domainRoute: { mainDomain: 'mlobby.test', domains: ['mlobby.test'] },
    mobileTemplate: { mem_cen: '0', dep_func: '0' },
    paths: { base: '/m', api: '/wps', icons: '/icons' },
    register: { fields: [], minAge: 21 },
    resources: [{ resourceType: 'android', url: 'https://mlobby.test/app.apk' }],
    whitelabel: {
      AGENTPOLICY3: false,
      PTSYS3: false,
      MISSIONLB3: false,
      CBS3: false,
      REWCEN3: false,
      smsLogin: false,
      passwordReset: false,
      googleSignIn: false,
      facebookSignIn: false,
    },
    mainDomain: 'mlobby.test',
    imageCDNs: [],
    ...overrides.info,
  };
  return {
    info,
    location: { ip: overrides.ip ?? '203.0.113.7', country: 'BD' },
    maintenance: overrides.maintenance ?? false,
    regionRestriction: overrides.regionRestriction ?? false,
  };
}

/** Session info of a logged-in member of the given type. */
export function sessionOf(type: MemberType = 0, userName = 'alice'): SessionInfo {
  return { token: `tok-${userName}`, merchantCode: 'MLOBBY', userName, type, firstTimeLogin: false };
}

/** A fetch answer with a non-200 status. */
export class HttpReply {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {}
}

/** What a fake route answers: an envelope, an HttpReply, or a function of the request. */
export type Reply = unknown | ((request: FakeRequest) => unknown | Promise<unknown>);

export interface FakeRequest {
  url: string;
  method: string;
  path: string;
  init: RequestInit;
}

export type FakeFetch = jest.Mock<Promise<Response>, [RequestInfo | URL, RequestInit?]>;

/** Answers the app's default calls: status, wallet balance 123456 minor units, member info, logout. */
export function defaultRoutes(): Record<string, Reply> {
  return {
    'GET /wps/system/status': { success: true, value: statusValue() },
    'GET /wps/wallets/balance': { success: true, value: { sumBalance: 123456 } },
    'GET /wps/member/info': { success: true, value: { id: 1, type: 0, userName: 'alice' } },
    'DELETE /wps/session/logout': { success: true },
  };
}

function response(status: number, body: unknown): Response {
  const raw = typeof body === 'string' ? body : JSON.stringify(body);
  return { status, ok: status >= 200 && status < 300, text: async () => raw } as unknown as Response;
}

/**
 * A fake fetch routing by "METHOD /path" (the network is outside the unit). Unrouted calls get
 * a 404 envelope so an unexpected call shows up in the test instead of hanging.
 */
export function fakeFetch(routes: Record<string, Reply> = {}): FakeFetch {
  const table = { ...defaultRoutes(), ...routes };
  return jest.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    const method = (init.method ?? 'GET').toUpperCase();
    const path = new URL(url, 'http://localhost').pathname;
    const reply = table[`${method} ${path}`];
    if (reply === undefined) return response(404, { success: false, code: 'not.found', message: `no fake for ${method} ${path}` });
    const body = typeof reply === 'function' ? await (reply as (r: FakeRequest) => unknown)({ url, method, path, init }) : reply;
    return body instanceof HttpReply ? response(body.status, body.body) : response(200, body);
  }) as FakeFetch;
}

/** The fetch calls made to a path (optionally one method). */
export function callsTo(fetchFn: FakeFetch, path: string, method?: string): FakeRequest[] {
  return fetchFn.mock.calls
    .map(([input, init = {}]) => {
      const url = String(input);
      return { url, method: (init.method ?? 'GET').toUpperCase(), path: new URL(url, 'http://localhost').pathname, init };
    })
    .filter((r) => r.path === path && (method === undefined || r.method === method));
}

/** A promise with its resolve function, to hold a fake answer back. */
export function deferred<T>(): { promise: Promise<T>; resolve: (value: T) => void } {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}
