/** The console's protection calls (ConsoleProtectionPath): view a player's protection, lower a limit, impose a block. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ErrorCode, type Envelope } from '@common/contract/envelope';
import { ConsoleProtectionPath, type OperatorLimitRequest, type PlayerProtectionValue } from '@common/contract/protection';
import { EXCLUSION_DURATIONS, TIME_OUT_DURATIONS, type ExclusionDuration, type TimeOutDuration } from '@common/rules/protection';
import { PlayerParams } from '../../http/console';
import { AppError, ok } from '../../http/envelope';
import { consoleRoute } from '../../http/paths';
import { replies } from '../../http/responses';
import type { TypeBoxProvider } from '../../http/typebox';
import { operatorOf } from '../../plugins/operator-auth';
import { operatorActorOf, playerInScope } from '../member';
import { imposeBlock, type BlockRequest } from './block-actions';
import type { ChangeActor } from './events';
import { playerProtection } from './overview';
import { OperatorBlockBody, OperatorLimitBody, PlayerProtectionSchema } from './schemas';
import { operatorChange, type SettingKey } from './settings';

const invalid = (field: string, detail: string) => new AppError(ErrorCode.requestInvalid, { params: { field, detail } });

/** The setting an operator's limit request names (a money limit needs its kind and period). */
function keyOf(req: OperatorLimitRequest): SettingKey {
  if (req.target === 'sessionLimit') return { target: 'sessionLimit', period: '' };
  if (!req.kind || !req.period) throw invalid(req.kind ? 'period' : 'kind', 'is required for a money limit');
  return { target: req.kind, period: req.period };
}

/** The block an operator's request names (a time-out's durations, or a self-exclusion's). */
function blockOf(kind: BlockRequest['kind'], duration: string): BlockRequest {
  if (kind === 'timeOut' && (TIME_OUT_DURATIONS as readonly string[]).includes(duration)) return { kind, duration: duration as TimeOutDuration };
  if (kind === 'selfExclusion' && (EXCLUSION_DURATIONS as readonly string[]).includes(duration)) return { kind, duration: duration as ExclusionDuration };
  throw invalid('duration', `is not a ${kind} duration`);
}

/** Registers the console's protection calls (inside operatorScope). */
export async function protectionConsoleRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<TypeBoxProvider>();
  const tags = ['console', 'players'];
  const actor = (request: FastifyRequest, reason: string): ChangeActor => ({ kind: 'operator', username: operatorOf(request).username, audit: operatorActorOf(app, request), reason });

  app.get(
    consoleRoute(ConsoleProtectionPath.player(':id')),
    { config: { permission: 'players.view' }, schema: { params: PlayerParams, response: replies(PlayerProtectionSchema), tags } },
    async (request): Promise<Envelope<PlayerProtectionValue>> => ok(await playerProtection(app.db, await playerInScope(app, request, request.params.id), app.now())),
  );

  app.post(
    consoleRoute(ConsoleProtectionPath.limit(':id')),
    { config: { permission: 'limits.reduce' }, schema: { params: PlayerParams, body: OperatorLimitBody, response: replies(PlayerProtectionSchema), tags } },
    async (request): Promise<Envelope<PlayerProtectionValue>> => {
      const member = await playerInScope(app, request, request.params.id);
      await operatorChange(app.db, member, keyOf(request.body), request.body.value, actor(request, request.body.reason), app.now());
      return ok(await playerProtection(app.db, member, app.now()));
    },
  );

  app.post(
    consoleRoute(ConsoleProtectionPath.block(':id')),
    { config: { permission: 'players.block' }, schema: { params: PlayerParams, body: OperatorBlockBody, response: replies(PlayerProtectionSchema), tags } },
    async (request): Promise<Envelope<PlayerProtectionValue>> => {
      const member = await playerInScope(app, request, request.params.id);
      await imposeBlock(app, member, blockOf(request.body.kind, request.body.duration), actor(request, request.body.reason));
      return ok(await playerProtection(app.db, member, app.now()));
    },
  );
}
