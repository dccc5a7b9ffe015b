import { expectedBalances, PaymentsModel } from '../../bench/payments-model';

describe('bench/payments-model', () => {
  test('a player is initial + approved deposits − withdrawals not released + wins − stakes; only what an answer applied counts', () => {
    const model = new PaymentsModel();
    model.deposits.set('d1', { player: 0, amount: 9_900n, status: 'approved' });
    model.deposits.set('d2', { player: 0, amount: 5_000n, status: 'rejected' });
    model.deposits.set('d3', { player: 1, amount: 1_000n, status: 'created' });
    model.stakes.set('s1', { player: 0, amount: 300n, applied: true });
    model.stakes.set('s2', { player: 0, amount: 700n, applied: false });
    model.wins.set('w1', { player: 1, amount: 450n, applied: true });
    model.wins.set('w2', { player: 1, amount: 50n, applied: false });
    expect(expectedBalances(model, [100_000n, 20_000n])).toEqual({ real: [109_600n, 20_450n], held: [0n, 0n] });
  });

  test('paid withdrawals leave the member; rejected and failed ones come back; open ones stay held', () => {
    const model = new PaymentsModel();
    model.withdrawals.set('paid', { player: 0, amount: 1_000n, status: 'paid' });
    model.withdrawals.set('rejected', { player: 0, amount: 2_000n, status: 'rejected' });
    model.withdrawals.set('failed', { player: 0, amount: 4_000n, status: 'failed' });
    model.withdrawals.set('pending', { player: 1, amount: 100n, status: 'pending' });
    model.withdrawals.set('checking', { player: 1, amount: 200n, status: 'checking' });
    model.withdrawals.set('paying', { player: 1, amount: 400n, status: 'paying' });
    expect(expectedBalances(model, [10_000n, 10_000n])).toEqual({ real: [9_000n, 9_300n], held: [0n, 700n] });
  });

  test('an expected refusal is counted; any other code, or none, is a problem', () => {
    const model = new PaymentsModel();
    model.refused('withdrawal', 'wallet.insufficient.funds', ['wallet.insufficient.funds']);
    model.refused('withdrawal', 'wallet.insufficient.funds', ['wallet.insufficient.funds']);
    model.refused('withdrawal', 'server.error', ['wallet.insufficient.funds']);
    model.refused('win', undefined, []);
    expect([...model.refusals]).toEqual([['withdrawal: wallet.insufficient.funds', 2]]);
    expect(model.problems).toEqual(['withdrawal refused with server.error', 'win refused with no code']);
  });

  test('tally counts statuses', () => {
    expect(PaymentsModel.tally([{ status: 'paid' }, { status: 'failed' }, { status: 'paid' }])).toBe('paid 2, failed 1');
  });
});
