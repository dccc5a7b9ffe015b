/** Member calls: registration, username check, member info and profile (icon, nickname, email, payee name). */
import { Type, type TSchema } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { AccountPath, type IconValue, type LoginResult, type UsernameCheckValue } from '@common/contract/account';
import type { Envelope } from '@common/contract/envelope';
import type { MemberInfo } from '@common/contract/member';
import type { Deps } from '../../context';
import { AppError, ok } from '../../http/envelope';
import { gatewayPath } from '../../http/paths';
import { replies } from '../../http/responses';
import type { TypeBoxProvider } from '../../http/typebox';
import { authOf, type AuthContext } from '../../plugins/auth';
import { clientOf, merchantOf } from '../../plugins/gateway';
import { changeEmail, changeIcon, changeNickname, changePayeeName } from './profile';
import { register, registerMobile } from './register';
import { IconValueSchema, LoginResultSchema, MemberInfoSchema, UsernameCheckSchema } from './responses';
import { checkUsername, normalizeUsername } from './rules';
import { EmailBody, IconBody, NicknameBody, PayeeNameBody, RegisterBody, RegisterMobileBody, UsernameQuery } from './schemas';
import { findMemberByUsername, memberInfo, type Member } from './service';

const tags = ['member'];
const member = { config: { auth: 'member' as const } };

/**
 * GET and POST of one text field of the caller's profile (nickname, email, payee name): both
 * answer `{ [key]: value }`; POST stores the body's `key` through `change`, which validates it.
 */
function profileField<K extends string>(
  app: FastifyInstance,
  path: string,
  key: K,
  body: TSchema,
  read: (member: Member) => string | null,
  change: (deps: Deps, auth: AuthContext, value: string | null, ip: string) => Promise<Member>,
): void {
  const value = (m: Member) => ({ [key]: read(m) }) as Record<K, string | null>;
  // The body's schema is the value's: `{ [key]: string | null }` both ways.
  const response = replies(Type.Object({ [key]: Type.Union([Type.String(), Type.Null()]) }));
  app.get(gatewayPath(path), { ...member, schema: { response, tags } }, async (request): Promise<Envelope<Record<K, string | null>>> => ok(value(authOf(request).member)));
  app.post(gatewayPath(path), { ...member, schema: { body, response, tags } }, async (request): Promise<Envelope<Record<K, string | null>>> => {
    const given = (request.body as Record<K, string | null>)[key];
    return ok(value(await change(app, authOf(request), given, clientOf(request).ip)));
  });
}

/** Registers the member calls. */
export async function memberRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<TypeBoxProvider>();
  const encrypted = { encrypted: true };

  app.put(gatewayPath(AccountPath.register), { config: encrypted, schema: { body: RegisterBody, response: replies(LoginResultSchema), tags } }, async (request): Promise<Envelope<LoginResult>> =>
    ok(await register(app, clientOf(request), request.body)),
  );
  app.put(
    gatewayPath(AccountPath.registerMobile),
    { config: encrypted, schema: { body: RegisterMobileBody, response: replies(LoginResultSchema), tags } },
    async (request): Promise<Envelope<LoginResult>> => ok(await registerMobile(app, clientOf(request), request.body)),
  );

  const usernameOptions = { schema: { querystring: UsernameQuery, response: replies(UsernameCheckSchema), tags } };
  app.get(gatewayPath(AccountPath.checkUsername), usernameOptions, async (request): Promise<Envelope<UsernameCheckValue>> => {
    const username = normalizeUsername(request.query.username);
    const code = checkUsername(username);
    if (code) throw new AppError(code);
    return ok({ available: !(await findMemberByUsername(app.db, merchantOf(request).code, username)) });
  });

  // Trial accounts read their own info: the site's guards need their type (§4).
  app.get(gatewayPath(AccountPath.memberInfo), { config: { auth: 'trialAllowed', withdrawScope: true }, schema: { response: replies(MemberInfoSchema), tags } }, async (request): Promise<Envelope<MemberInfo>> =>
    ok(memberInfo(authOf(request).member)),
  );

  app.get(gatewayPath(AccountPath.icon), { ...member, schema: { response: replies(IconValueSchema), tags } }, async (request): Promise<Envelope<IconValue>> => ok({ iconId: authOf(request).member.iconId }));
  app.post(gatewayPath(AccountPath.icon), { ...member, schema: { body: IconBody, response: replies(IconValueSchema), tags } }, async (request): Promise<Envelope<IconValue>> => {
    const updated = await changeIcon(app, authOf(request), Number(request.body.iconId), clientOf(request).ip);
    return ok({ iconId: updated.iconId });
  });

  profileField(app, AccountPath.nickname, 'nickname', NicknameBody, (m) => m.nickname, changeNickname);
  profileField(app, AccountPath.email, 'email', EmailBody, (m) => m.email, changeEmail);
  profileField(app, AccountPath.payeeName, 'payeeName', PayeeNameBody, (m) => m.realName, changePayeeName);
}
