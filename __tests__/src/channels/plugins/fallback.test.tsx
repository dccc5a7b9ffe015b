import { screen } from '@testing-library/react';
import { PaymentPath, type ChannelKind } from '@common/contract/payments';
import { openDeposit } from '../../helpers/depositScreen';
import { deposit, depositChannel, depositChannels, ok, paymentRoutes } from '../../helpers/payments';
import { en, renderApp, sessionOf } from '../../helpers/renderApp';

const CRYPTO = 'crypto' as ChannelKind;

describe('fallback plug-in (a kind this site does not know)', () => {
  it('a deposit of that kind says it cannot be completed here and offers customer service', async () => {
    await openDeposit(deposit({ kind: CRYPTO, channelName: 'Coin pay' }));
    expect(screen.getByRole('heading', { name: 'Coin pay' })).toBeInTheDocument();
    expect(screen.getByText(en.deposit.kindUnsupported)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: en.deposit.contactService })).toHaveAttribute('href', '/m/service');
  });

  it('a channel of that kind is listed but cannot be chosen', async () => {
    const channels = [...depositChannels(), depositChannel({ id: 9, kind: CRYPTO, name: 'Coin pay' })];
    await renderApp({ path: '/m/voucherCenter', session: sessionOf(0), routes: { ...paymentRoutes(), [`GET ${PaymentPath.channels}`]: ok(channels) } });
    expect(await screen.findByRole('radio', { name: /Coin pay/ })).toBeDisabled();
    expect(screen.getByRole('radio', { name: /bKash/ })).toBeEnabled();
  });
});
