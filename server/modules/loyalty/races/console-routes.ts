/**
 * The console's race calls (ConsoleLoyaltyPath.races, race, raceState, raceStandings; permission
 * loyalty.manage): list, create, read, update, change state, and a period's standings. A
 * merchant's operator reaches its merchant's races only (another's answers 404); a platform-wide
 * one names the merchant.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Page } from '@common/contract/consolePlayers';
import { ConsoleLoyaltyPath, type ConsoleRace, type ConsoleRaceStandings } from '@common/contract/consoleLoyalty';
import type { Envelope } from '@common/contract/envelope';
import { ok } from '../../../http/envelope';
import { consoleRoute } from '../../../http/paths';
import { replies } from '../../../http/responses';
import type { TypeBoxProvider } from '../../../http/typebox';
import { notFoundError } from '../../../plugins/errors';
import { actingMerchant, operatorOf } from '../../../plugins/operator-auth';
import { existingMerchant } from '../../merchant';
import { operatorActorOf } from '../../member';
import { changeRaceState, consoleRace, createRace, racePage, raceInScope, updateRace, type Operator } from './definitions';
import { ConsoleRacePageSchema, ConsoleRaceQuery, ConsoleRaceSchema, RaceDraftBody, RaceParams, RaceStateBody, StandingsQuery, StandingsSchema } from './schemas';
import { raceStandings } from './standings';
import type { RaceRow } from './tables';

const tags = ['console', 'loyalty'];
const config = { permission: 'loyalty.manage' } as const;

/** Registers the console's race calls (inside operatorScope). */
export async function raceConsoleRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<TypeBoxProvider>();
  const merchantFor = (request: FastifyRequest, named: string | undefined): Promise<string> => existingMerchant(app.db, actingMerchant(operatorOf(request), named));
  const operator = (request: FastifyRequest): Operator => ({ username: operatorOf(request).username, audit: operatorActorOf(app, request) });
  const inScope = async (request: FastifyRequest, id: number): Promise<RaceRow> => {
    const row = await raceInScope(app.db, operatorOf(request).merchantCode, id);
    if (!row) throw notFoundError(request);
    return row;
  };

  app.get(consoleRoute(ConsoleLoyaltyPath.races), { config, schema: { querystring: ConsoleRaceQuery, response: replies(ConsoleRacePageSchema), tags } }, async (request): Promise<Envelope<Page<ConsoleRace>>> =>
    ok(await racePage(app.db, await merchantFor(request, request.query.merchantCode), request.query.state, request.query.page)),
  );

  app.post(consoleRoute(ConsoleLoyaltyPath.races), { config, schema: { body: RaceDraftBody, response: replies(ConsoleRaceSchema), tags } }, async (request): Promise<Envelope<ConsoleRace>> =>
    ok(await createRace(app.db, await merchantFor(request, request.body.merchantCode), request.body, operator(request), app.now())),
  );

  app.get(consoleRoute(ConsoleLoyaltyPath.race(':id')), { config, schema: { params: RaceParams, response: replies(ConsoleRaceSchema), tags } }, async (request): Promise<Envelope<ConsoleRace>> =>
    ok(consoleRace(await inScope(request, request.params.id))),
  );

  app.put(
    consoleRoute(ConsoleLoyaltyPath.race(':id')),
    { config, schema: { params: RaceParams, body: RaceDraftBody, response: replies(ConsoleRaceSchema), tags } },
    async (request): Promise<Envelope<ConsoleRace>> => ok(await updateRace(app.db, await inScope(request, request.params.id), request.body, operator(request), app.now())),
  );

  app.post(
    consoleRoute(ConsoleLoyaltyPath.raceState(':id')),
    { config, schema: { params: RaceParams, body: RaceStateBody, response: replies(ConsoleRaceSchema), tags } },
    async (request): Promise<Envelope<ConsoleRace>> => ok(await changeRaceState(app.db, await inScope(request, request.params.id), request.body.action, operator(request), app.now())),
  );

  app.get(
    consoleRoute(ConsoleLoyaltyPath.raceStandings(':id')),
    { config, schema: { params: RaceParams, querystring: StandingsQuery, response: replies(StandingsSchema), tags } },
    async (request): Promise<Envelope<ConsoleRaceStandings>> => ok(await raceStandings(app.db, await inScope(request, request.params.id), request.query.periodStart, app.now())),
  );
}
