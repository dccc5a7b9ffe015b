/**
 * The member's identity verification (PaymentPath.kyc): GET shows it, POST (multipart: the four
 * §3 fields and the pictures front, back, selfie) submits it. Trial accounts are refused
 * (auth 'member': free.reject). The state is checked before the pictures are read, so a member
 * under review or verified never has megabytes decoded for nothing.
 */
import type { FastifyInstance } from 'fastify';
import type { Envelope } from '@common/contract/envelope';
import { KYC_DOCUMENTS, PaymentPath, type KycValue } from '@common/contract/payments';
import { ok } from '../../http/envelope';
import { acceptImageUploads, readImageUpload } from '../../http/image-uploads';
import { gatewayPath } from '../../http/paths';
import { replies } from '../../http/responses';
import type { TypeBoxProvider } from '../../http/typebox';
import { authOf } from '../../plugins/auth';
import { clientOf } from '../../plugins/gateway';
import { memberSubject } from '../member';
import { latestSubmission } from './repository';
import { KycValueSchema } from './schemas';
import { assertMaySubmit, kycFieldsOf, memberKyc, submitKyc } from './service';

const tags = ['kyc'];

/** Registers the KYC calls (inside the /wps gateway). */
export async function kycRoutes(instance: FastifyInstance): Promise<void> {
  await acceptImageUploads(instance);
  const app = instance.withTypeProvider<TypeBoxProvider>();

  app.get(gatewayPath(PaymentPath.kyc), { config: { auth: 'member' }, schema: { response: replies(KycValueSchema), tags } }, async (request): Promise<Envelope<KycValue>> =>
    ok(await memberKyc(app.db, authOf(request).member.id)),
  );

  app.post(
    gatewayPath(PaymentPath.kyc),
    {
      config: { auth: 'member' },
      schema: {
        description: `multipart/form-data: text fields address, nationality, occupation, sourceOfIncome; files ${KYC_DOCUMENTS.join(', ')} (JPEG or PNG)`,
        response: replies(KycValueSchema),
        tags,
      },
    },
    async (request): Promise<Envelope<KycValue>> => {
      const { member } = authOf(request);
      assertMaySubmit(await latestSubmission(app.db, member.id));
      const form = await readImageUpload(request, { fileFields: KYC_DOCUMENTS });
      const fields = kycFieldsOf(form.fields);
      const who = { actor: memberSubject(member.id), ip: clientOf(request).ip };
      return ok(await submitKyc(app, { member, fields, images: form.images, who, at: new Date(app.now()) }));
    },
  );
}
