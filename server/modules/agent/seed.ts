/**
 * The demo hierarchy (README "Demo merchant and accounts", docs/agents.md): agent001 (a demo
 * account) as a top-level agent with a labelled link and a signed daily salary contract from the
 * merchant; subagent01 registered with agent001's code, made its sub-agent, with a weaker daily
 * salary contract offered by agent001 and signed; a few players registered with each one's code;
 * and rebate rates. Runs after the demo accounts; each step writes only what is missing, so a
 * second run changes nothing.
 */
import { and, eq } from 'drizzle-orm';
import type { ContractTier } from '@common/contract/agents';
import type { MemberType } from '@common/contract/member';
import type { Database } from '../../db/connection';
import { hashPassword } from '../../security/scrypt';
import { seedAcceptances } from '../agreement';
import { createMember, findMemberByUsername, type Member } from '../member';
import { periodOf } from './figures';
import { agentCodeFor, agentSettingsOf, makeAgent } from './hierarchy';
import { addAffiliateCode } from './service';
import { affiliateCodes, agentContracts, agentMemberRebates, agentProfiles } from './tables';

const seeder = { actor: 'seed' };
const REAL_TYPE: MemberType = 1;

/** The demo agent of DEMO_ACCOUNTS, its plain code and its link. */
const TOP_AGENT = { username: 'agent001', code: 'AGENT01', link: { code: 'AGENTWEB', label: 'Website banner' } };
/** Every password here is public: the demo accounts never reach production (DEMO_ACCOUNTS=auto). */
const SUB_AGENT = { username: 'subagent01', password: 'Agent12345' };
const PLAYER_PASSWORD = 'Player12345';
const TOP_PLAYERS = ['teamplay01', 'teamplay02'];
const SUB_PLAYERS = ['subplay01'];

/** Daily salary tiers: the sub-agent's are below the top agent's at every tier (docs/agents.md "No better than the upline"). */
const TOP_SALARY: ContractTier[] = [
  { minActivePlayers: 1, minTurnover: 100_000, value: 10_000 },
  { minActivePlayers: 5, minTurnover: 1_000_000, value: 50_000 },
];
const SUB_SALARY: ContractTier[] = [
  { minActivePlayers: 1, minTurnover: 100_000, value: 5_000 },
  { minActivePlayers: 5, minTurnover: 1_000_000, value: 25_000 },
];
/** Rates (basis points): the sub-agent's own (set by agent001), and players' (set by their agent). */
const SUB_AGENT_RATE = 50;
const PLAYER_RATES: Record<string, number> = { teamplay01: 80, subplay01: 30 };

/** The member, created (type 1, registered with `referrerCode`) when missing. */
async function ensureMember(db: Database, merchantCode: string, username: string, password: string, referrerCode: string, now: number): Promise<Member> {
  const existing = await findMemberByUsername(db, merchantCode, username);
  if (existing) return existing;
  const created = await createMember(
    db,
    { merchantCode, username, passwordHash: await hashPassword(password), passwordUpdatedAt: new Date(now), type: REAL_TYPE, referrerCode },
    seeder,
    'member.seeded',
  );
  const member = created ?? (await findMemberByUsername(db, merchantCode, username));
  if (!member) throw new Error(`seedAgents: ${username} could not be created`);
  await seedAcceptances(db, [member], new Date(now));
  return member;
}

/** A signed daily salary contract in force from the start of today, unless the agent has one of the kind. */
async function ensureSalary(db: Database, merchantCode: string, agentId: number, tiers: ContractTier[], offeredBy: { id: number | null; name: string }, now: number): Promise<void> {
  const [any] = await db
    .select({ id: agentContracts.id })
    .from(agentContracts)
    .where(and(eq(agentContracts.agentId, agentId), eq(agentContracts.kind, 'dailySalary')))
    .limit(1);
  if (any) return;
  const at = new Date(now);
  await db.insert(agentContracts).values({
    merchantCode,
    agentId,
    kind: 'dailySalary',
    cycle: 'day',
    tiers,
    state: 'signed',
    offeredById: offeredBy.id,
    offeredByName: offeredBy.name,
    offeredAt: at,
    signedAt: at,
    effectiveFrom: periodOf('day', now).start,
  });
}

/** Seeds the demo hierarchy under the merchant; nothing when agent001 is not there (demo accounts off). */
export async function seedAgents(db: Database, merchantCode: string, now: number): Promise<void> {
  const top = await findMemberByUsername(db, merchantCode, TOP_AGENT.username);
  if (!top) return;
  // agent001 is seeded with members.agent set (DEMO_ACCOUNTS) after migration 0033 made the existing agents top-level: its profile is added here.
  const { topRebateBp } = await agentSettingsOf(db, merchantCode);
  await db.insert(agentProfiles).values({ memberId: top.id, merchantCode, uplineId: null, depth: 1, rebateBp: topRebateBp, createdBy: seeder.actor }).onConflictDoNothing();
  await addAffiliateCode(db, merchantCode, TOP_AGENT.code, top.id, seeder);
  await db
    .insert(affiliateCodes)
    .values({ code: TOP_AGENT.link.code, merchantCode, agentMemberId: top.id, label: TOP_AGENT.link.label })
    .onConflictDoNothing();

  const sub = await ensureMember(db, merchantCode, SUB_AGENT.username, SUB_AGENT.password, TOP_AGENT.code, now);
  const [subProfile] = await db.select().from(agentProfiles).where(eq(agentProfiles.memberId, sub.id));
  if (!subProfile) {
    await makeAgent(db, sub.id, seeder);
    await db.update(agentProfiles).set({ rebateBp: SUB_AGENT_RATE }).where(eq(agentProfiles.memberId, sub.id));
  }

  const players = [
    ...(await Promise.all(TOP_PLAYERS.map((name) => ensureMember(db, merchantCode, name, PLAYER_PASSWORD, TOP_AGENT.code, now)))).map((m) => ({ member: m, agentId: top.id })),
    ...(await Promise.all(SUB_PLAYERS.map((name) => ensureMember(db, merchantCode, name, PLAYER_PASSWORD, agentCodeFor(sub.id), now)))).map((m) => ({ member: m, agentId: sub.id })),
  ];
  for (const { member, agentId } of players) {
    const rebateBp = PLAYER_RATES[member.username];
    if (rebateBp !== undefined) await db.insert(agentMemberRebates).values({ memberId: member.id, merchantCode, agentId, rebateBp, updatedAt: new Date(now) }).onConflictDoNothing();
  }

  await ensureSalary(db, merchantCode, top.id, TOP_SALARY, { id: null, name: 'merchant' }, now);
  await ensureSalary(db, merchantCode, sub.id, SUB_SALARY, { id: top.id, name: TOP_AGENT.username }, now);
}
