/**
 * The member's reward application calls (PromotionPath.applyReward, PromotionPath.applications;
 * docs/promotions.md "Reward applications"). Real accounts only (auth 'real'): a trial account gets
 * free.reject, a visitor customer.not.login. The form is read and its pictures checked and
 * cleaned (type from the bytes, EXIF stripped) before anything is stored.
 */
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { ErrorCode, type Envelope } from '@common/contract/envelope';
import { PromotionPath, type RewardApplicationValue } from '@common/contract/promotions';
import { IMAGE_MAX_BYTES, IMAGES_MAX_COUNT, REMARK_MAX_CHARS } from '@common/rules/limits';
import { AppError, ok } from '../../http/envelope';
import { acceptImageUploads, readImageUpload } from '../../http/image-uploads';
import { gatewayPath } from '../../http/paths';
import { replies } from '../../http/responses';
import type { TypeBoxProvider } from '../../http/typebox';
import { authOf } from '../../plugins/auth';
import { clientOf } from '../../plugins/gateway';
import { memberSubject } from '../member';
import { applyForReward, memberApplications } from './applications';
import { RewardApplicationSchema } from './applications-schemas';

const tags = ['promotions'];
const config = { auth: 'real' as const };
/** The form's file field (§7: pictures). */
const PICTURES = 'pictures';
/** A promotion id as the form sends it: a positive integer. */
const PROMOTION_ID = /^[1-9]\d{0,14}$/;

/** The form's promotionId, or request.invalid. */
function promotionIdOf(form: Record<string, string>): number {
  const raw = (form.promotionId ?? '').trim();
  if (!PROMOTION_ID.test(raw)) throw new AppError(ErrorCode.requestInvalid, { params: { field: 'promotionId', detail: 'a positive integer' } });
  return Number(raw);
}

/** Registers the reward application calls (inside the /wps gateway). */
export async function applicationRoutes(instance: FastifyInstance): Promise<void> {
  await acceptImageUploads(instance);
  const app = instance.withTypeProvider<TypeBoxProvider>();

  app.post(
    gatewayPath(PromotionPath.applyReward),
    {
      config,
      schema: {
        description: `multipart/form-data: text fields promotionId, remarks (≤ ${REMARK_MAX_CHARS} characters); files "${PICTURES}", 0 to ${IMAGES_MAX_COUNT} JPEG or PNG pictures of ≤ ${IMAGE_MAX_BYTES} bytes each`,
        response: replies(RewardApplicationSchema),
        tags,
      },
    },
    async (request): Promise<Envelope<RewardApplicationValue>> => {
      const { member } = authOf(request);
      const client = clientOf(request);
      const form = await readImageUpload(request, { fileFields: [PICTURES] });
      return ok(
        await applyForReward(app, {
          member,
          language: client.language ?? 'EN',
          promotionId: promotionIdOf(form.fields),
          remarks: form.fields.remarks ?? '',
          images: form.images,
          who: { actor: memberSubject(member.id), ip: client.ip },
          now: app.now(),
        }),
      );
    },
  );

  app.get(gatewayPath(PromotionPath.applications), { config, schema: { response: replies(Type.Array(RewardApplicationSchema)), tags } }, async (request): Promise<Envelope<RewardApplicationValue[]>> =>
    ok(await memberApplications(app.db, authOf(request).member.id, clientOf(request).language ?? 'EN')),
  );
}
