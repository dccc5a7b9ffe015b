/** GET /wps/captcha and /wps/captcha/slider (token-exempt). */
import type { FastifyInstance } from 'fastify';
import { AccountPath, type CaptchaValue, type SliderChallenge } from '@common/contract/account';
import type { Envelope } from '@common/contract/envelope';
import { ok } from '../../http/envelope';
import { gatewayPath } from '../../http/paths';
import { issueCaptcha, issueSlider } from './service';

/** Registers the challenge calls. */
export async function captchaRoutes(app: FastifyInstance): Promise<void> {
  app.get(gatewayPath(AccountPath.captcha), async (_request, reply): Promise<Envelope<CaptchaValue>> => {
    reply.header('cache-control', 'no-store');
    return ok((await issueCaptcha(app)).value);
  });
  app.get(gatewayPath(AccountPath.slider), async (_request, reply): Promise<Envelope<SliderChallenge>> => {
    reply.header('cache-control', 'no-store');
    return ok(await issueSlider(app));
  });
}
