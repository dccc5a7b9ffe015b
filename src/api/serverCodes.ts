import type { CUSTOMER_NOT_LOGIN_MESSAGE, ErrorCodeValue } from '@common/contract/envelope';

/**
 * The server's codes the client itself acts on, as literals the compiler checks against the
 * contract (and __tests__/src/api/serverCodes.test.ts against ErrorCode, key by key). The client
 * ships in the first download: importing ErrorCode there kept the whole code table in it (spread
 * from its per-domain files, the minifier can no longer inline the few codes used), ≈ 2.5 KB gzip
 * of the home page's 150 KB budget.
 */
export const ServerCode = {
  customerNotLogin: 'customer.not.login',
  userOrTokenInvalid: 'user.or.token.invalid',
  loginNotSession: 'login.not.session',
  tokenIpDifferent: 'token_ip_different',
  invalidAffiliateCode: 'invalid.affiliate.code',
  unknown: 'unknown.error',
} as const satisfies Record<string, ErrorCodeValue>;

/** The message (not code) the §8 session check answers with. */
export const CUSTOMER_NOT_LOGIN: typeof CUSTOMER_NOT_LOGIN_MESSAGE = 'CUSTOMER_NOT_LOGIN';
