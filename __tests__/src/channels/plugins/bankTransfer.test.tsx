import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PaymentPath } from '@common/contract/payments';
import { IMAGE_MAX_BYTES } from '@common/rules/limits';
import { TOAST_INFO_MS } from '../../../../src/config/constants';
import { openDeposit } from '../../helpers/depositScreen';
import { deposit, ok, picture } from '../../helpers/payments';
import { callsTo, en } from '../../helpers/renderApp';

const bank = () =>
  deposit({ kind: 'bankTransfer', channelId: 3, channelName: 'City Bank', instructions: { accountNumber: '1234567890123', accountName: 'Mlobby Ltd', bankName: 'City Bank, Gulshan', reference: 'MLB-9X', expiresAt: Date.UTC(2026, 10, 27) } });

async function openBank() {
  const app = await openDeposit(bank(), { routes: { [`POST ${PaymentPath.depositProof('dep-1')}`]: ok({ ...bank(), status: 'pending', proofCount: 1 }) } });
  // The accept attribute must not filter the files: the picker's own rules are what is tested.
  return { ...app, user: userEvent.setup({ applyAccept: false }), input: () => screen.getByLabelText(en.deposit.proof) as HTMLInputElement };
}

describe('bank transfer plug-in', () => {
  it('shows the bank, the account and the reference to pay to', async () => {
    await openBank();
    expect(screen.getByText('City Bank, Gulshan')).toBeInTheDocument();
    expect(screen.getByText('1234567890123')).toBeInTheDocument();
    expect(screen.getByText('MLB-9X')).toBeInTheDocument();
  });

  it('§5: turns away another type, a picture over 5 MB, and a fourth, each with its 1.5 s info toast', async () => {
    const { user, input, store } = await openBank();
    await user.upload(input(), picture('receipt.gif', 'image/gif'));
    expect(await screen.findByText(en.activity_apply_remark_limit2)).toBeInTheDocument();
    await user.upload(input(), picture('huge.jpg', 'image/jpeg', IMAGE_MAX_BYTES + 1));
    expect(await screen.findByText(en.activity_apply_remark_limit3)).toBeInTheDocument();
    await user.upload(input(), [picture('1.jpg'), picture('2.png', 'image/png'), picture('3.jpeg'), picture('4.jpg')]);
    expect(await screen.findByText(en.activity_apply_remark_limit4)).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Remove picture/ })).toHaveLength(3);
    const infos = store.ui.toasts.filter((toast) => toast.kind === 'info');
    expect(infos.map((toast) => toast.durationMs)).toEqual([TOAST_INFO_MS, TOAST_INFO_MS, TOAST_INFO_MS]);
    expect(TOAST_INFO_MS).toBe(1_500);
    // At the limit the chooser is gone until one is removed.
    expect(screen.queryByLabelText(en.deposit.proof)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove picture 2' }));
    expect(screen.getAllByRole('button', { name: /^Remove picture/ })).toHaveLength(2);
    expect(input()).toBeInTheDocument();
  });

  it('sends the proof once a picture is chosen; the deposit then waits for review', async () => {
    const { user, input, fetch } = await openBank();
    expect(screen.getByRole('button', { name: en.deposit.sendProof })).toBeDisabled();
    await user.upload(input(), picture('receipt.jpg'));
    await user.click(screen.getByRole('button', { name: en.deposit.sendProof }));
    expect(await screen.findByRole('heading', { name: en.deposit.status.review })).toBeInTheDocument();
    await waitFor(() => expect(callsTo(fetch, PaymentPath.depositProof('dep-1'), 'POST')).toHaveLength(1));
    const body = callsTo(fetch, PaymentPath.depositProof('dep-1'), 'POST')[0].init.body as FormData;
    expect(body.getAll('pictures').map((f) => (f as File).name)).toEqual(['receipt.jpg']);
  });
});
