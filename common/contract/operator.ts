/**
 * The console's calls to the server (console <-> server, issue 13): paths and shapes of the
 * operator session. Every console call lives under CONSOLE_API and answers with the envelope.
 */
import type { Permission, Role } from '../rules/operatorRoles';

/** Where the console's API lives; the console app itself is served under /console. */
export const CONSOLE_API = '/console/api';

export const OperatorPath = {
  /** POST: username and password; answers the next step (a TOTP code, or enrolment first). */
  password: `${CONSOLE_API}/session/password`,
  /** POST: the challenge and a TOTP or recovery code; starts the session (cookie). */
  totp: `${CONSOLE_API}/session/totp`,
  /** POST: the challenge and the first code of the new secret; starts the session and shows the recovery codes once. */
  enrol: `${CONSOLE_API}/session/enrol`,
  /** GET: who is logged in (and the CSRF token); DELETE: log out. */
  session: `${CONSOLE_API}/session`,
} as const;

/** The header a cookie-authenticated console call that changes something carries. */
export const CSRF_HEADER = 'X-CSRF-Token';

export interface OperatorPasswordRequest {
  username: string;
  password: string;
}

/** After a right password: the code step, or (no second factor yet) enrolment with the new secret. */
export type OperatorPasswordValue =
  | { next: 'totp'; challenge: string }
  | { next: 'enrol'; challenge: string; otpauthUri: string; qrSvg: string };

export interface OperatorCodeRequest {
  challenge: string;
  /** Six digits from the authenticator, or (totp step only) a recovery code. */
  code: string;
}

/** The logged-in operator as the console sees it. */
export interface OperatorMe {
  id: number;
  username: string;
  /** null: platform-wide. */
  merchantCode: string | null;
  roles: Role[];
  permissions: Permission[];
  /** Sent back in CSRF_HEADER on every call that changes something. */
  csrfToken: string;
  /** Minutes without a call after which the server ends the session (OPERATOR_IDLE_MINUTES). */
  idleMinutes: number;
}

/** The session after enrolment, with the recovery codes: shown once, never again. */
export interface OperatorEnrolValue extends OperatorMe {
  recoveryCodes: string[];
}
