import { screen, waitFor, within } from '@testing-library/react';
import { AgentPath } from '@common/contract/agents';
import type { MemberType } from '@common/contract/member';
import { callsTo, en, inAct, renderApp, sessionOf } from '../../helpers/renderApp';
import { agentHome, agentRoutes, agentStatus, ok } from '../../helpers/agents';

async function open({ type = 0 as MemberType, policy = true, agent = true, offers = ['dailySalary', 'dividend'] as const } = {}) {
  const app = await renderApp({
    path: '/m/home',
    session: sessionOf(type),
    status: agentStatus(policy),
    routes: agentRoutes({
      'GET /wps/member/info': ok({ id: 1, type, userName: 'alice', agent }),
      [`GET ${AgentPath.home}`]: ok(agentHome({ offers: [...offers] })),
    }),
  });
  await inAct(() => app.store.session.checkAgentOffers());
  return app;
}

const prompt = () => screen.queryByRole('alertdialog');

describe('AGENTPOLICY3 prompts (§4)', () => {
  it.each([
    ['type 0 agent, switch on', { type: 0 }, true],
    ['type 1 agent, switch on', { type: 1 }, true],
    ['type 2 agent, switch on', { type: 2 }, true],
    ['type 4', { type: 4 }, false],
    ['type 40', { type: 40 }, false],
    ['type 41', { type: 41 }, false],
    ['type 42', { type: 42 }, false],
    ['AGENTPOLICY3 off', { policy: false }, false],
    ['not an agent', { agent: false }, false],
  ] as const)('%s: prompted %s', async (_, options, shown) => {
    const { fetch } = await open(options as { type?: MemberType; policy?: boolean; agent?: boolean });
    if (shown) {
      expect(await screen.findByRole('alertdialog')).toHaveTextContent(en.agent.prompt.dailySalary);
    } else {
      expect(prompt()).not.toBeInTheDocument();
      expect(callsTo(fetch, AgentPath.home)).toHaveLength(0);
    }
  });

  it('shows one alert at a time: cancel dismisses that kind for the session and shows the next', async () => {
    const { user, store } = await open();
    const first = await screen.findByRole('alertdialog');
    expect(first).toHaveTextContent(en.agent.prompt.dailySalary);
    expect(screen.getAllByRole('alertdialog')).toHaveLength(1);
    await waitFor(() => expect(within(first).getByRole('button', { name: en.common.cancel })).toBeEnabled());
    await user.click(within(first).getByRole('button', { name: en.common.cancel }));
    expect(await screen.findByText(en.agent.prompt.dividend)).toBeInTheDocument();
    const second = screen.getByRole('alertdialog');
    await waitFor(() => expect(within(second).getByRole('button', { name: en.common.cancel })).toBeEnabled());
    await user.click(within(second).getByRole('button', { name: en.common.cancel }));
    await waitFor(() => expect(prompt()).not.toBeInTheDocument());
    // A second check in the same session asks nothing again.
    await inAct(() => store.session.checkAgentOffers());
    expect(prompt()).not.toBeInTheDocument();
  });

  it('go opens the kind’s contract screen', async () => {
    const { user, location } = await open({ offers: ['dividend'] } as never);
    const dialog = await screen.findByRole('alertdialog');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: en.agent.prompt.go })).toBeEnabled());
    await user.click(within(dialog).getByRole('button', { name: en.agent.prompt.go }));
    await waitFor(() => expect(location()).toBe('/m/member/agent/getDevidendContract'));
  });
});
