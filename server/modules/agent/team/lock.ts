/** The per-agent lock: its agent_profiles row, held until the transaction ends, serialises an agent's counted changes (link limit, daily transfer cap, rebate caps). */
import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/connection';
import { agentProfiles, type AgentProfileRow } from '../tables';

/** Locks the agent's profile row (select … for update) and answers it; null when it is no agent. */
export async function lockAgent(tx: Database, agentId: number): Promise<AgentProfileRow | null> {
  const [row] = await tx.select().from(agentProfiles).where(eq(agentProfiles.memberId, agentId)).for('update');
  return row ?? null;
}
