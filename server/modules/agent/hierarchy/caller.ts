/** The caller of an agent-only member call (§6): its member and agent profile, or agent.only. */
import type { FastifyRequest } from 'fastify';
import { ErrorCode } from '@common/contract/envelope';
import type { Database } from '../../../db/connection';
import { AppError } from '../../../http/envelope';
import { authOf } from '../../../plugins/auth';
import type { Member } from '../../member';
import { agentProfileOf } from './profiles';
import type { AgentProfileRow } from './tables';

export interface AgentCaller {
  member: Member;
  profile: AgentProfileRow;
}

/** The signed-in member as an agent; a member who is not one is refused with agent.only. */
export async function requireAgent(db: Database, request: FastifyRequest): Promise<AgentCaller> {
  const { member } = authOf(request);
  const profile = member.agent ? await agentProfileOf(db, member.id) : null;
  if (!profile) throw new AppError(ErrorCode.agentOnly);
  return { member, profile };
}
