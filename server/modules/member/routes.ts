/** Member calls: registration, username check, member info and profile (icon, nickname, email, payee name). */
import type { FastifyInstance } from 'fastify';
import { AccountPath, type EmailValue, type IconValue, type LoginResult, type NicknameValue, type PayeeNameValue, type UsernameCheckValue } from '../../../src/api/account';
import type { Envelope, MemberInfo } from '../../../src/api/types';
import { AppError, ok } from '../../http/envelope';
import { gatewayPath } from '../../http/paths';
import type { TypeBoxProvider } from '../../http/typebox';
import { authOf } from '../../plugins/auth';
import { clientOf, merchantOf } from '../../plugins/gateway';
import { changeEmail, changeIcon, changeNickname, changePayeeName } from './profile';
import { register, registerMobile } from './register';
import { checkUsername, normalizeUsername } from './rules';
import { EmailBody, IconBody, NicknameBody, PayeeNameBody, RegisterBody, RegisterMobileBody, UsernameQuery } from './schemas';
import { findMemberByUsername, memberInfo } from './service';

const member = { config: { auth: 'member' as const } };

/** Registers the member calls. */
export async function memberRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<TypeBoxProvider>();
  const encrypted = { encrypted: true };

  app.put(gatewayPath(AccountPath.register), { config: encrypted, schema: { body: RegisterBody } }, async (request): Promise<Envelope<LoginResult>> =>
    ok(await register(app, clientOf(request), request.body)),
  );
  app.put(
    gatewayPath(AccountPath.registerMobile),
    { config: encrypted, schema: { body: RegisterMobileBody } },
    async (request): Promise<Envelope<LoginResult>> => ok(await registerMobile(app, clientOf(request), request.body)),
  );

  app.get(gatewayPath(AccountPath.checkUsername), { schema: { querystring: UsernameQuery } }, async (request): Promise<Envelope<UsernameCheckValue>> => {
    const username = normalizeUsername(request.query.username);
    const code = checkUsername(username);
    if (code) throw new AppError(code);
    return ok({ available: !(await findMemberByUsername(app.db, merchantOf(request).code, username)) });
  });

  // Trial accounts read their own info: the site's guards need their type (§4).
  app.get(gatewayPath(AccountPath.memberInfo), { config: { auth: 'trialAllowed' } }, async (request): Promise<Envelope<MemberInfo>> =>
    ok(memberInfo(authOf(request).member)),
  );

  app.get(gatewayPath(AccountPath.icon), member, async (request): Promise<Envelope<IconValue>> => ok({ iconId: authOf(request).member.iconId }));
  app.post(gatewayPath(AccountPath.icon), { ...member, schema: { body: IconBody } }, async (request): Promise<Envelope<IconValue>> => {
    const updated = await changeIcon(app, authOf(request), Number(request.body.iconId), clientOf(request).ip);
    return ok({ iconId: updated.iconId });
  });

  app.get(gatewayPath(AccountPath.nickname), member, async (request): Promise<Envelope<NicknameValue>> => ok({ nickname: authOf(request).member.nickname }));
  app.post(gatewayPath(AccountPath.nickname), { ...member, schema: { body: NicknameBody } }, async (request): Promise<Envelope<NicknameValue>> => {
    const updated = await changeNickname(app, authOf(request), request.body.nickname, clientOf(request).ip);
    return ok({ nickname: updated.nickname });
  });

  app.get(gatewayPath(AccountPath.email), member, async (request): Promise<Envelope<EmailValue>> => ok({ email: authOf(request).member.email }));
  app.post(gatewayPath(AccountPath.email), { ...member, schema: { body: EmailBody } }, async (request): Promise<Envelope<EmailValue>> => {
    const updated = await changeEmail(app, authOf(request), request.body.email, clientOf(request).ip);
    return ok({ email: updated.email });
  });

  app.get(gatewayPath(AccountPath.payeeName), member, async (request): Promise<Envelope<PayeeNameValue>> => ok({ payeeName: authOf(request).member.realName }));
  app.post(gatewayPath(AccountPath.payeeName), { ...member, schema: { body: PayeeNameBody } }, async (request): Promise<Envelope<PayeeNameValue>> => {
    const updated = await changePayeeName(app, authOf(request), request.body.payeeName, clientOf(request).ip);
    return ok({ payeeName: updated.realName });
  });
}
