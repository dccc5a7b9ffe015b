import { AccountPath, type CaptchaValue, type LoginRequest, type LoginResult, type SliderChallenge } from '@common/contract/account';
import type { KeyServer } from './crypto';
import type { FakeRequest, Reply } from './fixtures';

/** A successful login value for a real member. */
export function loginResult(overrides: Partial<LoginResult> = {}): LoginResult {
  return { token: 'tok-alice', userName: 'alice', type: 0, firstTimeLogin: false, passwordExpired: false, ...overrides };
}

/** A fake encrypted login route: decrypts like the server, then answers with reply(body). */
export function loginRoute(server: KeyServer, reply: (body: LoginRequest) => unknown): Record<string, Reply> {
  return {
    ...server.routes,
    [`POST ${AccountPath.login}`]: async (r: FakeRequest) => reply((await server.decrypt(r)) as LoginRequest),
  };
}

/** A captcha route answering a new id and image on every call (captcha-1, captcha-2, ...). */
export function captchaRoute(): Record<string, Reply> {
  let n = 0;
  return {
    [`GET ${AccountPath.captcha}`]: () => {
      n += 1;
      const value: CaptchaValue = { captchaId: `captcha-${n}`, image: `data:image/svg+xml,captcha-${n}`, expiresAt: Date.now() + 60_000 };
      return { success: true, value };
    },
  };
}

/** A slider challenge as the server sends it: images and the piece's row, never where the gap is. */
export function sliderChallenge(challengeId: string): SliderChallenge {
  const [background, piece] = ['data:image/png;base64,YmFja2dyb3VuZA==', 'data:image/png;base64,cGllY2U='];
  return { challengeId, background, piece, width: 280, height: 160, pieceSize: 52, pieceY: 40, expiresAt: Date.now() + 60_000 };
}

/** A slider route answering a new challenge on every call. */
export function sliderRoute(): Record<string, Reply> {
  let n = 0;
  return {
    [`GET ${AccountPath.slider}`]: () => {
      n += 1;
      return { success: true, value: sliderChallenge(`slider-${n}`) };
    },
  };
}

/** The failed login that asks for a captcha from now on. */
export const CAPTCHA_REQUIRED = { success: false, code: 'captcha.required', message: 'Wrong username or password.', value: { captcha: true } };
