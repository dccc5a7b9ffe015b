/** The merchant's loyalty feature switches (§3), for every part's member calls: a call behind one that is off answers loyalty.feature.off naming it. */
import type { FastifyRequest } from 'fastify';
import { ErrorCode } from '@common/contract/envelope';
import { AppError } from '../../http/envelope';
import { merchantOf } from '../../plugins/gateway';

/** Throws loyalty.feature.off (params.feature) unless the caller's merchant has the switch on. */
export function requireFeature(request: FastifyRequest, feature: 'PTSYS3' | 'MISSIONLB3' | 'REWCEN3'): void {
  if (!merchantOf(request).config.whitelabel[feature]) throw new AppError(ErrorCode.loyaltyFeatureOff, { params: { feature } });
}
