/**
 * Test helpers for the account calls: sealing a body exactly as a browser's WebCrypto does,
 * members with cheap password hashes, logging in, and a clock tests can move.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { AccountPath, type LoginRequest, type LoginResult, type OutboxMessage, type PublicKeyValue, type SliderAnswer, type SliderChallenge } from '@common/contract/account';
import type { Envelope } from '@common/contract/envelope';
import type { Whitelabel } from '@common/contract/system';
import { acceptCurrentAgreement } from '../../../server/modules/agreement';
import { issueCaptcha } from '../../../server/modules/captcha/service';
import { challenges } from '../../../server/modules/captcha/tables';
import type { MerchantConfig } from '../../../server/modules/merchant/config-schema';
import { updateMerchantConfig } from '../../../server/modules/merchant/service';
import { createMember, type Member, type NewMember } from '../../../server/modules/member/service';
import { hashPassword } from '../../../server/security/scrypt';
import { solvePow } from '../../../src/api/pow';
import { siteHeaders } from './build';

/** scrypt at a cost tests can afford hundreds of times; verification follows the parameters stored in the hash. */
export const CHEAP_SCRYPT = { N: 1024, r: 8, p: 1 };

/** A clock a test moves by hand. */
export class TestClock {
  constructor(public ms = Date.UTC(2030, 0, 15, 12, 0, 0)) {}
  now = (): number => this.ms;
  advance(ms: number): void {
    this.ms += ms;
  }
}

const b64 = (bytes: ArrayBuffer | Uint8Array) => Buffer.from(bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes)).toString('base64');

/** What the site does (docs/encryption.md): AES-256-GCM over the JSON, the AES key wrapped with RSA-OAEP-256. Browser API only. */
export async function seal(key: PublicKeyValue, body: unknown): Promise<{ header: string; payload: { data: string } }> {
  const { subtle } = globalThis.crypto;
  const rsa = await subtle.importKey('spki', Buffer.from(key.publicKey, 'base64'), { name: 'RSA-OAEP', hash: 'SHA-256' }, false, ['encrypt']);
  const aes = await subtle.generateKey({ name: 'AES-GCM', length: 256 }, true, ['encrypt']);
  const iv = globalThis.crypto.getRandomValues(new Uint8Array(12));
  const data = await subtle.encrypt({ name: 'AES-GCM', iv }, aes, new TextEncoder().encode(JSON.stringify(body)));
  const wrapped = await subtle.encrypt({ name: 'RSA-OAEP' }, rsa, await subtle.exportKey('raw', aes));
  return { header: `${key.keyId}.${b64(wrapped)}.${b64(iv)}`, payload: { data: b64(data) } };
}

/** The server's public key, as the site fetches it. */
export async function publicKey(app: FastifyInstance): Promise<PublicKeyValue> {
  return (await app.inject({ method: 'GET', url: AccountPath.publicKey, headers: siteHeaders() })).json<Envelope<PublicKeyValue>>().value!;
}

export interface CallOptions {
  headers?: Record<string, string>;
  remoteAddress?: string;
}

/** An encrypted call (login, register, password verification). */
export async function encryptedCall(
  app: FastifyInstance,
  method: 'POST' | 'PUT',
  url: string,
  body: unknown,
  options: CallOptions = {},
): Promise<LightMyRequestResponse> {
  const { header, payload } = await seal(await publicKey(app), body);
  return app.inject({ method, url, payload, headers: siteHeaders({ encryption: header, ...options.headers }), remoteAddress: options.remoteAddress });
}

/** A plain call with the site headers (and a token when given). */
export function call(
  app: FastifyInstance,
  method: InjectOptions['method'],
  url: string,
  options: CallOptions & { token?: string; payload?: InjectOptions['payload'] } = {},
) {
  const auth: Record<string, string> = options.token ? { authorization: options.token } : {};
  return app.inject({ method, url, payload: options.payload, headers: siteHeaders({ ...auth, ...options.headers }), remoteAddress: options.remoteAddress });
}

