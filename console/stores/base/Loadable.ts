import { makeAutoObservable, runInAction } from 'mobx';
import { failureOf, type Failure } from '../../api/errors';

/**
 * One value a screen loads: the value, whether a load is running, its failure. A newer load wins
 * over a slower older one (a search typed on, a page turned twice), and clear() drops a late answer.
 */
export class Loadable<T> {
  value: T | null = null;
  loading = false;
  error: Failure | null = null;
  private seq = 0;

  constructor() {
    makeAutoObservable<Loadable<T>, 'seq'>(this, { seq: false });
  }

  /** Runs the load; the value on success, null (and error set) on failure or when overtaken. */
  async run(load: () => Promise<T>): Promise<T | null> {
    const seq = ++this.seq;
    this.loading = true;
    this.error = null;
    try {
      const value = await load();
      if (seq !== this.seq) return null;
      runInAction(() => (this.value = value));
      return value;
    } catch (error) {
      if (seq === this.seq) runInAction(() => (this.error = failureOf(error)));
      return null;
    } finally {
      if (seq === this.seq) runInAction(() => (this.loading = false));
    }
  }

  /** Replaces the value in place (after a change the server confirmed). */
  set(value: T): void {
    this.value = value;
  }

  clear(): void {
    this.seq++;
    this.value = null;
    this.loading = false;
    this.error = null;
  }
}
