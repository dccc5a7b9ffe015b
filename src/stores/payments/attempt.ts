import { ApiError } from '../../api/client';
import type { Envelope } from '@common/contract/envelope';
import { settle } from '../settle';
import type { UiStore } from '../UiStore';

/**
 * A money call's outcome. `definite` tells a refusal (the server answered: nothing was done, a new
 * attempt may take a new requestId) from a lost answer (a timeout or a dropped connection: the call
 * may have been done, so the next try must carry the same requestId to be answered, not repeated).
 */
export type Outcome<T> = { ok: true; value: T } | { ok: false; definite: boolean };

/** True when the failure is the server's answer (an envelope under HTTP 500), not a lost one. */
function answered(error: unknown): boolean {
  return error instanceof ApiError && error.envelope !== undefined && (error.status ?? 0) < 500;
}

/** Awaits a call; the player is told why it failed (settle), and the caller learns whether it was a refusal. */
export async function attempt<T>(ui: UiStore, call: Promise<Envelope<T>>): Promise<Outcome<T>> {
  let definite = true;
  const res = await settle(
    ui,
    call.catch((error: unknown) => {
      definite = answered(error);
      throw error;
    }),
  );
  return res ? { ok: true, value: res.value as T } : { ok: false, definite };
}
