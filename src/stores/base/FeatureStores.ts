/**
 * Stores only some screens use, created on first use so their code ships with those screens
 * (docs/decisions.md "Feature stores"). The site and the console each keep one in their RootStore;
 * this is the one implementation both use.
 */

/** A store holding per-user state: logout (or an ended session) resets it. */
export interface Clearable {
  clear(): void;
}

/** A feature store's class: constructed with the RootStore it belongs to. */
export type FeatureStoreOf<Root, T extends Clearable> = new (root: Root) => T;

/** The feature stores of one RootStore, one instance per class. */
export class FeatureStores<Root> {
  private readonly stores = new Map<FeatureStoreOf<Root, Clearable>, Clearable>();

  constructor(private readonly root: Root) {}

  /** The one instance of `Store`, created on first use. */
  get<T extends Clearable>(Store: FeatureStoreOf<Root, T>): T {
    let store = this.stores.get(Store);
    if (!store) {
      store = new Store(this.root);
      this.stores.set(Store, store);
    }
    return store as T;
  }

  /** Every feature store created so far (for clearing). */
  created(): Clearable[] {
    return [...this.stores.values()];
  }
}
