import { Paged, type Page } from '../../../../src/stores/base/Paged';

/** A fetcher whose answers the test releases by hand, in any order. */
function controlled() {
  const pending: { pageNo: number; resolve: (page: Page<number>) => void; reject: (e: Error) => void }[] = [];
  const fetchPage = (pageNo: number) => new Promise<Page<number>>((resolve, reject) => pending.push({ pageNo, resolve, reject }));
  const page = (pageNo: number, totalPages = 3): Page<number> => ({ items: [pageNo * 10 + 1, pageNo * 10 + 2], pageNum: pageNo, totalPages });
  return { pending, fetchPage, page };
}

describe('Paged<T>', () => {
  test('a fresh load replaces the items; a further page appends them', async () => {
    const { pending, fetchPage, page } = controlled();
    const list = new Paged(fetchPage);
    const first = list.reload();
    pending.shift()!.resolve(page(1));
    await first;
    expect(list.items).toEqual([11, 12]);
    const more = list.loadMore();
    expect(pending[0].pageNo).toBe(2);
    pending.shift()!.resolve(page(2));
    await more;
    expect(list.items).toEqual([11, 12, 21, 22]);
    expect(list).toMatchObject({ pageNum: 2, totalPages: 3, hasMore: true, loaded: true });
  });

  test('a pager jump replaces the items with that page', async () => {
    const { pending, fetchPage, page } = controlled();
    const list = new Paged(fetchPage);
    const jump = list.goTo(3);
    pending.shift()!.resolve(page(3));
    await jump;
    expect(list.items).toEqual([31, 32]);
    expect(list.hasMore).toBe(false);
  });

  test('an answer to an older request never lands on a newer list', async () => {
    const { pending, fetchPage, page } = controlled();
    const list = new Paged(fetchPage);
    const older = list.goTo(1);
    const newer = list.goTo(2);
    pending[1].resolve(page(2));
    pending[0].resolve(page(1));
    await Promise.all([older, newer]);
    expect(list.items).toEqual([21, 22]);
  });

  test('a failed page keeps what was shown and says so; retry asks for the failed page again', async () => {
    const { pending, fetchPage, page } = controlled();
    const list = new Paged(fetchPage);
    const first = list.reload();
    pending.shift()!.resolve(page(1));
    await first;
    const more = list.loadMore();
    pending.shift()!.reject(new Error('offline'));
    await more;
    expect(list).toMatchObject({ items: [11, 12], failed: true, loading: false });
    void list.retry();
    expect(pending[0].pageNo).toBe(2);
  });

  test('reset forgets every page and drops an answer still on its way', async () => {
    const { pending, fetchPage, page } = controlled();
    const list = new Paged(fetchPage);
    const first = list.reload();
    list.reset();
    pending.shift()!.resolve(page(1));
    await first;
    expect(list).toMatchObject({ items: [], loaded: false, pageNum: 0, isEmpty: false });
  });

  test('update and removeWhere change items without refetching', async () => {
    const { pending, fetchPage, page } = controlled();
    const list = new Paged(fetchPage);
    const first = list.reload();
    pending.shift()!.resolve(page(1, 1));
    await first;
    list.update((n) => n * 2);
    list.removeWhere((n) => n === 22);
    expect(list.items).toEqual([24]);
    expect(pending).toHaveLength(0);
  });
});
