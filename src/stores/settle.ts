import { ApiError, ClientErrorCode } from '../api/client';
import type { Envelope } from '@common/contract/envelope';
import type { UiStore } from './UiStore';

/** Encrypted bodies need WebCrypto, which browsers give only to HTTPS pages. */
const ENCRYPTION_CODES: ReadonlySet<string> = new Set([ClientErrorCode.encryptionFailed, ClientErrorCode.encryptionUnavailable]);
const errorCode = (error: unknown): string => (error instanceof ApiError ? (error.code ?? '') : '');

/**
 * Awaits a call and gives back its envelope when it succeeded, else null once the user has been
 * told why. Pass-through paths (register, reset, checks) come back refused without any notice
 * from the client, so the server's own text is shown here; failures the client already showed
 * are not shown twice.
 */
export async function settle<T>(ui: UiStore, call: Promise<Envelope<T>>): Promise<Envelope<T> | null> {
  try {
    const res = await call;
    if (res?.success === true) return res;
    ui.showNotice(res?.message ? { text: res.message } : { key: 'error.unknown' });
    return null;
  } catch (error) {
    // Silent client failures (encryption) still need words; an abort or a 502 stays quiet (§8).
    const quiet = error instanceof ApiError && (!error.silent || error.code === ClientErrorCode.aborted || error.status === 502);
    if (!quiet) ui.showNotice({ key: ENCRYPTION_CODES.has(errorCode(error)) ? 'member.secureUnavailable' : 'error.unknown' });
    return null;
  }
}
