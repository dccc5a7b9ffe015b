/**
 * The member's deposit calls (PaymentPath): channels, start, records, one deposit, a mobile
 * wallet's confirmation and a bank transfer's proof pictures. All need a real account of type 0, 1 or 2 (auth 'deposit', §4): a visitor
 * gets customer.not.login, a trial account free.reject, other types no.permission.
 */
import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Envelope } from '@common/contract/envelope';
import { Header } from '@common/contract/headers';
import { PaymentPath, type DepositChannelValue, type DepositValue, type RecordPage } from '@common/contract/payments';
import { IMAGES_MAX_COUNT } from '@common/rules/limits';
import { ok } from '../../http/envelope';
import { acceptImageUploads, uploadProofPictures } from '../../http/image-uploads';
import { gatewayPath } from '../../http/paths';
import { replies } from '../../http/responses';
import type { TypeBoxProvider } from '../../http/typebox';
import { authOf } from '../../plugins/auth';
import { depositChannels, depositChannelValue } from './channels';
import { attachProof, confirmMobileWallet, proofOpen } from './confirm';
import { startDeposit } from './deposits';
import { memberDeposit, memberDeposits } from './reads';
import { ConfirmBody, DepositChannelSchema, DepositPageSchema, DepositParams, DepositSchema, DepositsQuery, StartBody } from './schemas';

const tags = ['payments'];
const config = { auth: 'deposit' as const };

/** The request's Language header (upper case), or undefined. */
export function languageOf(request: FastifyRequest): string | undefined {
  const header = request.headers[Header.language.toLowerCase()];
  return typeof header === 'string' ? header : undefined;
}

/** Registers the member's deposit calls (inside the /wps gateway). */
export async function paymentRoutes(instance: FastifyInstance): Promise<void> {
  await acceptImageUploads(instance);
  const app = instance.withTypeProvider<TypeBoxProvider>();
  const one = replies(DepositSchema);
  /** The caller's deposit as they read it now (after a change). */
  const reread = (request: FastifyRequest, id: string) => memberDeposit(app, authOf(request).member.id, id, languageOf(request));

  app.get(gatewayPath(PaymentPath.channels), { config, schema: { response: replies(Type.Array(DepositChannelSchema)), tags } }, async (request): Promise<Envelope<DepositChannelValue[]>> => {
    const { member } = authOf(request);
    const rows = await depositChannels(app.db, member.merchantCode, member.type);
    return ok(rows.map((row) => depositChannelValue(row, languageOf(request))));
  });

  app.post(gatewayPath(PaymentPath.deposits), { config, schema: { body: StartBody, response: one, tags } }, async (request): Promise<Envelope<DepositValue>> => {
    const caller = { member: authOf(request).member, origin: `${request.protocol}://${request.host}` };
    const { row } = await startDeposit(app, caller, request.body);
    return ok(await reread(request, row.id));
  });

  app.get(
    gatewayPath(PaymentPath.deposits),
    { config, schema: { querystring: DepositsQuery, response: replies(DepositPageSchema), tags } },
    async (request): Promise<Envelope<RecordPage<DepositValue>>> => ok(await memberDeposits(app, authOf(request).member.id, request.query, languageOf(request))),
  );

  app.get(gatewayPath(PaymentPath.deposit(':id')), { config, schema: { params: DepositParams, response: one, tags } }, async (request): Promise<Envelope<DepositValue>> =>
    ok(await reread(request, request.params.id)),
  );

  app.post(
    gatewayPath(PaymentPath.depositConfirm(':id')),
    { config, schema: { params: DepositParams, body: ConfirmBody, response: one, tags } },
    async (request): Promise<Envelope<DepositValue>> => {
      await confirmMobileWallet(app, authOf(request).member.id, request.params.id, request.body);
      return ok(await reread(request, request.params.id));
    },
  );

  app.post(
    gatewayPath(PaymentPath.depositProof(':id')),
    {
      config,
      schema: { description: `multipart/form-data: files "pictures", 1 to ${IMAGES_MAX_COUNT} JPEG or PNG pictures of the transfer`, params: DepositParams, response: one, tags },
    },
    async (request): Promise<Envelope<DepositValue>> => {
      const { member } = authOf(request);
      // The state first: a deposit that takes no proof never has megabytes decoded for nothing.
      const row = await proofOpen(app, member.id, request.params.id);
      const keys = await uploadProofPictures(request, `deposits/${member.id}/${row.id}`);
      // Pictures of a proof that was not recorded (the deposit changed meanwhile) are not kept.
      await attachProof(app, member.id, row, keys).catch(async (err: unknown) => {
        await Promise.all(keys.map((key) => app.storage.delete(key).catch(() => undefined)));
        throw err;
      });
      return ok(await reread(request, row.id));
    },
  );
}
