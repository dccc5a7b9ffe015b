/** Building the /wps response envelope (ARCHITECTURE.md "Wire conventions"). */
import type { Envelope, ErrorCodeValue } from '@common/contract/envelope';

/** The content type of every JSON answer; routes that send prepared JSON text set it themselves. */
export const JSON_TYPE = 'application/json; charset=utf-8';

/** Successful envelope around a value. */
export function ok<T>(value: T): Envelope<T> {
  return { success: true, value };
}

export interface AppErrorOptions {
  /** HTTP status: 200 for a business refusal (the default), 4xx/5xx for transport-level problems. */
  status?: number;
  /** Values for the message template of the code (server/i18n/messages.ts). */
  params?: Record<string, string | number>;
  /** Data the client acts on with the refusal (captcha flag, lockedUntil, retryAfter). */
  value?: unknown;
}

/** An outcome the central error handler turns into `{ success: false, code, message }`. */
export class AppError extends Error {
  readonly status: number;
  readonly params: Record<string, string | number>;
  readonly value: unknown;

  constructor(
    readonly code: ErrorCodeValue,
    options: AppErrorOptions = {},
  ) {
    super(code);
    this.name = 'AppError';
    this.status = options.status ?? 200;
    this.params = options.params ?? {};
    this.value = options.value;
  }
}
