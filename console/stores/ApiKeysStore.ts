/** API keys: the list, a new key (its secret kept in memory until the operator dismisses it), revocation. */
import { makeAutoObservable } from 'mobx';
import { ApiKeyPath, type ApiKeySummary, type NewApiKeyRequest, type NewApiKeyValue } from '@common/contract/consoleAdmin';
import { EditableList } from './base/EditableList';
import type { Clearable, RootStore } from './RootStore';

export class ApiKeysStore implements Clearable {
  readonly keys: EditableList<ApiKeySummary>;
  /** The key just made, with its secret: shown once, forgotten on dismiss or logout. */
  created: NewApiKeyValue | null = null;

  constructor(root: RootStore) {
    this.keys = new EditableList(() => root.api, ApiKeyPath.keys);
    makeAutoObservable(this, { keys: false });
  }

  async create(request: NewApiKeyRequest): Promise<void> {
    const key = await this.keys.changed((api) => api.post<NewApiKeyValue>(ApiKeyPath.keys, request));
    if (key) this.setCreated(key);
  }

  revoke(id: number): Promise<unknown> {
    return this.keys.changed((api) => api.delete(ApiKeyPath.key(id)));
  }

  /** Shows a new key with its secret, or forgets it (null). */
  setCreated(key: NewApiKeyValue | null): void {
    this.created = key;
  }

  clear(): void {
    this.keys.clear();
    this.created = null;
  }
}
