/**
 * Affiliate links (docs/agents.md "Affiliate links"): an agent's labelled codes, at most
 * AGENT_MAX_LINKS active, with registrations, depositors and deposits; deleting one stops new
 * registrations with its code.
 */
import { AccountPath, type AffiliateValue } from '@common/contract/account';
import { AgentPath, type AffiliateLinkValue } from '@common/contract/agents';
import { ErrorCode, type Envelope } from '@common/contract/envelope';
import { AGENT_LINK_LABEL_MAX, AGENT_MAX_LINKS } from '@common/rules/agents';
import { createLink } from '../../../../../server/modules/agent/links';
import { auditTrail } from '../../../../../server/modules/audit/service';
import { memberSubject } from '../../../../../server/modules/member';
import { addMember, call } from '../../../helpers/accounts';
import { databases, suiteApp } from '../../../helpers/build';
import { freshName, newAgent, teamMember } from '../fixtures';
import { as, bucket, MEMBER_PASSWORD } from '../team/calls';

describe.each(databases())('affiliate links on $name', (db) => {
  const t = suiteApp(db);
  const create = (who: Parameters<typeof as>[1], label: string) => as<AffiliateLinkValue>(t.app, who, 'POST', AgentPath.links, { label });
  const list = async (who: Parameters<typeof as>[1]) => (await as<AffiliateLinkValue[]>(t.app, who, 'GET', AgentPath.links)).value!;
  const owner = (agent: { id: number }) => ({ agentId: agent.id, merchantCode: 'MLOBBY', origin: 'http://test' });
  const lookup = async (code: string) => (await call(t.app, 'GET', `${AccountPath.affiliate}/${code}`)).json<Envelope<AffiliateValue>>().value!;

  test('a new link is a fresh 8-character unambiguous upper-case code with the label trimmed and the register URL of the request origin; audited', async () => {
    const agent = await newAgent(t.app, null);
    const res = await create(agent, '  Facebook ad  ');
    expect(res.success).toBe(true);
    const link = res.value!;
    expect(link.code).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    expect(link).toMatchObject({ label: 'Facebook ad', registrations: 0, depositors: 0, deposits: 0 });
    expect(link.url).toMatch(new RegExp(`^https?://[^/]+/m/register\\?code=${link.code}$`));
    expect((await lookup(link.code)).valid).toBe(true);
    expect((await auditTrail(t.app.db, memberSubject(agent.id))).map((a) => a.action)).toContain('agent.link.created');
  });

  test('a label must have 1 to AGENT_LINK_LABEL_MAX characters once trimmed (agent.invalid field label); nothing is created', async () => {
    const agent = await newAgent(t.app, null);
    for (const label of ['', '    ', 'x'.repeat(AGENT_LINK_LABEL_MAX + 1)]) {
      expect(await create(agent, label)).toMatchObject({ success: false, code: ErrorCode.agentInvalid });
      await expect(createLink(t.app.db, owner(agent), label, { actor: 'test' }, t.app.now())).rejects.toMatchObject({ code: ErrorCode.agentInvalid, params: { field: 'label' } });
    }
    expect((await create(agent, 'x'.repeat(AGENT_LINK_LABEL_MAX))).success).toBe(true);
    expect(await list(agent)).toHaveLength(1);
  });

  test('an agent keeps at most AGENT_MAX_LINKS active links (agent.link.limit params.limit); a deleted one frees its place', async () => {
    const agent = await newAgent(t.app, null);
    for (let i = 1; i < AGENT_MAX_LINKS; i++) await createLink(t.app.db, owner(agent), `link ${i}`, { actor: 'test' }, t.app.now());
    const last = await create(agent, 'the last');
    expect(last.success).toBe(true);
    expect(await create(agent, 'one too many')).toMatchObject({ success: false, code: ErrorCode.agentLinkLimit });
    await expect(createLink(t.app.db, owner(agent), 'one too many', { actor: 'test' }, t.app.now())).rejects.toMatchObject({ params: { limit: AGENT_MAX_LINKS } });
    expect(await list(agent)).toHaveLength(AGENT_MAX_LINKS);
    expect((await as(t.app, agent, 'POST', AgentPath.deleteLink, { code: last.value!.code })).success).toBe(true);
    expect((await create(agent, 'in the freed place')).success).toBe(true);
  });

  test("deleting a link deactivates its code: the look-up (and so registration) says invalid, its members stay in the team; another agent's or a deleted link is agent.link.not.found", async () => {
    const agent = await newAgent(t.app, null);
    const other = await newAgent(t.app, null);
    const link = (await create(agent, 'to delete')).value!;
    const joined = await addMember(t.app, { username: freshName('lk'), password: MEMBER_PASSWORD, referrerCode: link.code });
    expect(await as(t.app, other, 'POST', AgentPath.deleteLink, { code: link.code })).toMatchObject({ success: false, code: ErrorCode.agentLinkNotFound });
    expect(await as(t.app, agent, 'POST', AgentPath.deleteLink, { code: link.code.toLowerCase() })).toEqual({ success: true, value: { deleted: true } });
    expect(await lookup(link.code)).toEqual({ valid: false, code: link.code });
    expect(await list(agent)).toEqual([]);
    expect(await as(t.app, agent, 'POST', AgentPath.deleteLink, { code: link.code })).toMatchObject({ success: false, code: ErrorCode.agentLinkNotFound });
    const subordinates = await as<{ items: { memberId: number }[] }>(t.app, agent, 'GET', AgentPath.subordinates);
    expect(subordinates.value!.items.map((s) => s.memberId)).toContain(joined.id);
  });

  test("a link counts the members registered with its code, those who deposited, and their deposits; the agent's plain code is no link", async () => {
    const agent = await newAgent(t.app, null);
    const link = (await create(agent, 'stats')).value!;
    const [a, b] = await Promise.all([1, 2].map(() => addMember(t.app, { username: freshName('ls'), password: MEMBER_PASSWORD, referrerCode: link.code })));
    await teamMember(t.app, agent); // registered with the plain code: not this link's
    await bucket(t.app, a!.id, { deposits: 50_000n, depositCount: 1 });
    await bucket(t.app, a!.id, { deposits: 20_000n, depositCount: 1 }, t.app.now() - 7_200_000);
    await bucket(t.app, b!.id, { stakes: 1_000n });
    expect(await list(agent)).toEqual([expect.objectContaining({ code: link.code, registrations: 2, depositors: 1, deposits: 70_000 })]);
  });

  test('newest link first', async () => {
    const agent = await newAgent(t.app, null);
    await createLink(t.app.db, owner(agent), 'older', { actor: 'test' }, t.app.now() - 60_000);
    await createLink(t.app.db, owner(agent), 'newer', { actor: 'test' }, t.app.now());
    expect((await list(agent)).map((l) => l.label)).toEqual(['newer', 'older']);
  });
});
