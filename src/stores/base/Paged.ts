import { actionBound, computed, makeObservable, observable, observableRef, runInAction } from 'mobx';

/** One page of a list as the stores see it, whichever wire shape it came in. */
export interface Page<T> {
  items: T[];
  pageNum: number;
  totalPages: number;
}

/** Fetches page pageNo (1-based); rejects when the call failed. */
export type FetchPage<T> = (pageNo: number) => Promise<Page<T>>;

/**
 * The one paged list of the site (§4): games, favourites, lottery orders, and the records,
 * applications and messages of later issues. A fresh load or a jump to a page replaces the items
 * (a pager), a further page appends them (infinite scroll). Every fresh load or jump bumps a
 * generation, so an answer to an older request never lands on the newer list.
 */
export class Paged<T> {
  items: T[] = [];
  pageNum = 0;
  totalPages = 0;
  loading = false;
  failed = false;
  /** True once a page has arrived. */
  loaded = false;
  private generation = 0;

  constructor(private readonly fetchPage: FetchPage<T>) {
    // items is replaced, never mutated: a reference keeps 999 games from becoming 999 observables.
    // Bound actions: lists hand loadMore and retry straight to buttons. makeObservable rather than
    // makeAutoObservable, so a list type may extend this one.
    makeObservable<Paged<T>, 'generation'>(this, {
      items: observableRef,
      pageNum: observable,
      totalPages: observable,
      loading: observable,
      failed: observable,
      loaded: observable,
      generation: false,
      hasMore: computed,
      isEmpty: computed,
      reload: actionBound,
      goTo: actionBound,
      loadMore: actionBound,
      retry: actionBound,
      removeWhere: actionBound,
      update: actionBound,
      reset: actionBound,
    });
  }

  get hasMore(): boolean {
    return this.loaded && this.pageNum < this.totalPages;
  }

  get isEmpty(): boolean {
    return this.loaded && this.items.length === 0;
  }

  /** Fresh load: page 1 replaces whatever the list held. */
  reload(): Promise<void> {
    return this.goTo(1);
  }

  /** A pager's jump: page pageNo replaces the items. */
  goTo(pageNo: number): Promise<void> {
    this.generation += 1;
    return this.fetch(pageNo, true);
  }

  /** Appends the next page; does nothing on the last page or while a page is on its way. */
  loadMore(): Promise<void> {
    if (!this.hasMore || this.loading) return Promise.resolve();
    return this.fetch(this.pageNum + 1, false);
  }

  /** After a failure: the first page again, or the page that failed to append. */
  retry(): Promise<void> {
    return this.loaded ? this.loadMore() : this.reload();
  }

  /** Drops the items that match (a favourite removed while its page is shown). */
  removeWhere(matches: (item: T) => boolean): void {
    this.items = this.items.filter((item) => !matches(item));
  }

  /** Replaces items in place (an order changed by a cancel). */
  update(change: (item: T) => T): void {
    this.items = this.items.map(change);
  }

  /** Forgets every page (logout); an answer still on its way is dropped. */
  reset(): void {
    this.generation += 1;
    this.items = [];
    this.pageNum = 0;
    this.totalPages = 0;
    this.loading = false;
    this.failed = false;
    this.loaded = false;
  }

  private async fetch(pageNo: number, fresh: boolean): Promise<void> {
    const generation = this.generation;
    this.loading = true;
    this.failed = false;
    try {
      const page = await this.fetchPage(pageNo);
      if (generation !== this.generation) return;
      runInAction(() => {
        this.items = fresh ? page.items : [...this.items, ...page.items];
        this.pageNum = page.pageNum;
        this.totalPages = page.totalPages;
        this.loaded = true;
      });
    } catch {
      // Shown as the list's error state with a retry; the client already handled a dead session.
      if (generation === this.generation) runInAction(() => (this.failed = true));
    } finally {
      if (generation === this.generation) runInAction(() => (this.loading = false));
    }
  }
}
