/** Shared set-up of the agreement tests: publishing a version as an operator would, and the member calls. */
import type { FastifyInstance } from 'fastify';
import { AgreementPath, type AgreementStatusValue, type AgreementTextValue, type AgreementValue, type AgreementVersionValue } from '@common/contract/agreement';
import type { Envelope } from '@common/contract/envelope';
import { createDraft, publishVersion } from '../../../../server/modules/agreement/console';
import { call } from '../../helpers/accounts';

const by = { actor: 'test' };

/** Writes a draft and publishes it for the merchant; the published version. */
export async function publish(app: FastifyInstance, merchantCode: string, texts: Record<string, AgreementTextValue>): Promise<AgreementVersionValue> {
  const at = new Date(app.now());
  const draft = await createDraft(app.db, merchantCode, texts, by, 'tester', at);
  return (await publishVersion(app.db, merchantCode, draft.id, by, 'tester', at))!;
}

/** A text in English only. */
export const english = (title: string, body = `${title} body.`) => ({ EN: { title, body } });

/** GET AgreementPath.current with the site headers (language and merchant as given). */
export async function current(app: FastifyInstance, headers: Record<string, string> = {}): Promise<Envelope<AgreementValue>> {
  return (await call(app, 'GET', AgreementPath.current, { headers })).json<Envelope<AgreementValue>>();
}

/** GET AgreementPath.status as the token's member. */
export async function status(app: FastifyInstance, token: string | undefined, headers: Record<string, string> = {}): Promise<Envelope<AgreementStatusValue>> {
  return (await call(app, 'GET', AgreementPath.status, { token, headers })).json<Envelope<AgreementStatusValue>>();
}

/** POST AgreementPath.accept as the token's member. */
export async function accept(app: FastifyInstance, token: string, version: number, headers: Record<string, string> = {}): Promise<Envelope<AgreementStatusValue>> {
  return (await call(app, 'POST', AgreementPath.accept, { token, payload: { version }, headers })).json<Envelope<AgreementStatusValue>>();
}
