import { AgentPath } from '@common/contract/agents';
import { TransferStore } from '../../../src/stores/TransferStore';
import { callsTo, createTestStore, HttpReply } from '../helpers/renderApp';
import { jsonBody } from '../helpers/member';
import { ok } from '../helpers/agents';

const done = ok({ id: 5, username: 'bob', amount: 2_500, createdAt: 0, balance: 100 });

async function storeWith(reply: () => unknown) {
  const { store, fetch } = await createTestStore({ routes: { [`POST ${AgentPath.transfer}`]: reply } });
  const transfer = store.feature(TransferStore);
  transfer.set('username', 'bob');
  transfer.set('amount', '25');
  transfer.setPassword('123456');
  return { transfer, fetch };
}

const ids = (fetch: Parameters<typeof callsTo>[0]) => callsTo(fetch, AgentPath.transfer, 'POST').map((r) => (jsonBody(r) as { requestId: string }).requestId);

describe('TransferStore', () => {
  it('sends username, amount in minor units, the withdrawal password and a requestId', async () => {
    const { transfer, fetch } = await storeWith(() => done);
    expect(await transfer.submit()).toMatchObject({ id: 5 });
    expect(jsonBody(callsTo(fetch, AgentPath.transfer, 'POST')[0]!)).toEqual({ username: 'bob', amount: 2_500, withdrawalPassword: '123456', requestId: expect.any(String) });
    expect(transfer.password).toBe('');
  });

  it('a retry after a lost answer carries the same requestId, so the money moves once', async () => {
    let calls = 0;
    const { transfer, fetch } = await storeWith(() => (++calls === 1 ? new HttpReply(502, 'Bad gateway') : done));
    expect(await transfer.submit()).toBeNull();
    expect(await transfer.submit()).toMatchObject({ id: 5 });
    const [first, second] = ids(fetch);
    expect(second).toBe(first);
  });

  it('each answered submit gets a new requestId', async () => {
    const { transfer, fetch } = await storeWith(() => done);
    await transfer.submit();
    transfer.set('username', 'bob');
    transfer.set('amount', '25');
    transfer.setPassword('123456');
    await transfer.submit();
    const [first, second] = ids(fetch);
    expect(second).not.toBe(first);
  });

  it('sends nothing below the minimum or without a 6-digit password', async () => {
    const { transfer, fetch } = await storeWith(() => done);
    transfer.set('amount', '0.50');
    expect(await transfer.submit()).toBeNull();
    transfer.set('amount', '25');
    transfer.setPassword('12');
    expect(await transfer.submit()).toBeNull();
    expect(callsTo(fetch, AgentPath.transfer, 'POST')).toHaveLength(0);
  });
});
