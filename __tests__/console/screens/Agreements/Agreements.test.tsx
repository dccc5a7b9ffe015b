import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConsoleAgreementPath, type AgreementVersionValue } from '@common/contract/agreement';
import { renderConsole } from '../../helpers/console';
import { FakeServer, operator } from '../../helpers/fakeServer';

const published: AgreementVersionValue = {
  id: 1, merchantCode: 'MLOBBY', version: 1, status: 'published', texts: { EN: { title: 'User agreement', body: 'One.' }, BN: { title: 'ব্যবহারকারী চুক্তি', body: 'এক।' } },
  createdBy: 'seed', publishedAt: Date.UTC(2026, 10, 1), accepted: 42,
};
const draft: AgreementVersionValue = { ...published, id: 2, version: null, status: 'draft', texts: { EN: { title: 'Terms 2026', body: 'New.' } }, createdBy: 'content1', publishedAt: null, accepted: 0 };

const withList = () => new FakeServer().ok(`GET ${ConsoleAgreementPath.versions}`, [draft, published]);

describe('agreements (console)', () => {
  test('lists versions with status, publication and how many players accepted each', async () => {
    await renderConsole({ me: operator(['content']), path: '/agreements', server: withList() });
    const row = await screen.findByRole('row', { name: /User agreement/ });
    expect(row).toHaveTextContent('Published');
    expect(row).toHaveTextContent('42');
    expect(row).toHaveTextContent('EN, BN');
    expect(screen.getByRole('row', { name: /Terms 2026/ })).toHaveTextContent('Draft');
    expect(screen.getByRole('link', { name: 'Agreements' })).toBeInTheDocument();
  });

  test('the navigation offers it to content.manage only', async () => {
    await renderConsole({ me: operator(['support']), path: '/players', server: withList() });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('link', { name: 'Agreements' })).not.toBeInTheDocument();
  });

  test('writes a draft with a title and text per language; English is required', async () => {
    const server = withList().ok(`POST ${ConsoleAgreementPath.versions}`, { ...draft, id: 3 });
    await renderConsole({ me: operator(['content']), path: '/agreements', server });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'New draft' }));
    const editor = screen.getByRole('region', { name: 'New draft' });
    await user.type(within(editor).getByLabelText('Add a language (code, e.g. BN)'), 'bn');
    await user.click(within(editor).getByRole('button', { name: 'Add' }));
    await user.type(within(editor).getByLabelText('Title (BN)'), 'শর্তাবলী');
    await user.type(within(editor).getByLabelText('Text (BN)'), 'প্রথম।');
    await user.click(within(editor).getByRole('button', { name: 'Save draft' }));
    expect(within(editor).getByRole('alert')).toHaveTextContent('The English title and text are required.');
    expect(server.callsTo(`POST ${ConsoleAgreementPath.versions}`)).toHaveLength(0);
    await user.click(within(editor).getByRole('button', { name: 'EN' }));
    await user.type(within(editor).getByLabelText('Title (EN)'), 'Terms');
    await user.type(within(editor).getByLabelText('Text (EN)'), 'First.{Enter}{Enter}Second.');
    await user.click(within(editor).getByRole('button', { name: 'Save draft' }));
    expect(server.callsTo(`POST ${ConsoleAgreementPath.versions}`)[0]!.body).toEqual({
      texts: { EN: { title: 'Terms', body: 'First.\n\nSecond.' }, BN: { title: 'শর্তাবলী', body: 'প্রথম।' } },
    });
    expect(screen.queryByRole('region', { name: 'New draft' })).not.toBeInTheDocument();
  });

  test('publishes a draft only after a confirmation naming the version number it takes', async () => {
    const server = withList().ok(`POST ${ConsoleAgreementPath.publish(2)}`, { ...draft, version: 2, status: 'published' });
    await renderConsole({ me: operator(['content']), path: '/agreements', server });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Publish the draft “Terms 2026”' }));
    const confirm = screen.getByRole('alertdialog');
    expect(confirm).toHaveTextContent('as version 2?');
    expect(server.callsTo(`POST ${ConsoleAgreementPath.publish(2)}`)).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Publish as version 2' }));
    expect(server.callsTo(`POST ${ConsoleAgreementPath.publish(2)}`)).toHaveLength(1);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  test('a published version opens read-only', async () => {
    await renderConsole({ me: operator(['content']), path: '/agreements', server: withList() });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'View “User agreement”' }));
    const editor = screen.getByRole('region', { name: /Version 1/ });
    expect(within(editor).getByLabelText('Title (EN)')).toHaveAttribute('readonly');
    expect(within(editor).queryByRole('button', { name: 'Save draft' })).not.toBeInTheDocument();
  });
});
