/**
 * Wire contract of the accounts issue (§2 Login, §3, §7 Session and account): paths, request
 * and response shapes. Written once here; the server imports it.
 */
import type { MemberType } from './member';

/** Every path of the session and account calls. */
export const AccountPath = {
  /** GET: the server's RSA public key for encrypted bodies (exempt, under session login). */
  publicKey: '/wps/session/login/key',
  login: '/wps/session/login',
  logout: '/wps/session/logout',
  freeplayLogin: '/wps/session/login/freeplay',
  /** GET: a fresh trial account name (returns trialName). */
  trialAccount: '/wps/session/trial',
  captcha: '/wps/captcha',
  /** GET: a slider challenge; its answer unlocks an SMS code request. */
  slider: '/wps/captcha/slider',
  register: '/wps/member/register',
  registerMobile: '/wps/member/register/mobile',
  checkUsername: '/wps/check/username',
  affiliate: '/wps/agent/affiliate',
  smsLogin: '/wps/verification/sms/noLogin',
  smsRegister: '/wps/verification/sms/register',
  memberInfo: '/wps/member/info',
  icon: '/wps/member/icon',
  nickname: '/wps/member/nickname',
  email: '/wps/member/email',
  payeeName: '/wps/member/payeename',
  password: '/wps/member/password',
  passwordEmail: '/wps/member/password/email',
  passwordSms: '/wps/member/password/sms',
  passwordVerification: '/wps/member/password/verification',
  passwordReset: '/wps/member/password/reset',
  securityConfig: '/wps/member/securityConfig',
  hasWithdrawalPassword: '/wps/member/hasWithdrawalPassword',
  paymentPassword: '/wps/member/paymentPassword',
  /** Dev-only SMS/email outbox (off when NODE_ENV=production). */
  devOutbox: '/wps/dev/outbox',
} as const;

/** GET publicKey value. `publicKey` is the SPKI DER, base64. */
export interface PublicKeyValue {
  keyId: string;
  algorithm: 'RSA-OAEP-256+A256GCM';
  publicKey: string;
}

/**
 * Encrypted body (docs/encryption.md): the JSON body is sealed with a fresh AES-256-GCM key; the
 * key is wrapped with RSA-OAEP-256. Header `Encryption: <keyId>.<wrappedKey b64>.<iv b64>`;
 * the body is `{ "data": "<ciphertext+tag b64>" }`.
 */
export interface EncryptedBody {
  data: string;
}

export type LoginType = 'username' | 'sms' | 'firebase';

export interface LoginRequest {
  type: LoginType;
  username?: string;
  password?: string;
  /** Captcha answer (identifying), 1 to 16 characters, with the id it answers and its solved proof of work. */
  captcha?: string;
  captchaId?: string;
  captchaPow?: string;
  mobileNum?: string;
  countryDialingCode?: string;
  messageCode?: string;
  firebaseChannel?: 'sms';
  firebaseIdToken?: string;
  firebaseMobileNo?: string;
  /** The device token an earlier login of this account gave this device (docs/security.md, lock-out). */
  deviceToken?: string;
}

/** Login response value (§3). */
export interface LoginResult {
  token: string;
  userName: string;
  type: MemberType;
  firstTimeLogin: boolean;
  passwordExpired: boolean;
  /** Merchant the account belongs to when it differs from the site's (trial accounts). */
  merchantCode?: string;
  /** A password, SMS or Firebase login: the token that recognises this device at the account's next login. */
  deviceToken?: string;
}

/** POST freeplayLogin body: the name GET trialAccount handed out. */
export interface FreeplayLoginRequest {
  trialName: string;
}

/** value of a failed login: captcha true once captcha is required; lockedUntil (ms) when locked. */
export interface LoginFailureValue {
  captcha: boolean;
  lockedUntil?: number;
}

export interface CaptchaValue {
  captchaId: string;
  /** data: URL of the image (SVG). */
  image: string;
  expiresAt: number;
  /** A proof-of-work challenge (altcha-lib, base64 JSON) the browser solves; the answer carries the solution as captchaPow. */
  pow: string;
}

