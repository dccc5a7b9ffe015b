/** Shared by the inbox and chat suites: members with tokens, trial tokens, and the members' calls. */
import type { FastifyInstance } from 'fastify';
import { AccountPath, type LoginResult, type TrialAccountValue } from '@common/contract/account';
import type { Envelope } from '@common/contract/envelope';
import type { NewMember } from '../../../../server/modules/member/service';
import { addMember, call, tokenFor } from '../../helpers/accounts';

let serial = 0;

export interface TestMember {
  id: number;
  username: string;
  token: string;
}

/** A new member of MLOBBY (type 1 unless given), logged in (Language EN unless given). */
export async function memberWithToken(app: FastifyInstance, fields: Partial<NewMember> = {}, language = 'EN'): Promise<TestMember> {
  const username = `ib${process.pid % 1000}x${serial++}`;
  const row = await addMember(app, { username, password: 'Passw0rd1', ...fields });
  return { id: row.id, username, token: await tokenFor(app, username, 'Passw0rd1', { headers: { language } }) };
}

/** A new member that never logs in. */
export async function silentMember(app: FastifyInstance, fields: Partial<NewMember> = {}): Promise<{ id: number; username: string }> {
  const username = `ib${process.pid % 1000}x${serial++}`;
  const row = await addMember(app, { username, password: 'Passw0rd1', ...fields });
  return { id: row.id, username };
}

export const TRIAL_HEADERS = { merchant: 'MLOBBYTRIAL' };

/** A trial account's (type 4) token. */
export async function trialToken(app: FastifyInstance): Promise<string> {
  const name = (await call(app, 'GET', AccountPath.trialAccount, { headers: TRIAL_HEADERS })).json<Envelope<TrialAccountValue>>().value!.trialName;
  const login = (await call(app, 'POST', AccountPath.freeplayLogin, { headers: TRIAL_HEADERS, payload: { trialName: name } })).json<Envelope<LoginResult>>();
  return login.value!.token;
}

/** A member's call; the envelope. */
export async function memberCall<T>(app: FastifyInstance, token: string, method: 'GET' | 'POST', url: string, payload?: object, headers?: Record<string, string>): Promise<Envelope<T>> {
  return (await call(app, method, url, { token, payload, headers })).json<Envelope<T>>();
}
