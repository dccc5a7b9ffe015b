/**
 * Making agents from the console (docs/agents.md "The hierarchy"): a new member account that is an
 * agent at once (optionally under an upline agent, whose own code it is registered with), or an
 * existing real member promoted. Both through the hierarchy's makeAgent (eligibility, upline,
 * depth, first code, audit); a create is one transaction with the new account.
 */
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { CreateAgentRequest } from '@common/contract/consoleAgents';
import { ErrorCode } from '@common/contract/envelope';
import { AccountRule } from '@common/rules/account';
import type { Database } from '../../../db/connection';
import { AppError } from '../../../http/envelope';
import { hashPassword, type ScryptParams } from '../../../security/scrypt';
import type { Actor } from '../../audit';
import { createMember, findMemberByUsername, normalizeUsername } from '../../member';
import { makeAgent } from '../hierarchy';
import { affiliateCodes, agentProfiles } from '../tables';

/** A console-made account is a real member of the default real type, as a registration makes it. */
const REAL_TYPE = 1;

/** The upline's own code (its first unlabelled active one) a new sub-agent registers with; agent.invalid field uplineId when it is no agent of the merchant. */
async function uplineCode(db: Database, merchantCode: string, uplineId: number): Promise<string> {
  const [row] = await db
    .select({ code: affiliateCodes.code })
    .from(affiliateCodes)
    .innerJoin(agentProfiles, eq(agentProfiles.memberId, affiliateCodes.agentMemberId))
    .where(and(eq(affiliateCodes.agentMemberId, uplineId), eq(agentProfiles.merchantCode, merchantCode), eq(affiliateCodes.active, true), isNull(affiliateCodes.label)))
    .orderBy(asc(affiliateCodes.createdAt), asc(affiliateCodes.code))
    .limit(1);
  if (!row) throw new AppError(ErrorCode.agentInvalid, { params: { field: 'uplineId' } });
  return row.code;
}

/** A new account of the merchant that is an agent; its member id. */
export async function createAgent(db: Database, merchantCode: string, req: CreateAgentRequest, who: Actor, now: number, hashParams: ScryptParams): Promise<number> {
  const username = normalizeUsername(req.username);
  if (!AccountRule.usernamePattern.test(username)) throw new AppError(ErrorCode.accountFormat);
  if (!AccountRule.passwordPattern.test(req.password)) throw new AppError(ErrorCode.passwordFormat);
  const referrerCode = req.uplineId == null ? null : await uplineCode(db, merchantCode, req.uplineId);
  if (await findMemberByUsername(db, merchantCode, username)) throw new AppError(ErrorCode.usernameExists);
  const passwordHash = await hashPassword(req.password, hashParams);
  return db.transaction(async (tx) => {
    const member = await createMember(tx, { merchantCode, username, passwordHash, passwordUpdatedAt: new Date(now), type: REAL_TYPE, referrerCode }, who, 'member.created-as-agent');
    // Null: the same name was taken between the check above and the insert.
    if (!member) throw new AppError(ErrorCode.usernameExists);
    await makeAgent(tx, member.id, who);
    return member.id;
  });
}

/** An existing member of the merchant made an agent (agent.not.eligible: trial, demo, blocked, types 40–42, already one); its member id. */
export async function promoteAgent(db: Database, merchantCode: string, username: string, who: Actor): Promise<number> {
  const member = await findMemberByUsername(db, merchantCode, normalizeUsername(username));
  if (!member) throw new AppError(ErrorCode.userNonexistentOrDisabled, { status: 404 });
  await makeAgent(db, member.id, who);
  return member.id;
}
