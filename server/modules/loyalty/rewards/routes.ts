/**
 * The reward centre's calls (LoyaltyPath.rewards, claimReward; REWCEN3): everything the member can
 * claim or has received, from every registered source, and the claim of one level-up reward or
 * periodic award. Logged-in members (a trial account gets free.reject; a claim needs a real
 * account); both answer loyalty.feature.off while the merchant's REWCEN3 is off.
 */
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import { ErrorCode, type Envelope } from '@common/contract/envelope';
import { LoyaltyPath, type RewardCentreValue, type RewardEntryValue } from '@common/contract/loyalty';
import { REWARD_HISTORY_MAX } from '@common/rules/loyalty';
import { AppError, ok } from '../../../http/envelope';
import { gatewayPath } from '../../../http/paths';
import { replies } from '../../../http/responses';
import type { TypeBoxProvider } from '../../../http/typebox';
import { authOf } from '../../../plugins/auth';
import { clientOf } from '../../../plugins/gateway';
import { requireFeature } from '../feature';
import { awardReader } from './award-reader';
import { raceReader } from './race-reader';
import type { RewardMember, RewardSourceReader } from './sources';
import { ClaimRewardBody, RewardCentreSchema, RewardEntrySchema } from './schemas';

const tags = ['loyalty'];

/** Newest first. */
const newest = (a: RewardEntryValue, b: RewardEntryValue) => b.at - a.at || a.source.localeCompare(b.source) || b.id.localeCompare(a.id);

/** The member's reward centre: the entries waiting for a claim, and the rest (newest first, at most REWARD_HISTORY_MAX). */
export async function rewardCentre(app: FastifyInstance, readers: readonly RewardSourceReader[], member: RewardMember, language: string, now: number): Promise<RewardCentreValue> {
  const entries = (await Promise.all(readers.map((reader) => reader.entries(app.db, member, language, now)))).flat().sort(newest);
  return { claimable: entries.filter((e) => e.state === 'claim'), history: entries.filter((e) => e.state !== 'claim').slice(0, REWARD_HISTORY_MAX) };
}

/**
 * The reward centre's routes over the given readers (besides the award and race readers this part
 * provides: the loyalty module adds the level-up rewards' and the mall orders').
 */
export function rewardRoutes(extra: readonly RewardSourceReader[] = []): FastifyPluginAsync {
  const readers = [awardReader, raceReader, ...extra];
  return async (instance) => {
    const app = instance.withTypeProvider<TypeBoxProvider>();
    const who = (request: FastifyRequest) => {
      const { member } = authOf(request);
      const client = clientOf(request);
      return { member: { id: member.id, merchantCode: member.merchantCode }, language: (client.language ?? client.merchant.config.defaultLanguage).toUpperCase(), ip: client.ip };
    };

    app.get(gatewayPath(LoyaltyPath.rewards), { config: { auth: 'member' }, schema: { response: replies(RewardCentreSchema), tags } }, async (request): Promise<Envelope<RewardCentreValue>> => {
      requireFeature(request, 'REWCEN3');
      const { member, language } = who(request);
      return ok(await rewardCentre(app, readers, member, language, app.now()));
    });

    app.post(
      gatewayPath(LoyaltyPath.claimReward),
      { config: { auth: 'real' }, schema: { body: ClaimRewardBody, response: replies(RewardEntrySchema), tags } },
      async (request): Promise<Envelope<RewardEntryValue>> => {
        requireFeature(request, 'REWCEN3');
        const { member, language, ip } = who(request);
        const reader = readers.find((r) => r.source === request.body.source);
        if (!reader?.claim) throw new AppError(ErrorCode.rewardNotClaimable);
        return ok(await reader.claim(app.db, member, { id: request.body.id, now: app.now(), actor: `member:${member.id}`, ip }, language));
      },
    );
  };
}
