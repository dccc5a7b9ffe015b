/** The agents screen opened on a fake server, and what its tests type with. */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConsoleAgentPath as Path } from '@common/contract/consoleAgents';
import type { Role } from '@common/rules/operatorRoles';
import { renderConsole } from '../../helpers/console';
import { FakeServer, operator } from '../../helpers/fakeServer';
import { agent, detail, pageOf, report, settings, statement } from './fixtures';

export const AGENTS = `GET ${Path.agents}`;
export const DETAIL = `GET ${Path.agent(101)}`;
export const STATEMENTS = `GET ${Path.statements}`;
export const SETTINGS = `GET ${Path.settings}`;
export const REPORT = `GET ${Path.report}`;

/** A server answering every agents read of the merchant MLOBBY. */
export const agentsServer = () =>
  new FakeServer().ok(AGENTS, pageOf([agent()])).ok(DETAIL, detail()).ok(STATEMENTS, pageOf([statement()])).ok(SETTINGS, settings()).ok(REPORT, report());

export async function openAgents({ path = '/agents/list', roles = ['agentManager'] as Role[], server = agentsServer() } = {}) {
  const view = await renderConsole({ me: operator(roles), path, server });
  // The screen is a lazy chunk: its first load in a suite takes longer than a find's default second.
  await screen.findByRole('heading', { name: 'Agents', level: 1 }, { timeout: 5000 });
  return { ...view, server, user: userEvent.setup({ delay: null }) };
}

/** Types a text in one go (a paste). */
export async function fill(user: ReturnType<typeof userEvent.setup>, input: HTMLElement, text: string) {
  await user.clear(input);
  if (text) {
    await user.click(input);
    await user.paste(text);
  }
}
