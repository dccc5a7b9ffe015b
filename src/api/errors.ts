import type { Envelope } from '@common/contract/envelope';

/** Codes the client itself produces (never sent by the server). */
export const ClientErrorCode = {
  urlMissing: 'request.url.missing',
  timeout: 'request.timeout',
  offline: 'request.offline',
  network: 'request.network',
  aborted: 'request.aborted',
  encryptionUnavailable: 'encryption.unavailable',
  encryptionFailed: 'encryption.failed',
} as const;
export type ClientErrorCodeValue = (typeof ClientErrorCode)[keyof typeof ClientErrorCode];

/** Code for a transport failure without an envelope code, e.g. 'http.500'. */
export function httpErrorCode(status: number): string {
  return `http.${status}`;
}

/** Details carried by an ApiError. */
export interface ApiErrorInit {
  code?: string;
  status?: number;
  envelope?: Envelope;
  /** True when the client showed no UI for this failure (the caller may show its own). */
  silent: boolean;
  cause?: unknown;
}

/** The only error the client rejects with. */
export class ApiError extends Error {
  code?: string;
  status?: number;
  envelope?: Envelope;
  silent: boolean;

  constructor(message: string, init: ApiErrorInit) {
    super(message, init.cause === undefined ? undefined : { cause: init.cause });
    this.name = 'ApiError';
    this.code = init.code;
    this.status = init.status;
    this.envelope = init.envelope;
    this.silent = init.silent;
  }
}
