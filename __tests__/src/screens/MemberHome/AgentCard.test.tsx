import { screen, within } from '@testing-library/react';
import { en, renderApp, sessionOf } from '../../helpers/renderApp';
import { memberCentreRoutes } from '../../helpers/member';
import { ok } from '../../helpers/agents';

async function open(agent: boolean) {
  await renderApp({ path: '/m/member/home', session: sessionOf(0, 'alice'), routes: { ...memberCentreRoutes(), 'GET /wps/member/info': ok({ id: 1, type: 0, userName: 'alice', agent }) } });
  await screen.findByRole('region', { name: en.member.money });
}

describe('member home: the agent card', () => {
  it('an agent gets the agent area and the three contract screens', async () => {
    await open(true);
    const card = await screen.findByRole('region', { name: en.agent.area });
    expect(within(card).getByRole('link', { name: en.title.agentHome })).toHaveAttribute('href', '/m/agent/home');
    expect(within(card).getByRole('link', { name: en.agent.kind.dailySalary })).toHaveAttribute('href', '/m/member/agent/getSalaryContract');
    expect(within(card).getByRole('link', { name: en.agent.kind.dividend })).toHaveAttribute('href', '/m/member/agent/getDevidendContract');
    expect(within(card).getByRole('link', { name: en.agent.kind.hourlySalary })).toHaveAttribute('href', '/m/member/agent/getHourContract');
  });

  it('a member who is not an agent gets no agent card', async () => {
    await open(false);
    expect(screen.queryByRole('region', { name: en.agent.area })).not.toBeInTheDocument();
  });
});
