/** GET /wps/captcha and /wps/captcha/slider (token-exempt). */
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { AccountPath, type CaptchaValue, type SliderChallenge } from '@common/contract/account';
import type { Envelope } from '@common/contract/envelope';
import { ok } from '../../http/envelope';
import { gatewayPath } from '../../http/paths';
import { replies } from '../../http/responses';
import { wireSchema } from '../../http/typebox';

const CaptchaSchema = wireSchema<CaptchaValue>()(
  Type.Object({
    captchaId: Type.String(),
    image: Type.String({ description: 'data: URL of the image' }),
    expiresAt: Type.Integer(),
    pow: Type.String({ description: 'proof-of-work challenge (altcha-lib), base64 JSON' }),
  }),
);
const SliderSchema = wireSchema<SliderChallenge>()(
  Type.Object({
    challengeId: Type.String(),
    background: Type.String({ description: 'data: URL of the background (PNG) with the gap' }),
    piece: Type.String({ description: 'data: URL of the piece (PNG)' }),
    width: Type.Integer(),
    height: Type.Integer(),
    pieceSize: Type.Integer(),
    pieceY: Type.Integer(),
    expiresAt: Type.Integer(),
  }),
);
const tags = ['captcha'];
import { issueCaptcha, issueSlider } from './service';

/** Registers the challenge calls. */
export async function captchaRoutes(app: FastifyInstance): Promise<void> {
  app.get(gatewayPath(AccountPath.captcha), { schema: { response: replies(CaptchaSchema), tags } }, async (_request, reply): Promise<Envelope<CaptchaValue>> => {
    reply.header('cache-control', 'no-store');
    return ok((await issueCaptcha(app)).value);
  });
  app.get(gatewayPath(AccountPath.slider), { schema: { response: replies(SliderSchema), tags } }, async (_request, reply): Promise<Envelope<SliderChallenge>> => {
    reply.header('cache-control', 'no-store');
    return ok(await issueSlider(app));
  });
}
