import { screen, waitFor, within } from '@testing-library/react';
import { PaymentPath } from '@common/contract/payments';
import { openDeposit } from '../../helpers/depositScreen';
import { deposit, ok, refused } from '../../helpers/payments';
import { callsTo, en } from '../../helpers/renderApp';

const pending = () => deposit({ status: 'pending', trxId: 'BGH7K2L9QZ', senderNumber: '01898765432' });

describe('mobile wallet plug-in', () => {
  it('shows the receiving number, the exact amount and the reference, each with a copy button', async () => {
    const { user } = await openDeposit(deposit());
    // After the user-event setup, which puts its own clipboard in place.
    const writeText = jest.spyOn(navigator.clipboard, 'writeText');
    expect(screen.getByRole('heading', { name: en.deposit.walletTitle.replace('{{channel}}', 'bKash') })).toBeInTheDocument();
    expect(screen.getByText('01712345678')).toBeInTheDocument();
    expect(screen.getByText('1,000.00')).toBeInTheDocument();
    expect(screen.getByText('MLB-7Q2K')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: `Copy ${en.deposit.receivingNumber}` }));
    expect(writeText).toHaveBeenLastCalledWith('01712345678');
    await user.click(screen.getByRole('button', { name: `Copy ${en.pay.amount}` }));
    expect(writeText).toHaveBeenLastCalledWith('1000.00');
    expect(await screen.findAllByText(en.pay.copied)).not.toHaveLength(0);
  });

  it('checks the sender number and the TrxID before sending; then the deposit waits for review', async () => {
    const { user, fetch } = await openDeposit(deposit(), { routes: { [`POST ${PaymentPath.depositConfirm('dep-1')}`]: ok(pending()) } });
    const form = screen.getByRole('form', { name: en.deposit.walletConfirm });
    await user.type(within(form).getByLabelText(en.deposit.senderNumber), '0171');
    await user.type(within(form).getByLabelText(en.deposit.trxId), 'BG-7');
    await user.click(within(form).getByRole('button', { name: en.deposit.iHavePaid }));
    expect(screen.getByText(en.deposit.senderNumberFormat)).toBeInTheDocument();
    expect(screen.getByText(en.deposit.trxIdFormat)).toBeInTheDocument();
    expect(callsTo(fetch, PaymentPath.depositConfirm('dep-1'))).toHaveLength(0);
    await user.clear(within(form).getByLabelText(en.deposit.senderNumber));
    await user.type(within(form).getByLabelText(en.deposit.senderNumber), '01898765432');
    await user.clear(within(form).getByLabelText(en.deposit.trxId));
    await user.type(within(form).getByLabelText(en.deposit.trxId), 'BGH7K2L9QZ');
    await user.click(within(form).getByRole('button', { name: en.deposit.iHavePaid }));
    expect(await screen.findByRole('heading', { name: en.deposit.status.review })).toBeInTheDocument();
    expect(JSON.parse(String(callsTo(fetch, PaymentPath.depositConfirm('dep-1'))[0].init.body))).toEqual({ senderNumber: '01898765432', trxId: 'BGH7K2L9QZ' });
  });

  it('a TrxID already used: the server’s words, and the form stays to correct it', async () => {
    const message = 'This transaction ID was already used for a deposit.';
    const { user } = await openDeposit(deposit(), { routes: { [`POST ${PaymentPath.depositConfirm('dep-1')}`]: refused('deposit.trxid.used', message) } });
    await user.type(screen.getByLabelText(en.deposit.senderNumber), '01898765432');
    await user.type(screen.getByLabelText(en.deposit.trxId), 'BGH7K2L9QZ');
    await user.click(screen.getByRole('button', { name: en.deposit.iHavePaid }));
    expect(await screen.findByRole('alertdialog')).toHaveTextContent(message);
    await waitFor(() => expect(screen.getByLabelText(en.deposit.trxId)).toHaveValue('BGH7K2L9QZ'));
  });
});
