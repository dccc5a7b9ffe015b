import { screen, waitFor, within } from '@testing-library/react';
import { ConsoleAgentPath as Path } from '@common/contract/consoleAgents';
import { axeViolations } from '../../../src/helpers/axe';
import { agent, detail, pageOf, statement, subAgent } from './fixtures';
import { AGENTS, STATEMENTS, agentsServer, fill, openAgents } from './screen';

describe('agents (console): list', () => {
  test('the list shows the top-level agents with their columns; a sub-agents count drills into them and the trail leads back', async () => {
    const server = agentsServer().on(AGENTS, (call) => ({ value: pageOf(call.url.includes('uplineId=101') ? [subAgent()] : [agent()]) }));
    const { user } = await openAgents({ server });
    const row = await screen.findByRole('row', { name: /topdog/ });
    expect(within(row).getAllByRole('cell').map((c) => c.textContent)).toEqual(['topdog', 'AGT101', '1', '1.5%', '2', '7 / 30', 'Offered', 'Signed', '—']);
    expect(server.callsTo(AGENTS)[0]!.url).toBe(`${Path.agents}?page=1`);
    await user.click(within(row).getByRole('button', { name: 'Show the 2 sub-agents of topdog' }));
    expect(await screen.findByRole('row', { name: /middle/ })).toBeInTheDocument();
    expect(server.callsTo(AGENTS)[1]!.url).toBe(`${Path.agents}?uplineId=101&page=1`);
    const trail = screen.getByRole('navigation', { name: 'Agent hierarchy' });
    expect(within(trail).getByRole('button', { name: 'topdog' })).toBeDisabled();
    await user.click(within(trail).getByRole('button', { name: 'Top-level agents' }));
    expect(await screen.findByRole('row', { name: /topdog/ })).toBeInTheDocument();
    expect(server.callsTo(AGENTS)[2]!.url).toBe(`${Path.agents}?page=1`);
  });

  test("create agent posts the username, password and upline; the server's refusal (agent.depth.limit) is shown as it says it", async () => {
    const server = agentsServer().fail(`POST ${Path.create}`, 'agent.depth.limit', 'The hierarchy is at most 5 levels deep.');
    const { user } = await openAgents({ server });
    const form = await screen.findByRole('form', { name: 'Create agent' });
    await fill(user, within(form).getByLabelText('Username'), 'newagent');
    await fill(user, within(form).getByLabelText('Password'), 'secret12');
    await fill(user, within(form).getByLabelText('Upline agent (member ID, optional)'), '101');
    await user.click(within(form).getByRole('button', { name: 'Create agent' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The hierarchy is at most 5 levels deep.');
    expect(server.callsTo(`POST ${Path.create}`)[0]!.body).toEqual({ username: 'newagent', password: 'secret12', uplineId: 101, merchantCode: 'MLOBBY' });
    expect(server.callsTo(AGENTS)).toHaveLength(1);
  });

  test('promote member posts the username; success names the new agent and its code, and the list reloads', async () => {
    const server = agentsServer().ok(`POST ${Path.promote}`, subAgent({ username: 'player9', code: 'AGT909', memberId: 909 }));
    const { user } = await openAgents({ server });
    const form = await screen.findByRole('form', { name: 'Promote member' });
    await fill(user, within(form).getByLabelText("Member's username"), 'player9');
    await user.click(within(form).getByRole('button', { name: 'Promote member' }));
    expect(await screen.findByRole('status')).toHaveTextContent('player9 is now an agent (code AGT909).');
    expect(server.callsTo(`POST ${Path.promote}`)[0]!.body).toEqual({ merchantCode: 'MLOBBY', username: 'player9' });
    expect(server.callsTo(AGENTS)).toHaveLength(2);
  });

  test('promoting an ineligible member shows the server refusal (agent.not.eligible)', async () => {
    const server = agentsServer().fail(`POST ${Path.promote}`, 'agent.not.eligible', 'This member cannot become an agent.');
    const { user } = await openAgents({ server });
    const form = await screen.findByRole('form', { name: 'Promote member' });
    await fill(user, within(form).getByLabelText("Member's username"), 'trial1');
    await user.click(within(form).getByRole('button', { name: 'Promote member' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This member cannot become an agent.');
  });
});

describe('agents (console): detail and contracts', () => {
  test("the detail shows the upline chain, this month's team figures, the paid total and the contracts", async () => {
    const server = agentsServer().ok(`GET ${Path.agent(303)}`, detail({ agent: subAgent({ memberId: 303, username: 'deep', depth: 3 }), uplines: [{ memberId: 101, username: 'topdog' }, { memberId: 202, username: 'middle' }], contracts: [] }));
    await openAgents({ server, path: '/agents/agent/303' });
    expect(await screen.findByRole('heading', { name: 'Agent deep' })).toBeInTheDocument();
    const chain = screen.getByRole('navigation', { name: 'Upline chain' });
    expect(within(chain).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['/agents/agent/101', '/agents/agent/202']);
    expect(screen.getByText('Paid in total').nextSibling).toHaveTextContent('3,456.00');
    expect(screen.getByText('Turnover').nextSibling).toHaveTextContent('12,345.00');
    // Not a top-level agent: the merchant offers it nothing and sets no rebate.
    expect(screen.queryByRole('heading', { name: 'Offer or amend a contract' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Rebate rate' })).not.toBeInTheDocument();
  });

  test('a dividend offer converts the typed units: 1,500.00 turnover → 150000 minor units, 35% → 3500 bp; the amendment note says it applies from the next period', async () => {
    const server = agentsServer().ok(`POST ${Path.offer(101)}`, { id: 503 });
    const { user } = await openAgents({ server, path: '/agents/agent/101' });
    await user.selectOptions(await screen.findByLabelText('Contract'), 'dividend');
    expect(screen.getByText('The agent holds a signed contract of this kind: once signed, the change applies from the next period.')).toBeInTheDocument();
    // Prefilled from the signed dividend contract.
    expect(screen.getByLabelText('Tier 2: share of NGR (%)')).toHaveValue('30');
    expect(screen.getByLabelText('Tier 1: minimum turnover')).toHaveValue('1000');
    await user.selectOptions(screen.getByLabelText('Period'), 'halfMonth');
    await fill(user, screen.getByLabelText('Tier 1: minimum turnover'), '1,500.00');
    await fill(user, screen.getByLabelText('Tier 2: share of NGR (%)'), '35');
    await user.click(screen.getByRole('button', { name: 'Send offer' }));
    expect(server.callsTo(`POST ${Path.offer(101)}`)[0]!.body).toEqual({
      kind: 'dividend',
      cycle: 'halfMonth',
      tiers: [
        { minActivePlayers: 5, minTurnover: 150_000, value: 2_000 },
        { minActivePlayers: 10, minTurnover: 500_000, value: 3_500 },
      ],
    });
    expect(await screen.findByText("Offer sent: it waits for the agent's signature.")).toBeInTheDocument();
  });

  test('a salary tier is an amount: 1,500.00 a day → 150000 minor units; only the kind’s cycles are offered', async () => {
    const server = agentsServer().ok(`GET ${Path.agent(101)}`, detail({ contracts: [] })).ok(`POST ${Path.offer(101)}`, { id: 504 });
    const { user } = await openAgents({ server, path: '/agents/agent/101' });
    expect(within(await screen.findByLabelText('Period')).getAllByRole('option').map((o) => o.textContent)).toEqual(['Daily']);
    await fill(user, screen.getByLabelText('Tier 1: minimum active players'), '3');
    await fill(user, screen.getByLabelText('Tier 1: minimum turnover'), '0');
    await fill(user, screen.getByLabelText('Tier 1: salary per period'), '1,500.00');
    await user.click(screen.getByRole('button', { name: 'Send offer' }));
    expect(server.callsTo(`POST ${Path.offer(101)}`)[0]!.body).toEqual({ kind: 'dailySalary', cycle: 'day', tiers: [{ minActivePlayers: 3, minTurnover: 0, value: 150_000 }] });
  });

  test('tiers that do not increase are refused in words before anything is sent', async () => {
    const server = agentsServer();
    const { user } = await openAgents({ server, path: '/agents/agent/101' });
    await user.selectOptions(await screen.findByLabelText('Contract'), 'dividend');
    await fill(user, screen.getByLabelText('Tier 2: share of NGR (%)'), '15');
    await user.click(screen.getByRole('button', { name: 'Send offer' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Tier 2: Each tier asks at least as many players and as much turnover as the one before (more of one) and gives more.');
    await fill(user, screen.getByLabelText('Tier 2: share of NGR (%)'), '35');
    await fill(user, screen.getByLabelText('Tier 2: minimum active players'), '5');
    await fill(user, screen.getByLabelText('Tier 2: minimum turnover'), '1000');
    await user.click(screen.getByRole('button', { name: 'Send offer' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Tier 2: Each tier asks');
    expect(server.callsTo(`POST ${Path.offer(101)}`)).toHaveLength(0);
  });

  test("the merchant's signed contract is ended after a confirmation, and its offer withdrawn; the rebate rate is saved in bp", async () => {
    const server = agentsServer().ok(`POST ${Path.endContract(101)}`, { id: 501 }).ok(`POST ${Path.rebate(101)}`, agent({ rebateBp: 250 }));
    const { user } = await openAgents({ server, path: '/agents/agent/101' });
    await user.click(await screen.findByRole('button', { name: 'End the Dividend contract' }));
    await user.click(screen.getByRole('button', { name: 'Yes, end it from the next period' }));
    expect(server.callsTo(`POST ${Path.endContract(101)}`)[0]!.body).toEqual({ contractId: 501 });
    expect(await screen.findByRole('button', { name: 'Withdraw the Daily salary offer' })).toBeInTheDocument();
    await fill(user, screen.getByLabelText("The agent's own rebate rate (%, at most 3)"), '2.5');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(server.callsTo(`POST ${Path.rebate(101)}`)[0]!.body).toEqual({ rebateBp: 250 });
  });
});

describe('agents (console): accessibility', () => {
  // axe measures icon ligatures on a canvas, which jsdom lacks: without one it skips that check quietly.
  beforeAll(() => jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null));
  afterAll(() => jest.restoreAllMocks());

  test.each(['/agents/list', '/agents/agent/101', '/agents/statements', '/agents/settings', '/agents/report'])('%s is axe-clean', async (path) => {
    await openAgents({ path });
    await screen.findAllByRole('heading', { level: 2 });
    await waitFor(() => expect(screen.queryByText('Loading…')).toBeNull());
    expect(await axeViolations()).toEqual([]);
  });
});

describe('agents (console): statements, settings, report', () => {
  test('statements show their lines, state and reason; the pending ones link to the review queue', async () => {
    const server = agentsServer().on(STATEMENTS, (call) =>
      call.url.includes('state=pending') ? { value: pageOf([statement({ id: 902, state: 'pending' })], 2) } : { value: pageOf([statement(), statement({ id: 903, state: 'rejected', reason: 'Fraud check', username: 'middle' })]) },
    );
    const { user } = await openAgents({ server, path: '/agents/statements' });
    const link = await screen.findByRole('link', { name: /Statements waiting for approval: 2/ });
    expect(link).toHaveAttribute('href', '/review/agent-payout');
    const lines = within(screen.getAllByRole('table', { name: /Lines of topdog/ })[0]!).getAllByRole('row').map((r) => r.textContent);
    expect(lines).toEqual(['Tier 2', 'Gross240.00', 'Paid to sub-agent mi***le-40.00', 'Carried in-50.00', 'Net150.00', 'Paid150.00', 'Carried to the next period0.00']);
    expect(screen.getByText('Reason: Fraud check')).toBeInTheDocument();
    await fill(user, screen.getByLabelText('Agent (member ID)'), '101');
    await user.selectOptions(screen.getByLabelText('State'), 'rejected');
    await user.click(screen.getByRole('button', { name: 'Find' }));
    expect(server.callsTo(STATEMENTS).at(-1)!.url).toBe(`${Path.statements}?agentId=101&state=rejected&page=1`);
  });

  test('settings show amounts in major units and the rate in %, and save minor units and bp', async () => {
    const server = agentsServer().ok(`PUT ${Path.settings}`, { merchantCode: 'MLOBBY', transferDailyCap: 7_500_050, payoutApprovalThreshold: 200_000, topRebateBp: 125 });
    const { user } = await openAgents({ server, path: '/agents/settings' });
    const cap = await screen.findByLabelText('Daily transfer cap per agent');
    expect(cap).toHaveValue('50000');
    await fill(user, cap, '75,000.50');
    await fill(user, screen.getByLabelText('Payouts above this wait for approval'), '2000');
    await fill(user, screen.getByLabelText('Default top-level rebate rate (%, at most 3)'), '1.25');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(server.callsTo(`PUT ${Path.settings}`)[0]!.body).toEqual({ merchantCode: 'MLOBBY', transferDailyCap: 7_500_050, payoutApprovalThreshold: 200_000, topRebateBp: 125 });
    expect(await screen.findByRole('status')).toHaveTextContent('Saved.');
  });

  test('a rebate rate above the most is refused before sending', async () => {
    const server = agentsServer();
    const { user } = await openAgents({ server, path: '/agents/settings' });
    await fill(user, await screen.findByLabelText('Default top-level rebate rate (%, at most 3)'), '4');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alert')).toHaveTextContent('A rebate rate is 0% to 3%, with up to 2 decimals.');
    expect(server.callsTo(`PUT ${Path.settings}`)).toHaveLength(0);
  });

  test('the report shows each agent and the totals row', async () => {
    await openAgents({ path: '/agents/report' });
    const table = await screen.findByRole('table', { name: 'Agents report' });
    const rows = within(table).getAllByRole('row').map((r) => within(r).queryAllByRole('cell').map((c) => c.textContent));
    expect(rows[1]).toEqual(['topdog', '1', '12', '8', '3,000.00', '20,000.00', '900.00', '150.00', '0.00']);
    const totals = within(table).getByRole('rowheader', { name: 'Totals' }).closest('tr')!;
    expect(within(totals).getAllByRole('cell').map((c) => c.textContent)).toEqual(['15', '10', '3,500.00', '24,000.00', '1,000.00', '190.00', '10.00']);
  });
});
