import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderConsole } from '../../helpers/console';
import { FakeServer, operator } from '../../helpers/fakeServer';

const navLinks = async () => within(await screen.findByRole('navigation', { name: 'Console sections' })).getAllByRole('link').map((a) => a.textContent);

describe('console navigation', () => {
  test('an owner sees every screen', async () => {
    await renderConsole({ me: operator(['owner']) });
    expect(await navLinks()).toEqual(['Dashboard', 'Review queue', 'Players', 'Transfers', 'Content', 'Agreements', 'Promotions', 'Loyalty', 'Agents', 'Merchant settings', 'Payments', 'Catalogue', 'Lottery', 'Audit log', 'Operators', 'API keys', 'Member inbox', 'Chat desk', 'Outbox']);
  });

  test('support sees only what its permissions allow: the review queue (reward applications), loyalty (mall orders, loyalty.fulfil), no audit, no operators, no promotion editor', async () => {
    await renderConsole({ me: operator(['support']) });
    expect(await navLinks()).toEqual(['Review queue', 'Players', 'Transfers', 'Loyalty', 'Member inbox', 'Chat desk', 'Outbox']);
  });

  test('the agents screen is in the navigation only with agents.manage: an agent manager sees it, support and content do not', async () => {
    const { unmount } = await renderConsole({ me: operator(['agentManager']) });
    expect(await navLinks()).toEqual(expect.arrayContaining(['Players', 'Agents']));
    expect(await navLinks()).not.toContain('Loyalty');
    unmount();
    await renderConsole({ me: operator(['content', 'support', 'finance', 'risk']) });
    expect(await navLinks()).not.toContain('Agents');
  });

  test('the transfers screen is in the navigation only with players.view: support and finance see it, a content editor does not', async () => {
    const { unmount } = await renderConsole({ me: operator(['finance']) });
    expect(await navLinks()).toContain('Transfers');
    unmount();
    await renderConsole({ me: operator(['content']) });
    expect(await navLinks()).not.toContain('Transfers');
  });

  test('finance sees the dashboard, the review queue, players and the audit log', async () => {
    await renderConsole({ me: operator(['finance']) });
    expect(await navLinks()).toEqual(['Dashboard', 'Review queue', 'Players', 'Transfers', 'Audit log']);
  });

  test('a content editor sees the content screen, the agreements, the promotions (promotions.manage), loyalty (loyalty.manage) and the member inbox', async () => {
    await renderConsole({ me: operator(['content']) });
    expect(await navLinks()).toEqual(['Content', 'Agreements', 'Promotions', 'Loyalty', 'Member inbox']);
  });

  test('promotions.review without promotions.manage (support) sent to /promotions lands on the review queue, with no Promotions entry', async () => {
    const server = new FakeServer().ok('GET /console/api/review/reward-application', { items: [], page: 1, pageSize: 50, total: 0 });
    await renderConsole({ me: operator(['support']), path: '/promotions', server });
    expect(await screen.findByRole('heading', { name: 'Review queue' })).toBeInTheDocument();
    expect(await navLinks()).not.toContain('Promotions');
  });

  test('an address the operator may not open leads to its first screen', async () => {
    const server = new FakeServer().ok('GET /console/api/review/reward-application', { items: [], page: 1, pageSize: 50, total: 0 });
    await renderConsole({ me: operator(['support']), path: '/operators', server });
    expect(await screen.findByRole('heading', { name: 'Review queue' })).toBeInTheDocument();
  });

  test('shows the operator, its merchant or "all merchants", and switches language', async () => {
    await renderConsole({ me: operator(['support'], { username: 'lee', merchantCode: null }) });
    expect(await screen.findByText('lee · all merchants')).toBeInTheDocument();
    await userEvent.setup().selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'zh');
    expect(await screen.findByText('lee · 全部商户')).toBeInTheDocument();
  });
});