/**
 * A slider puzzle: a background with a puzzle-shaped gap and the piece that fills it. Where the
 * gap is, only the server knows; the user slides the piece along its row until it fits.
 */
export interface SliderChallenge {
  challengeId: string;
  /** data: URL of the background image (PNG), `width` × `height` image pixels. */
  background: string;
  /** data: URL of the piece image (PNG), `pieceSize` image pixels square, transparent around the shape. */
  piece: string;
  width: number;
  height: number;
  pieceSize: number;
  /** The piece's top edge, in image pixels from the background's top. */
  pieceY: number;
  expiresAt: number;
}

/** The slider answer sent with an SMS code request. */
export interface SliderAnswer {
  challengeId: string;
  /** The piece's left edge where the user dropped it, in image pixels from the background's left. */
  position: number;
}

export interface SmsCodeRequest {
  mobileNum: string;
  countryDialingCode: string;
  verification: SliderAnswer;
  /** noLogin only: what the code is for; default login. Codes only work for their purpose. */
  purpose?: 'login' | 'reset';
  /**
   * A random id this browser keeps (16 to 64 of A-Z a-z 0-9 _ -), counted by the per-device SMS
   * limit; a request without one is counted under its IP instead.
   */
  deviceId?: string;
}

/** value of sms.too.frequent: seconds until another code may be requested for the number. */
export interface SmsRetryValue {
  retryAfter: number;
}

export interface SmsCodeValue {
  /** Epoch ms after which the code no longer works; the button counts down to it. */
  expirationTime: number;
}

export interface RegisterRequest {
  username: string;
  password: string;
  confirmPassword?: string;
  email?: string;
  mobile?: string;
  countryDialingCode?: string;
  nickname?: string;
  realName?: string;
  /** YYYY-MM-DD. */
  birthday?: string;
  referrerCode?: string;
  captcha?: string;
  captchaId?: string;
  captchaPow?: string;
  transactionPassword?: string;
}

export interface RegisterMobileRequest {
  mobileNum: string;
  countryDialingCode: string;
  messageCode: string;
  password: string;
  referrerCode?: string;
  birthday?: string;
}

export interface UsernameCheckValue {
  available: boolean;
}

export interface AffiliateValue {
  valid: boolean;
  code: string;
}

export interface TrialAccountValue {
  trialName: string;
}

export interface IconValue {
  iconId: number;
}

/** GET and POST nickname (POST body has the same shape). */
export interface NicknameValue {
  nickname: string | null;
}

/** GET and POST email (POST body has the same shape). */
export interface EmailValue {
  email: string | null;
}

/** GET and POST payeename: the account holder's name for withdrawals, set once. */
export interface PayeeNameValue {
  payeeName: string | null;
}

/** POST passwordEmail, form-encoded: the reset link goes to the email only if both match. */
export interface EmailPasswordResetRequest {
  username: string;
  email: string;
}

/** POST passwordVerification body (encrypted). */
export interface PasswordVerificationRequest {
  password: string;
}

export interface PasswordVerificationValue {
  valid: boolean;
}

export interface ChangePasswordRequest {
  oldPassword: string;
  newPassword: string;
}

export interface SmsPasswordResetRequest {
  mobileNum: string;
  countryDialingCode: string;
  messageCode: string;
  newPassword: string;
}

export interface EmailPasswordResetConfirm {
  resetToken: string;
  newPassword: string;
}

export interface SecurityConfigValue {
  hasWithdrawalPassword: boolean;
  emailBound: boolean;
  mobileBound: boolean;
  passwordUpdatedAt: number | null;
}

export interface PaymentPasswordRequest {
  /** Required when a withdrawal password exists already. */
  oldPaymentPassword?: string;
  newPaymentPassword: string;
}

/** An SMS or email the dev outbox captured. */
export interface OutboxMessage {
  channel: 'sms' | 'email';
  to: string;
  text: string;
  sentAt: number;
}
