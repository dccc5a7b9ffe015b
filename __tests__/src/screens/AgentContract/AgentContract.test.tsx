import { screen, waitFor, within } from '@testing-library/react';
import { AgentPath } from '@common/contract/agents';
import { HttpReply, callsTo, en, renderApp, sessionOf, type Reply } from '../../helpers/renderApp';
import { agentOnly, agentRoutes, contract, contractView, ok, page, statement } from '../../helpers/agents';
import { jsonBody } from '../../helpers/member';

const fill = (text: string, values: Record<string, string | number>) => text.replace(/{{(\w+)}}/g, (_, k: string) => String(values[k] ?? ''));

async function open(path: string, routes: Record<string, Reply> = {}) {
  return renderApp({ path, session: sessionOf(0), routes: agentRoutes(routes) });
}

describe('the contract screens', () => {
  it('asks for the kind the path names and shows the contract in force with who offered it', async () => {
    const { fetch } = await open('/m/member/agent/getDevidendContract', {
      [`GET ${AgentPath.contract}`]: ok(contractView({ kind: 'dividend', current: contract({ kind: 'dividend', cycle: 'halfMonth', offeredBy: 'up***7', tiers: [{ minActivePlayers: 1, minTurnover: 0, value: 2_500 }] }), qualifyingTier: 0 })),
    });
    const card = await screen.findByRole('region', { name: en.agent.contract.current });
    expect(within(card).getByText('up***7')).toBeInTheDocument();
    expect(within(card).getByText('25.00%')).toBeInTheDocument();
    expect(callsTo(fetch, AgentPath.contract, 'GET')[0]!.url).toContain('kind=dividend');
    expect(callsTo(fetch, AgentPath.statements, 'GET')[0]!.url).toContain('kind=dividend');
  });

  it('marks the qualifying tier and says what the next tier still needs (active players and turnover)', async () => {
    await open('/m/member/agent/getSalaryContract');
    const period = await screen.findByRole('region', { name: en.agent.contract.period });
    const row = within(period).getByTestId('qualifying-tier');
    expect(row).toHaveAttribute('aria-current', 'true');
    expect(row).toHaveTextContent(fill(en.agent.tier.qualifying, { n: 2 }));
    expect(row).toHaveTextContent('120.00');
    // 12 active of 20 and 8,000.00 of 20,000.00 turnover.
    expect(within(period).getByTestId('next-tier')).toHaveTextContent(fill(en.agent.contract.toNext, { n: 3, players: 8, turnover: '12,000.00' }));
    expect(within(period).getByText('-5.00')).toBeInTheDocument();
  });

  it('signs an offer only after the confirmation, with one POST of its id', async () => {
    let signed = false;
    const { user, fetch } = await open('/m/member/agent/getHourContract', {
      [`GET ${AgentPath.contract}`]: () =>
        ok(signed ? contractView({ kind: 'hourlySalary' }) : contractView({ kind: 'hourlySalary', current: null, figures: null, qualifyingTier: -1, offer: contract({ id: 44, kind: 'hourlySalary', cycle: 'hour', state: 'offered' }) })),
      [`POST ${AgentPath.sign}`]: () => {
        signed = true;
        return ok(contract({ id: 44, kind: 'hourlySalary' }));
      },
    });
    const offer = await screen.findByRole('region', { name: en.agent.contract.offer });
    await user.click(within(offer).getByRole('button', { name: en.agent.contract.sign }));
    const dialog = await screen.findByRole('alertdialog');
    expect(callsTo(fetch, AgentPath.sign, 'POST')).toHaveLength(0);
    await waitFor(() => expect(within(dialog).getByRole('button', { name: en.agent.contract.sign })).toBeEnabled());
    await user.click(within(dialog).getByRole('button', { name: en.agent.contract.sign }));
    await waitFor(() => expect(callsTo(fetch, AgentPath.sign, 'POST')).toHaveLength(1));
    expect(jsonBody(callsTo(fetch, AgentPath.sign, 'POST')[0]!)).toEqual({ contractId: 44 });
    expect(await screen.findByRole('region', { name: en.agent.contract.current })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: en.agent.contract.offer })).not.toBeInTheDocument();
  });

  it('lists the statements with their lines and state; a rejected one gives its reason', async () => {
    await open('/m/member/agent/getSalaryContract', {
      [`GET ${AgentPath.statements}`]: ok(page([statement(), statement({ id: 32, state: 'rejected', reason: 'Fraud check', periodStart: Date.UTC(2026, 10, 24), periodEnd: Date.UTC(2026, 10, 25) })])),
    });
    const list = await screen.findByRole('list', { name: fill(en.agent.statement.listOf, { kind: en.agent.kind.dailySalary }) });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    // The first's state and both statements' paid lines.
    expect(within(list).getAllByText(en.agent.statement.state.paid)).toHaveLength(3);
    expect(within(list).getByText(en.agent.statement.state.rejected)).toBeInTheDocument();
    expect(within(list).getByText(fill(en.agent.statement.reason, { reason: 'Fraud check' }))).toBeInTheDocument();
    expect(within(list).getAllByText(en.agent.statement.line.gross)).toHaveLength(2);
  });

  it('tells a member who is not an agent that the screen is for agents only', async () => {
    await open('/m/member/agent/getSalaryContract', { [`GET ${AgentPath.contract}`]: new HttpReply(403, agentOnly) });
    expect(await screen.findByRole('heading', { name: en.agent.notAgent.title })).toBeInTheDocument();
  });
});