/** POST /wps/session/login, encrypted; the parsed envelope. */
export async function login(app: FastifyInstance, body: LoginRequest, options: CallOptions = {}): Promise<Envelope<LoginResult>> {
  return (await encryptedCall(app, 'POST', AccountPath.login, body, options)).json<Envelope<LoginResult>>();
}

/** A username login that must succeed; its token. */
export async function tokenFor(app: FastifyInstance, username: string, password: string, options: CallOptions = {}): Promise<string> {
  const res = await login(app, { type: 'username', username, password }, options);
  if (!res.success) throw new Error(`login of ${username} failed: ${res.code}`);
  return res.value!.token;
}

/**
 * A member with a cheap password hash, type 1 unless given, who accepted the merchant's current user
 * agreement as registration records it (`acceptedAgreement: false`: one who has not).
 */
export async function addMember(app: FastifyInstance, fields: Partial<NewMember> & { username: string; password?: string; acceptedAgreement?: boolean }): Promise<Member> {
  const { password, acceptedAgreement = true, ...rest } = fields;
  const member = await createMember(
    app.db,
    {
      merchantCode: 'MLOBBY',
      type: 1,
      passwordHash: password === undefined ? null : await hashPassword(password, CHEAP_SCRYPT),
      passwordUpdatedAt: new Date(app.now()),
      ...rest,
    },
    { actor: 'test' },
  );
  if (!member) throw new Error(`member ${fields.username} exists`);
  if (acceptedAgreement) await acceptCurrentAgreement(app.db, member, { at: new Date(app.now()), ip: null, via: 'register' });
  return member;
}

/** Changes the demo merchant's configuration through the audited service. */
export async function configure(app: FastifyInstance, change: (config: MerchantConfig) => MerchantConfig): Promise<void> {
  await updateMerchantConfig(app.db, 'MLOBBY', change, { actor: 'test' });
}

/** Turns whitelabel switches on or off. */
export function setWhitelabel(app: FastifyInstance, patch: Partial<Whitelabel>): Promise<void> {
  return configure(app, (c) => ({ ...c, whitelabel: { ...c.whitelabel, ...patch } }));
}

/** A captcha with its answer (the service returns it; the route never does) and its proof of work solved as the site solves it. */
export async function solvedCaptcha(app: FastifyInstance): Promise<{ captchaId: string; captcha: string; captchaPow: string }> {
  const { value, answer } = await issueCaptcha(app);
  return { captchaId: value.captchaId, captcha: answer, captchaPow: (await solvePow(value.pow))! };
}

/** Where a slider challenge's gap is: only the server knows, so a test reads it from the database. */
export async function sliderTarget(app: FastifyInstance, challengeId: string): Promise<number> {
  const [row] = await app.db.select({ answer: challenges.answer }).from(challenges).where(eq(challenges.id, challengeId));
  if (!row) throw new Error(`no slider challenge ${challengeId}`);
  return Number(row.answer);
}

/** A slider challenge from GET /wps/captcha/slider, answered right. */
export async function solvedSlider(app: FastifyInstance): Promise<SliderAnswer> {
  const challenge = (await call(app, 'GET', AccountPath.slider)).json<Envelope<SliderChallenge>>().value!;
  return { challengeId: challenge.challengeId, position: await sliderTarget(app, challenge.challengeId) };
}

/** The code of the newest SMS to an E.164 number in the dev outbox. */
export async function smsCodeTo(app: FastifyInstance, phone: string): Promise<string> {
  const messages = (await call(app, 'GET', AccountPath.devOutbox)).json<Envelope<OutboxMessage[]>>().value!;
  const text = messages.find((m) => m.channel === 'sms' && m.to === phone)?.text ?? '';
  const code = /\b(\d{6})\b/.exec(text)?.[1];
  if (!code) throw new Error(`no SMS to ${phone} in the outbox`);
  return code;
}

/** Requests an SMS code (slider solved) and reads it from the outbox. */
export async function requestSmsCode(
  app: FastifyInstance,
  path: string,
  phone: { countryDialingCode: string; mobileNum: string },
  purpose?: 'login' | 'reset',
): Promise<LightMyRequestResponse> {
  const payload = { ...phone, verification: await solvedSlider(app), ...(purpose ? { purpose } : {}) };
  return call(app, 'POST', path, { payload });
}
