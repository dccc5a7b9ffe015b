import { CHANNEL_ADAPTERS } from '@common/contract/consolePayments';
import type { ChannelAdapter, DepositStartContext, PayoutContext } from '../../../server/channels/adapter';
import { SIMULATED_PAYOUT, SIMULATED_PAYOUT_FAILURE } from '../../../server/channels/gateway-simulator/adapter';
import { CHANNEL_ADAPTER_LIST } from '../../../server/channels/list';
import { depositReference } from '../../../server/channels/manual';
import { channelRegistry, ChannelRegistry } from '../../../server/channels/registry';
import type { PaymentChannelRow } from '../../../server/modules/payments';

const channel = { id: 7, merchantCode: 'MLOBBY', code: 'c', accountNumber: '01700000000', accountName: 'Demo', bankName: 'Bank' } as PaymentChannelRow;
const start = (secret: string | null): DepositStartContext => ({
  channel,
  secret,
  depositId: '0f9e8d7c-6b5a-4c3d-8e1f-001122334455',
  amount: 12_345n,
  currency: 'BDT',
  callbackUrl: 'http://localhost/wps/payments/callback/c?merchant=MLOBBY',
  returnUrl: 'http://localhost/m/voucherCenter',
  expiresAt: 1_000,
});
const payout = (number: string): PayoutContext => ({ channel, withdrawalId: 'w1', amount: 100n, currency: 'BDT', account: { holder: 'A', number, bankName: null }, callbackUrl: '' });

describe('channelRegistry', () => {
  it('holds exactly the adapters the contract names, each complete, under unique ids', () => {
    expect(channelRegistry.list().map((a) => a.id).sort()).toEqual([...CHANNEL_ADAPTERS].sort());
    for (const adapter of CHANNEL_ADAPTER_LIST) {
      expect(channelRegistry.adapterFor(adapter.id)).toBe(adapter);
      expect(adapter.name).not.toBe('');
      // Gateways take callbacks; manual kinds never do.
      expect(typeof adapter.verifyCallback === 'function').toBe(adapter.kind === 'gateway');
    }
    expect(() => new ChannelRegistry([CHANNEL_ADAPTER_LIST[0]!, CHANNEL_ADAPTER_LIST[0]!])).toThrow(/Duplicate/);
  });

  it('throws on an adapter nobody registered (a channel row can only name a listed one)', () => {
    expect(() => channelRegistry.adapterFor('nosuch')).toThrow(/no payment channel adapter/);
  });
});

describe.each(['mobile-wallet', 'bank-transfer'])('the manual adapter %s', (id) => {
  const adapter: ChannelAdapter = channelRegistry.adapterFor(id);

  it("answers a start with the channel's account, the deposit's reference and its deadline", async () => {
    expect(await adapter.startDeposit(start(null))).toEqual({
      instructions: { accountNumber: '01700000000', accountName: 'Demo', bankName: 'Bank', reference: '0F9E8D7C6B', expiresAt: 1_000 },
    });
    expect(depositReference('abcdef12-3456-4789-8abc-def012345678')).toBe('ABCDEF1234');
  });

  it('reports a payout paid at once under a MANUAL- id: the approving operator pays it by hand', async () => {
    expect(await adapter.startPayout(payout('0000'))).toEqual({ status: 'paid', externalId: 'MANUAL-w1' });
    expect(await adapter.payoutStatus(channel, 'w1', 'MANUAL-w1')).toEqual({ status: 'paid', externalId: 'MANUAL-w1' });
  });
});

describe('the gateway simulator adapter', () => {
  const adapter = channelRegistry.adapterFor('gateway-simulator');

  it('sends the player to the simulator page with a signed order', async () => {
    const started = await adapter.startDeposit(start('s3cret'));
    expect(started.redirectUrl).toMatch(/^\/channels\/gateway-simulator\/\?order=[\w-]+\.[0-9a-f]{64}$/);
    await expect(adapter.startDeposit(start(null))).rejects.toThrow(/no secret/);
  });

  it('pays out by the account number: …0000 fails, …1111 pending then paid, …2222 pending then failed, others paid', async () => {
    expect(await adapter.startPayout(payout(`123${SIMULATED_PAYOUT.failsAtOnce}`))).toEqual({ status: 'failed', reason: SIMULATED_PAYOUT_FAILURE });
    const paidLater = await adapter.startPayout(payout(`123${SIMULATED_PAYOUT.pendingThenPaid}`));
    expect(paidLater).toEqual({ status: 'pending', externalId: 'SIMPAY-P-w1' });
    expect(await adapter.payoutStatus(channel, 'w1', 'SIMPAY-P-w1')).toEqual({ status: 'paid', externalId: 'SIMPAY-P-w1' });
    const failsLater = await adapter.startPayout(payout(`123${SIMULATED_PAYOUT.pendingThenFailed}`));
    expect(failsLater).toEqual({ status: 'pending', externalId: 'SIMPAY-F-w1' });
    expect(await adapter.payoutStatus(channel, 'w1', 'SIMPAY-F-w1')).toEqual({ status: 'failed', reason: SIMULATED_PAYOUT_FAILURE });
    expect(await adapter.startPayout(payout('01711000005'))).toEqual({ status: 'paid', externalId: 'SIMPAY-w1' });
  });
});
