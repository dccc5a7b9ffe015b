import { screen } from '@testing-library/react';
import { AgentPath } from '@common/contract/agents';
import { axeViolations } from '../helpers/axe';
import { agentRoutes, contract, contractView, link, ok, page, statement } from '../helpers/agents';
import { en, renderApp, sessionOf } from '../helpers/renderApp';

const sub = { memberId: 9, username: 'su***b', agent: true, registeredAt: 0, rebateBp: 50, contracts: { dailySalary: 'signed' as const }, teamMembers: 4, turnover: 0, deposits: 0 };

/** Every agent screen in a state that shows most of its markup. */
const SCREENS: [string, string][] = [
  ['/m/member/agent/getSalaryContract', en.agent.contract.offer],
  ['/m/agent/home?tab=links', en.agent.links.title],
  ['/m/agent/home?tab=team', en.agent.team.title],
  ['/m/agent/home?tab=transfer', en.agent.transfer.history],
  ['/m/agent/home?tab=rebates', en.agent.rebates.title],
  ['/m/agent/home?tab=earnings', en.agent.tab.earnings],
];

const routes = agentRoutes({
  [`GET ${AgentPath.contract}`]: ok(contractView({ offer: contract({ id: 12, state: 'offered', offeredBy: 'up***7' }) })),
  [`GET ${AgentPath.statements}`]: ok(page([statement()])),
  [`GET ${AgentPath.links}`]: ok([link()]),
  [`GET ${AgentPath.subordinates}`]: ok(page([sub])),
  [`GET ${AgentPath.transfer}`]: ok(page([{ id: 1, username: 'bob', amount: 2_500, createdAt: 0, balance: 0 }])),
  [`GET ${AgentPath.rebates}`]: ok({ ownBp: 125, members: [{ memberId: 3, username: 'carol', rebateBp: 50 }] }),
});

describe('agent screens are axe-clean (jsdom: every rule but colour contrast, which needs layout)', () => {
  // axe measures icon ligatures on a canvas, which jsdom lacks: without one it skips that check quietly.
  beforeAll(() => jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null));
  afterAll(() => jest.restoreAllMocks());

  it.each(SCREENS)('%s (%s)', async (path, landmark) => {
    await renderApp({ path, session: sessionOf(0), routes });
    await screen.findAllByText(landmark);
    expect(await axeViolations()).toEqual([]);
  });
});
