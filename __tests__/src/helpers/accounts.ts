import { createChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';
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

/** A real proof-of-work challenge (altcha-lib), a few keys' work, naming its captcha as the server's do. */
async function powChallenge(captchaId: string): Promise<string> {
  const challenge = await createChallenge({ algorithm: 'PBKDF2/SHA-256', cost: 10, counter: 5, deriveKey, data: { captchaId }, hmacSignatureSecret: 'test' });
  return btoa(JSON.stringify(challenge));
}

/** The captcha a solved captchaPow (base64 JSON of challenge and solution) was solved for. */
export function powCaptchaId(captchaPow: string | undefined): unknown {
  return (JSON.parse(atob(captchaPow ?? 'e30=')) as { challenge?: { parameters?: { data?: { captchaId?: string } } } }).challenge?.parameters?.data?.captchaId;
}

/** A captcha route answering a new id, image and proof-of-work challenge on every call (captcha-1, captcha-2, ...). */
export function captchaRoute(): Record<string, Reply> {
  let n = 0;
  return {
    [`GET ${AccountPath.captcha}`]: async () => {
      n += 1;
      const captchaId = `captcha-${n}`;
      const value: CaptchaValue = { captchaId, image: `data:image/svg+xml,${captchaId}`, expiresAt: Date.now() + 60_000, pow: await powChallenge(captchaId) };
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
