/** Password and security calls: change, reset by email or SMS, verification, security config, withdrawal password. */
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { AccountPath, type PasswordVerificationValue, type SecurityConfigValue } from '@common/contract/account';
import type { Envelope } from '@common/contract/envelope';
import { ok } from '../../http/envelope';
import { gatewayPath } from '../../http/paths';
import { replies } from '../../http/responses';
import type { TypeBoxProvider } from '../../http/typebox';
import { authOf } from '../../plugins/auth';
import { clientOf } from '../../plugins/gateway';
import { changePassword, checkCurrentPassword, requestEmailReset, resetWithSms, resetWithToken, setPaymentPassword } from './passwords';
import { securityConfig } from './profile';
import { PasswordVerificationSchema, SecurityConfigSchema } from './responses';
import { ChangePasswordBody, EmailResetBody, PaymentPasswordBody, ResetBody, SmsResetBody, VerificationBody } from './schemas';

/** Registers the password and security calls. */
export async function passwordRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<TypeBoxProvider>();
  const tags = ['password'];
  const done = replies(Type.Null());

  // Keeps the caller's session (the token in hand stays valid) and revokes every other.
  const changeOptions = { config: { auth: 'member' as const }, schema: { body: ChangePasswordBody, response: done, tags } };
  app.post(gatewayPath(AccountPath.password), changeOptions, async (request): Promise<Envelope<null>> => {
    await changePassword(app, clientOf(request), authOf(request), request.body);
    return ok(null);
  });

  app.post(gatewayPath(AccountPath.passwordEmail), { schema: { body: EmailResetBody, response: done, tags } }, async (request): Promise<Envelope<null>> => {
    await requestEmailReset(app, clientOf(request), request.body.username, request.body.email);
    return ok(null);
  });

  app.post(gatewayPath(AccountPath.passwordReset), { schema: { body: ResetBody, response: done, tags } }, async (request): Promise<Envelope<null>> => {
    await resetWithToken(app, clientOf(request), request.body);
    return ok(null);
  });

  app.post(gatewayPath(AccountPath.passwordSms), { schema: { body: SmsResetBody, response: done, tags } }, async (request): Promise<Envelope<null>> => {
    await resetWithSms(app, clientOf(request), request.body);
    return ok(null);
  });

  app.post(
    gatewayPath(AccountPath.passwordVerification),
    { config: { auth: 'member', encrypted: true }, schema: { body: VerificationBody, response: replies(PasswordVerificationSchema), tags } },
    async (request): Promise<Envelope<PasswordVerificationValue>> =>
      ok({ valid: await checkCurrentPassword(app, clientOf(request), authOf(request), request.body.password) }),
  );

  app.get(gatewayPath(AccountPath.securityConfig), { config: { auth: 'member' }, schema: { response: replies(SecurityConfigSchema), tags } }, async (request): Promise<Envelope<SecurityConfigValue>> =>
    ok(securityConfig(authOf(request).member)),
  );

  app.get(gatewayPath(AccountPath.hasWithdrawalPassword), { config: { auth: 'member' }, schema: { response: replies(Type.Boolean()), tags } }, async (request): Promise<Envelope<boolean>> =>
    ok(authOf(request).member.withdrawalPasswordHash !== null),
  );

  const paymentOptions = { config: { auth: 'real' as const }, schema: { body: PaymentPasswordBody, response: done, tags } };
  app.post(gatewayPath(AccountPath.paymentPassword), paymentOptions, async (request): Promise<Envelope<null>> => {
    await setPaymentPassword(app, clientOf(request), authOf(request), request.body);
    return ok(null);
  });
}
