/** The players' search: by username (prefix), mobile, email or id, in the operator's scope. */
import { makeAutoObservable } from 'mobx';
import { PlayerPath, type PlayerSummary } from '@common/contract/consolePlayers';
import { Loadable } from './base/Loadable';
import type { Clearable, RootStore } from './RootStore';

export class PlayerSearchStore implements Clearable {
  query = '';
  readonly results = new Loadable<PlayerSummary[]>();

  constructor(private readonly root: RootStore) {
    makeAutoObservable<PlayerSearchStore, 'root'>(this, { root: false, results: false });
  }

  async search(query: string): Promise<void> {
    this.query = query.trim();
    if (!this.query) return this.results.clear();
    await this.results.run(() => this.root.api.get<PlayerSummary[]>(PlayerPath.search, { q: this.query }));
  }

  clear(): void {
    this.query = '';
    this.results.clear();
  }
}
