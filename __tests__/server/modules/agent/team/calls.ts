/** Member calls of the agent tests: a logged-in member (fixtures' password), its calls, and figures buckets written as the figures consumer writes them. */
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { Envelope } from '@common/contract/envelope';
import { agentFigures } from '../../../../../server/modules/agent/tables';
import type { Member } from '../../../../../server/modules/member';
import { call, tokenFor } from '../../../helpers/accounts';

/** The password fixtures.ts gives every member it adds. */
export const MEMBER_PASSWORD = 'Member12345';

const tokens = new WeakMap<FastifyInstance, Map<number, Promise<string>>>();

/** A call as `who` (logged in once per app); the envelope. */
export async function as<T>(app: FastifyInstance, who: Member, method: InjectOptions['method'], url: string, payload?: object, remoteAddress?: string): Promise<Envelope<T>> {
  if (!tokens.has(app)) tokens.set(app, new Map());
  const cache = tokens.get(app)!;
  if (!cache.has(who.id)) cache.set(who.id, tokenFor(app, who.username, MEMBER_PASSWORD));
  return (await call(app, method, url, { token: await cache.get(who.id)!, payload, remoteAddress })).json<Envelope<T>>();
}

/** One hourly bucket of a member's figures (now's hour unless given). */
export async function bucket(app: FastifyInstance, memberId: number, figures: { stakes?: bigint; deposits?: bigint; depositCount?: number }, at = app.now()): Promise<void> {
  const hour = new Date(Math.floor(at / 3_600_000) * 3_600_000);
  await app.db.insert(agentFigures).values({ memberId, hour, merchantCode: 'MLOBBY', stakes: figures.stakes ?? 0n, deposits: figures.deposits ?? 0n, depositCount: figures.depositCount ?? 0 });
}
