import { ReviewPath, type ReviewItemValue, type ReviewPage } from '@common/contract/review';
import { ReviewStore } from '../../../console/stores/ReviewStore';
import { consoleStore } from '../helpers/console';
import { FakeServer } from '../helpers/fakeServer';

const item = (id: string, overrides: Partial<ReviewItemValue> = {}): ReviewItemValue => ({
  kind: 'withdrawal',
  id,
  merchantCode: 'MLOBBY',
  status: 'pending',
  open: true,
  player: { id: 3, username: 'rahim' },
  amount: 100_000,
  createdAt: 1,
  requestedBy: null,
  fields: [],
  claim: null,
  decisions: [],
  approvalsNeeded: 2,
  decidable: true,
  ...overrides,
});
const page = (items: ReviewItemValue[]): ReviewPage => ({ items, page: 1, pageSize: 50, total: items.length });
const queue = `GET ${ReviewPath.queue('withdrawal')}`;

async function storeWith(server: FakeServer) {
  const { store } = await consoleStore(server.ok(queue, page([item('a'), item('b')])));
  const review = store.feature(ReviewStore);
  await review.load('withdrawal');
  return { root: store, review };
}

describe('ReviewStore', () => {
  test('loads a kind in a state, a page at a time, for the merchant picked', async () => {
    const server = new FakeServer();
    const { review } = await storeWith(server);
    expect(server.callsTo(queue)[0]!.url).toBe(`${ReviewPath.queue('withdrawal')}?state=open&page=1`);
    await review.showMerchant('OTHERCO');
    await review.load('withdrawal', 'closed', 3);
    expect(server.callsTo(queue).at(-1)!.url).toBe(`${ReviewPath.queue('withdrawal')}?state=closed&merchantCode=OTHERCO&page=3`);
    expect(review.state).toBe('closed');
  });

  test('a decision that closes the item takes it off the open list; one that leaves it open (a first of two approvals) shows it as it now is', async () => {
    const server = new FakeServer()
      .ok(`POST ${ReviewPath.approve('withdrawal', 'a')}`, item('a', { status: 'paying', open: false, decidable: false }))
      .ok(`POST ${ReviewPath.approve('withdrawal', 'b')}`, item('b', { status: 'checking', approvalsNeeded: 1, decidable: false }));
    const { review } = await storeWith(server);
    expect(await review.decide(review.items[0]!, 'approve', 'checked')).toBe(true);
    expect(review.items.map((i) => i.id)).toEqual(['b']);
    expect(review.queue.value!.total).toBe(1);
    expect(await review.decide(review.items[0]!, 'approve', 'checked')).toBe(true);
    expect(review.items[0]).toMatchObject({ id: 'b', status: 'checking', approvalsNeeded: 1 });
    expect(server.callsTo(`POST ${ReviewPath.approve('withdrawal', 'b')}`)[0]!.body).toEqual({ reason: 'checked' });
    expect(review.busy.size).toBe(0);
  });

  test('a refusal is kept for the item with the server\'s message, and the item is read again', async () => {
    const server = new FakeServer()
      .fail(`POST ${ReviewPath.claim('withdrawal', 'a')}`, 'review.claimed', 'Another operator (fin3) is working on this item.')
      .ok(`GET ${ReviewPath.item('withdrawal', 'a')}`, item('a', { claim: { operator: 'fin3', at: 5, mine: false }, decidable: false }));
    const { review } = await storeWith(server);
    expect(await review.claim(review.items[0]!)).toBe(false);
    expect(review.failures.get('a')).toEqual({ code: 'review.claimed', message: 'Another operator (fin3) is working on this item.' });
    expect(review.items[0]).toMatchObject({ claim: { operator: 'fin3' }, decidable: false });
    expect(review.busy.size).toBe(0);
  });

  test('claim and give back answer the item with its claim', async () => {
    const claim = ReviewPath.claim('withdrawal', 'b');
    const server = new FakeServer().ok(`POST ${claim}`, item('b', { claim: { operator: 'ann', at: 9, mine: true } })).ok(`DELETE ${claim}`, item('b'));
    const { review } = await storeWith(server);
    await review.claim(review.items[1]!);
    expect(review.items[1]!.claim).toEqual({ operator: 'ann', at: 9, mine: true });
    await review.unclaim(review.items[1]!);
    expect(review.items[1]!.claim).toBeNull();
    expect(server.callsTo(`DELETE ${claim}`)).toHaveLength(1);
  });

  test('logout clears the queue, the merchant filter and the refusals', async () => {
    const server = new FakeServer().fail(`POST ${ReviewPath.reject('withdrawal', 'a')}`, 'review.not.open', 'decided');
    const { root, review } = await storeWith(server);
    await review.showMerchant('MLOBBY');
    await review.decide(review.items[0]!, 'reject', 'no');
    root.clear();
    expect([review.items, review.merchantCode, review.failures.size, review.kind]).toEqual([[], null, 0, null]);
  });
});
