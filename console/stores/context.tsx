import { createStoresContext } from '../../src/stores/base/storesContext';
import type { RootStore } from './RootStore';

/** The console's RootStore in the React tree. */
export const { StoresProvider, useStores, useFeature } = createStoresContext<RootStore>();
