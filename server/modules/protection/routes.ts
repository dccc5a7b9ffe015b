/** The member's protection calls (ProtectionPath): limits, cooling-off, reality check, session figures, time-out and self-exclusion. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ErrorCode, type Envelope } from '@common/contract/envelope';
import { ProtectionPath, type BlockValue, type PendingChangeRequest, type ProtectionValue, type SessionStatusValue } from '@common/contract/protection';
import { AppError, ok } from '../../http/envelope';
import { gatewayPath } from '../../http/paths';
import { replies } from '../../http/responses';
import type { TypeBoxProvider } from '../../http/typebox';
import { authOf } from '../../plugins/auth';
import { clientOf } from '../../plugins/gateway';
import { checkCurrentPassword } from '../member';
import { imposeBlock } from './block-actions';
import { dismissPrompt, protectionOverview } from './overview';
import {
  BlockSchema,
  PendingChangeBody,
  ProtectionSchema,
  SelfExclusionBody,
  SessionStatusSchema,
  SetLimitBody,
  SetRealityCheckBody,
  SetSessionLimitBody,
  TimeOutBody,
} from './schemas';
import { continueRealityCheck, sessionStatus } from './session';
import { cancelPending, confirmPending, memberChange, type SettingKey } from './settings';

/** The setting a pending-change request names. */
const keyOf = (req: PendingChangeRequest): SettingKey => (req.target === 'limit' ? { target: req.kind, period: req.period } : { target: req.target, period: '' });

/** Registers the member's protection calls (any account but trial: free.reject). */
export async function protectionRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<TypeBoxProvider>();
  const tags = ['protection'];
  const config = { auth: 'member' as const };
  const subject = (request: FastifyRequest) => authOf(request).member;
  const ip = (request: FastifyRequest) => clientOf(request).ip;
  const overview = (request: FastifyRequest): Promise<Envelope<ProtectionValue>> => protectionOverview(app.db, subject(request), app.now()).then(ok);

  app.get(gatewayPath(ProtectionPath.overview), { config, schema: { response: replies(ProtectionSchema), tags } }, overview);

  app.post(gatewayPath(ProtectionPath.limit), { config, schema: { body: SetLimitBody, response: replies(ProtectionSchema), tags } }, async (request) => {
    const { kind, period, amount } = request.body;
    await memberChange(app.db, subject(request), { target: kind, period }, amount, app.now(), ip(request));
    return overview(request);
  });

  app.post(gatewayPath(ProtectionPath.sessionLimit), { config, schema: { body: SetSessionLimitBody, response: replies(ProtectionSchema), tags } }, async (request) => {
    await memberChange(app.db, subject(request), { target: 'sessionLimit', period: '' }, request.body.minutes, app.now(), ip(request));
    return overview(request);
  });

  app.post(gatewayPath(ProtectionPath.realityCheck), { config, schema: { body: SetRealityCheckBody, response: replies(ProtectionSchema), tags } }, async (request) => {
    await memberChange(app.db, subject(request), { target: 'realityCheck', period: '' }, request.body.minutes, app.now(), ip(request));
    return overview(request);
  });

  app.post(gatewayPath(ProtectionPath.confirm), { config, schema: { body: PendingChangeBody, response: replies(ProtectionSchema), tags } }, async (request) => {
    await confirmPending(app.db, subject(request), keyOf(request.body), app.now(), ip(request));
    return overview(request);
  });

  app.post(gatewayPath(ProtectionPath.cancel), { config, schema: { body: PendingChangeBody, response: replies(ProtectionSchema), tags } }, async (request) => {
    await cancelPending(app.db, subject(request), keyOf(request.body), app.now(), ip(request));
    return overview(request);
  });

  app.post(gatewayPath(ProtectionPath.promptDismiss), { config, schema: { response: replies(ProtectionSchema), tags } }, async (request) => {
    await dismissPrompt(app.db, subject(request).id, app.now());
    return overview(request);
  });

  app.post(gatewayPath(ProtectionPath.timeOut), { config, schema: { body: TimeOutBody, response: replies(BlockSchema), tags } }, async (request): Promise<Envelope<BlockValue>> =>
    ok(await imposeBlock(app, subject(request), { kind: 'timeOut', duration: request.body.duration }, { kind: 'member', ip: ip(request) })),
  );

  app.post(
    gatewayPath(ProtectionPath.selfExclusion),
    { config, schema: { body: SelfExclusionBody, response: replies(BlockSchema), tags } },
    async (request): Promise<Envelope<BlockValue>> => {
      // The password, throttled like every password check: a borrowed phone cannot exclude its owner for years.
      if (!(await checkCurrentPassword(app, clientOf(request), authOf(request), request.body.password))) throw new AppError(ErrorCode.passwordWrong);
      return ok(await imposeBlock(app, subject(request), { kind: 'selfExclusion', duration: request.body.duration }, { kind: 'member', ip: ip(request) }));
    },
  );

  app.get(gatewayPath(ProtectionPath.session), { config, schema: { response: replies(SessionStatusSchema), tags } }, async (request): Promise<Envelope<SessionStatusValue>> =>
    ok(await sessionStatus(app, subject(request).id, authOf(request).sessionId)),
  );

  app.post(gatewayPath(ProtectionPath.realityCheckContinue), { config, schema: { response: replies(SessionStatusSchema), tags } }, async (request): Promise<Envelope<SessionStatusValue>> =>
    ok(await continueRealityCheck(app, subject(request).id, authOf(request).sessionId)),
  );
}

