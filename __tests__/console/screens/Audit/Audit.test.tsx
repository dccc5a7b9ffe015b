import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AuditPath } from '@common/contract/audit';
import { ReportPath } from '@common/contract/consoleReports';
import { renderConsole } from '../../helpers/console';
import { FakeServer, operator } from '../../helpers/fakeServer';

const emptyPage = { items: [], page: 1, pageSize: 50, total: 0 };

describe('audit log', () => {
  test('verifying the chain names the first broken row and why', async () => {
    const server = new FakeServer().ok(`GET ${ReportPath.audit}`, emptyPage).ok(`GET ${AuditPath.verify}`, { ok: false, checked: 41, unsealed: 0, firstBroken: { id: 42, chainSeq: 42, reason: 'content' } });
    await renderConsole({ me: operator(['finance']), path: '/audit', server });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Verify the chain' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The chain is broken at row 42 (position 42), after 41 rows checked. Its content was changed.');
  });

  test('filters the rows and offers the CSV of the same filter', async () => {
    const server = new FakeServer().ok(`GET ${ReportPath.audit}`, emptyPage);
    await renderConsole({ me: operator(['finance']), path: '/audit', server });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Action'), 'wallet.adjust');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(server.callsTo(`GET ${ReportPath.audit}`).at(-1)!.url).toBe(`${ReportPath.audit}?action=wallet.adjust&page=1`);
    expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute('href', `${ReportPath.auditCsv}?action=wallet.adjust`);
  });
});
