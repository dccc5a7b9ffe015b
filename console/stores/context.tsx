import { createContext, useContext, type ReactNode } from 'react';
import type { Clearable, FeatureStore, RootStore } from './RootStore';

const StoresContext = createContext<RootStore | null>(null);

/** Provides the console's RootStore to the tree. */
export function StoresProvider({ store, children }: { store: RootStore; children: ReactNode }) {
  return <StoresContext.Provider value={store}>{children}</StoresContext.Provider>;
}

/** The RootStore; throws outside a StoresProvider so a wiring mistake fails loudly. */
export function useStores(): RootStore {
  const store = useContext(StoresContext);
  if (!store) throw new Error('useStores() needs a <StoresProvider>');
  return store;
}

/** A screen's store (RootStore.feature). */
export function useFeature<T extends Clearable>(Store: FeatureStore<T>): T {
  return useStores().feature(Store);
}
