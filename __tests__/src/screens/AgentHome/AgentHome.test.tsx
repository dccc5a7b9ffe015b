import { screen, waitFor, within } from '@testing-library/react';
import { AgentPath, type AffiliateLinkValue } from '@common/contract/agents';
import { HttpReply, callsTo, en, renderApp, sessionOf, type Reply } from '../../helpers/renderApp';
import { agentOnly, agentRoutes, figures, link, ok, page } from '../../helpers/agents';
import { jsonBody } from '../../helpers/member';

const fill = (text: string, values: Record<string, string | number>) => text.replace(/{{(\w+)}}/g, (_, k: string) => String(values[k] ?? ''));

async function open(path = '/m/agent/home', routes: Record<string, Reply> = {}) {
  const app = await renderApp({ path, session: sessionOf(0), routes: agentRoutes(routes) });
  await screen.findByRole('region', { name: en.agent.summary });
  return app;
}

describe('the agent area', () => {
  it('shows the agent’s code, rebate rate in percent and earnings at /m/agent/home and /m/member/agent', async () => {
    await open();
    const summary = screen.getByRole('region', { name: en.agent.summary });
    expect(within(summary).getByText('AG7')).toBeInTheDocument();
    expect(within(summary).getByText('1.25%')).toBeInTheDocument();
    expect(within(summary).getByText('1,234.00')).toBeInTheDocument();
  });

  it('creates a link with its label, then lists it with URL, copy, QR code and its figures', async () => {
    let links: AffiliateLinkValue[] = [];
    const { user, fetch } = await open('/m/agent/home', {
      [`GET ${AgentPath.links}`]: () => ok(links),
      [`POST ${AgentPath.links}`]: () => {
        links = [link()];
        return ok(link());
      },
    });
    expect(await screen.findByText(en.agent.links.none)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: en.agent.links.create }));
    expect(screen.getByText(en.agent.links.labelRequired)).toBeInTheDocument();
    expect(callsTo(fetch, AgentPath.links, 'POST')).toHaveLength(0);
    await user.type(screen.getByLabelText(en.agent.links.label), 'Facebook');
    await user.click(screen.getByRole('button', { name: en.agent.links.create }));
    const row = await screen.findByRole('listitem', { name: 'Facebook' });
    expect(jsonBody(callsTo(fetch, AgentPath.links, 'POST')[0]!)).toEqual({ label: 'Facebook' });
    expect(within(row).getByText('https://mlobby.test/m/register?code=LNK1')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: fill(en.pay.copyLabel, { label: en.agent.links.url }) })).toBeInTheDocument();
    expect(within(row).getByRole('img', { name: fill(en.agent.links.qr, { label: 'Facebook' }) }).querySelector('svg')).not.toBeNull();
    expect(within(row).getByText('1,500.00')).toBeInTheDocument();
  });

  it('deletes a link only after the confirmation', async () => {
    const { user, fetch } = await open('/m/agent/home?tab=links', {
      [`GET ${AgentPath.links}`]: ok([link()]),
      [`POST ${AgentPath.deleteLink}`]: ok({ deleted: true }),
    });
    const row = await screen.findByRole('listitem', { name: 'Facebook' });
    await user.click(within(row).getByRole('button', { name: en.agent.links.delete }));
    const dialog = await screen.findByRole('alertdialog');
    expect(callsTo(fetch, AgentPath.deleteLink, 'POST')).toHaveLength(0);
    await waitFor(() => expect(within(dialog).getByRole('button', { name: en.agent.links.delete })).toBeEnabled());
    await user.click(within(dialog).getByRole('button', { name: en.agent.links.delete }));
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Facebook' })).not.toBeInTheDocument());
    expect(jsonBody(callsTo(fetch, AgentPath.deleteLink, 'POST')[0]!)).toEqual({ code: 'LNK1' });
  });

  it('team KPI: A/B and the cycle are asked for, current beside previous', async () => {
    const { user, fetch } = await open('/m/agent/home?tab=team', {
      [`GET ${AgentPath.kpi}`]: ok({ scope: 'team', cycle: 'month', current: figures({ newMembers: 7 }), previous: figures({ newMembers: 3 }) }),
    });
    const kpi = await screen.findByRole('table', { name: en.agent.kpi.title });
    expect(within(kpi).getByRole('row', { name: new RegExp(en.agent.kpi.newMembers) })).toHaveTextContent('73');
    await user.click(screen.getByRole('button', { name: en.agent.scope.team }));
    await user.click(screen.getByRole('button', { name: en.agent.cycle.month }));
    await waitFor(() => expect(callsTo(fetch, AgentPath.kpi).at(-1)!.url).toMatch(/scope=team&cycle=month/));
  });

  it('offers a sub-agent a contract with its tiers', async () => {
    const sub = { memberId: 9, username: 'su***b', agent: true, registeredAt: 0, rebateBp: 50, contracts: {}, teamMembers: 4, turnover: 0, deposits: 0 };
    const { user, fetch } = await open('/m/agent/home?tab=team', {
      [`GET ${AgentPath.subordinates}`]: ok(page([sub])),
      [`POST ${AgentPath.offer}`]: ok({}),
    });
    const row = await screen.findByRole('article', { name: 'su***b' });
    await user.click(within(row).getByRole('button', { name: en.agent.offer.open }));
    const form = within(row).getByRole('form', { name: fill(en.agent.offer.title, { username: 'su***b' }) });
    await user.type(within(form).getByLabelText(en.agent.tier.activePlayers), '5');
    await user.type(within(form).getByLabelText(en.agent.tier.turnover), '1000');
    await user.type(within(form).getByLabelText(en.agent.tier.amount), '50');
    await user.click(within(form).getByRole('button', { name: en.agent.offer.send }));
    await waitFor(() => expect(callsTo(fetch, AgentPath.offer, 'POST')).toHaveLength(1));
    expect(jsonBody(callsTo(fetch, AgentPath.offer, 'POST')[0]!)).toEqual({ memberId: 9, kind: 'dailySalary', cycle: 'day', tiers: [{ minActivePlayers: 5, minTurnover: 100_000, value: 5_000 }] });
  });

  it('transfers to a team member with the withdrawal password, one requestId per submit', async () => {
    const { user, fetch } = await open('/m/agent/home?tab=transfer', {
      [`POST ${AgentPath.transfer}`]: ok({ id: 1, username: 'bob', amount: 2_500, createdAt: 0, balance: 0 }),
    });
    const send = async () => {
      await user.type(screen.getByLabelText(en.agent.transfer.username), 'bob');
      await user.type(screen.getByLabelText(en.pay.amount), '25');
      await user.type(screen.getByLabelText(en.withdraw.password), '123456');
      await user.click(screen.getByRole('button', { name: en.agent.transfer.send }));
    };
    await send();
    await waitFor(() => expect(callsTo(fetch, AgentPath.transfer, 'POST')).toHaveLength(1));
    await send();
    await waitFor(() => expect(callsTo(fetch, AgentPath.transfer, 'POST')).toHaveLength(2));
    const [a, b] = callsTo(fetch, AgentPath.transfer, 'POST').map((r) => jsonBody(r) as { requestId: string; amount: number; withdrawalPassword: string });
    expect(a).toMatchObject({ amount: 2_500, withdrawalPassword: '123456' });
    expect(a!.requestId).not.toBe(b!.requestId);
  });

  it('sets a direct member’s rebate rate in percent, refusing one above the agent’s own', async () => {
    const { user, fetch } = await open('/m/agent/home?tab=rebates', {
      [`GET ${AgentPath.rebates}`]: ok({ ownBp: 125, members: [{ memberId: 3, username: 'carol', rebateBp: 50 }] }),
      [`POST ${AgentPath.rebates}`]: ok({ ownBp: 125, members: [{ memberId: 3, username: 'carol', rebateBp: 100 }] }),
    });
    const field = await screen.findByLabelText(fill(en.agent.rebates.rateOf, { username: 'carol' }));
    expect(field).toHaveValue('0.50');
    await user.clear(field);
    await user.type(field, '2');
    expect(screen.getByText(fill(en.agent.rebates.range, { max: '1.25%' }))).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, '1');
    await user.click(screen.getByRole('button', { name: en.agent.rebates.save }));
    await waitFor(() => expect(callsTo(fetch, AgentPath.rebates, 'POST')).toHaveLength(1));
    expect(jsonBody(callsTo(fetch, AgentPath.rebates, 'POST')[0]!)).toEqual({ memberId: 3, rebateBp: 100 });
  });

  it('tells a member who is not an agent that the area is for agents only', async () => {
    await renderApp({ path: '/m/member/agent', session: sessionOf(0), routes: agentRoutes({ [`GET ${AgentPath.home}`]: new HttpReply(403, agentOnly) }) });
    expect(await screen.findByRole('heading', { name: en.agent.notAgent.title })).toBeInTheDocument();
  });
});
