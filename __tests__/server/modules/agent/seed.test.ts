/**
 * The demo hierarchy seed: agent001 a top-level agent with a link and a signed daily salary from
 * the merchant, subagent01 its sub-agent with a weaker one, players under each, rebate rates; a
 * second run changes nothing, and without agent001 (demo accounts off) nothing is seeded.
 */
import { sql } from 'drizzle-orm';
import { seedAgents } from '../../../../server/modules/agent';
import { addAffiliateCode } from '../../../../server/modules/agent/service';
import { agentProfileOf, inTeam } from '../../../../server/modules/agent/hierarchy';
import { findMemberByUsername } from '../../../../server/modules/member';
import { rowsOf } from '../../../../server/db/rows';
import { addMember } from '../../helpers/accounts';
import { databases, suiteApp } from '../../helpers/build';

const TABLES = ['members', 'affiliate_codes', 'agent_profiles', 'agent_contracts', 'agent_member_rebates', 'audit_log'];

describe.each(databases())('agent seed on $name', (db) => {
  const t = suiteApp(db);
  const counts = async () => Promise.all(TABLES.map(async (table) => (await rowsOf<{ n: number }>(t.app.db, sql`select count(*)::int as n from ${sql.identifier(table)}`))[0]!.n));

  test('without the demo agent nothing is seeded', async () => {
    const before = await counts();
    await seedAgents(t.app.db, 'MLOBBY', t.app.now());
    expect(await counts()).toEqual(before);
  });

  test('seeds the demo hierarchy once; a second run changes nothing', async () => {
    // What the demo accounts seed makes of agent001 (members.agent and its code), after the migration.
    const top = await addMember(t.app, { username: 'agent001', password: 'Agent12345', agent: true });
    await addAffiliateCode(t.app.db, 'MLOBBY', 'AGENT01', top.id, { actor: 'seed' });
    await seedAgents(t.app.db, 'MLOBBY', t.app.now());
    const sub = (await findMemberByUsername(t.app.db, 'MLOBBY', 'subagent01'))!;
    expect(await agentProfileOf(t.app.db, top.id)).toMatchObject({ uplineId: null, depth: 1 });
    expect(await agentProfileOf(t.app.db, sub.id)).toMatchObject({ uplineId: top.id, depth: 2, rebateBp: 50 });
    for (const [agent, name] of [[top.id, 'teamplay01'], [top.id, 'teamplay02'], [sub.id, 'subplay01']] as const) {
      expect(await inTeam(t.app.db, agent, (await findMemberByUsername(t.app.db, 'MLOBBY', name))!.id, 'direct')).toBe(true);
    }
    const contracts = await rowsOf<{ agent_id: string; state: string; offered_by_name: string }>(t.app.db, sql`select agent_id::text, state, offered_by_name from agent_contracts order by agent_id`);
    expect(contracts).toEqual([
      { agent_id: String(top.id), state: 'signed', offered_by_name: 'merchant' },
      { agent_id: String(sub.id), state: 'signed', offered_by_name: 'agent001' },
    ]);
    const seeded = await counts();
    await seedAgents(t.app.db, 'MLOBBY', t.app.now() + 86_400_000);
    expect(await counts()).toEqual(seeded);
  });
});
