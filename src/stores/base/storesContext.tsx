import { createContext, useContext, type ReactNode } from 'react';
import type { Clearable, FeatureStoreOf } from './FeatureStores';

/** What a RootStore offers the React tree: its feature stores on first use. */
interface WithFeatures {
  feature<T extends Clearable>(Store: FeatureStoreOf<this, T>): T;
}

/**
 * A RootStore's React context (mobx-react-lite has no Provider of its own): the provider, a hook
 * for the RootStore and one for a feature store. The site and the console each make one.
 */
export function createStoresContext<Root extends WithFeatures>() {
  const StoresContext = createContext<Root | null>(null);

  function StoresProvider({ store, children }: { store: Root; children: ReactNode }) {
    return <StoresContext.Provider value={store}>{children}</StoresContext.Provider>;
  }

  /** The RootStore; throws outside a StoresProvider so a wiring mistake fails loudly. */
  function useStores(): Root {
    const store = useContext(StoresContext);
    if (!store) throw new Error('useStores() needs a <StoresProvider>');
    return store;
  }

  /** A feature store (RootStore.feature): the screen that imports its class brings its code. */
  function useFeature<T extends Clearable>(Store: FeatureStoreOf<Root, T>): T {
    return useStores().feature(Store);
  }

  return { StoresProvider, useStores, useFeature };
}
