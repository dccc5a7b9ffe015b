/** Agent test set-ups: an agent (top-level or under an upline) and members registered with its code. */
import type { FastifyInstance } from 'fastify';
import { agentCodeFor, makeAgent } from '../../../../server/modules/agent/hierarchy';
import type { Member } from '../../../../server/modules/member';
import { addMember } from '../../helpers/accounts';

let serial = 0;
/** A username no other test of the run has (lower-case, ≤ 16 characters). */
export const freshName = (prefix: string): string => `${prefix}${(++serial).toString(36)}${Date.now().toString(36).slice(-5)}`.slice(0, 16);

/** A member registered with `agent`'s code (null: with none). */
export function teamMember(app: FastifyInstance, agent: Member | null, prefix = 'tm'): Promise<Member> {
  return addMember(app, { username: freshName(prefix), password: 'Member12345', referrerCode: agent ? agentCodeFor(agent.id) : null });
}

/** A new agent: registered with `upline`'s code (null: top-level), then made an agent. */
export async function newAgent(app: FastifyInstance, upline: Member | null, prefix = 'ag'): Promise<Member> {
  const member = await teamMember(app, upline, prefix);
  await makeAgent(app.db, member.id, { actor: 'test' });
  return { ...member, agent: true };
}
